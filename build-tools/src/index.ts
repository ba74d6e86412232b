/**
 * The build machinery of the front ends, one mechanism a file (README.md beside this folder says what each does, why,
 * what it saves, and how to upgrade antd).
 */
export { antdStaticCssDir, antdStaticCssRule, ANTD_ES_MODULE } from './antd-static-css';
export { tooltipUniqueProviderOnDemand, typographyOnDemand } from './antd-on-demand';
export { ANTD_CORE_CHUNK_SPLIT } from './chunk-groups';
export { DEV_API_URL, DEV_PORTS, devServer } from './dev-server';
export { EARLY_CHUNKS, EARLY_CHUNKS_PRELOAD, lowPriorityScriptPreloads } from './early-chunks';
export { federationRuntimeAlias, HOST_EXPERIMENTS, REMOTE_EXPERIMENTS } from './federation-runtime';
export { compressDist, pluginPrecompress } from './precompress';
export { routerAlias, thinRouter } from './router';
export { ANTD_COMPONENTS, ANTD_PER_COMPONENT, antdModule, sharedDependencies } from './sharing';
export { SIDE_EFFECT_FREE_RULES } from './side-effect-free';
export { standaloneRemote } from './standalone-remote';
