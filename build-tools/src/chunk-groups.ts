/**
 * What every antd component is built on: its theme and style engine, the icon base, the utilities and the locale.
 * Shared per component, each component's chunk otherwise carried its own copy of these (Rspack splits out only
 * common parts of 20 KB or more): 12 copies of the icon base and ~60 KB gzip of repeats before /dashboard rendered.
 */
const ANTD_CORE_MODULES = [
  'antd/es/(?:_util/(?!wave/)|style/|theme/|config-provider/|locale/|version/|[a-z-]+/locale/)',
  '@ant-design/(?:cssinjs|cssinjs-utils|fast-color|colors)/',
  // The icon base.
  '@ant-design/icons/es/(?:components/|[a-zA-Z]+\\.js$)',
  '@rc-component/(?:util/|[a-z-]+/es/locale/)',
  // ConfigProvider's motion switch is the context alone (@rc-component/motion is side-effect free, below).
  '@rc-component/motion/es/context\\.js$',
  '@babel/runtime/',
  '(?:stylis|@emotion/[a-z]+|clsx|is-mobile|react-is)/',
];

/**
 * What antd's components share beyond the core but the theme alone does not need: Space's compact context (Button,
 * Input), the click wave, motion, portals, resize observing, and the icons antd's own components draw (close, loading,
 * status). One chunk that any component's chunk loads, and a page of no antd component (the sign-in page) does not.
 */
const ANTD_PARTS_MODULES = [
  'antd/es/(?:space/|_util/wave/)',
  // The base styles every component's static CSS comes with (antd-static-css.ts): once, not in each chunk.
  '\\.cache/antd-static-css/[\\w.-]+/(?:Shared|Wave-[\\w-]+)\\.css$',
  '@rc-component/(?:motion|resize-observer|portal)/',
  '@ant-design/icons(?:-svg)?/es/(?:icons|asn)/(?:Close|CloseCircle|Loading|CheckCircle|ExclamationCircle|InfoCircle)(?:Outlined|Filled)\\.js$',
  // What components import from other components' folders: Button's and Tag's tokens and Tooltip's colour helpers
  // from ColorPicker's, and from Form's and Table's the contexts that ContextIsolator (Tooltip, Dropdown, …) resets.
  // Apart, they made three small files before /dashboard's first paint.
  'antd/es/(?:color-picker/(?:color|util|components/ColorPresets)|form/context|table/TableMeasureRowContext)\\.js$',
  '@rc-component/color-picker/es/(?:color|util)\\.js$',
  '@rc-component/form/es/FormContext\\.js$',
];

/**
 * The antd components on nearly every signed-in screen (the shell's and the dashboard's): one chunk, with their CSS,
 * rather than one request per component. Over HTTP/1.1 a phone on slow 4G pays a round trip per file (Lighthouse
 * counted 60 requests before /dashboard's largest paint, 6 at a time).
 */
const EVERYDAY_COMPONENTS = [
  'alert',
  'button',
  'col',
  'flex',
  'grid',
  'row',
  'segmented',
  'skeleton',
  'statistic',
  'tooltip',
  'typography',
];
const EVERYDAY_STYLES = [
  'Alert',
  'Button',
  'Flex',
  'Grid',
  'Segmented',
  'Skeleton',
  'Statistic',
  'Tooltip',
  'Typography',
];
const EVERYDAY_TEST = new RegExp(
  `node_modules[\\\\/](?:antd[\\\\/]es[\\\\/](?:${EVERYDAY_COMPONENTS.join('|')})[\\\\/]|@rc-component[\\\\/](?:trigger|tooltip|segmented)[\\\\/]|\\.cache[\\\\/]antd-static-css[\\\\/][^\\\\/]+[\\\\/](?:${EVERYDAY_STYLES.join('|')})-[\\w-]+\\.css$)`,
);

/** What every page runs on (React, its DOM renderer, the router, jotai): one chunk rather than seven. */
const FRAMEWORK_MODULES = ['react/', 'react-dom/', 'scheduler/', 'jotai/', 'react-router/', 'react-router-dom/'];

const nodeModulesTest = (modules: string[]) =>
  new RegExp(`node_modules[\\\\/](?:${modules.join('|').replaceAll('/', '[\\\\/]')})`);

/**
 * Rsbuild `performance.chunkSplit` of the host, which provides antd: its core (above) in one chunk that every
 * component's chunk loads, and the parts its components share in another. Not in a remote: there the group would join
 * its own icons to its fallback copy of antd's core, and opening its area would load that copy (53 KB) for an icon.
 */
export const ANTD_CORE_CHUNK_SPLIT = {
  strategy: 'split-by-experience',
  override: {
    cacheGroups: {
      antdCore: {
        test: nodeModulesTest(ANTD_CORE_MODULES),
        name: 'antd-core',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      antdParts: {
        test: nodeModulesTest(ANTD_PARTS_MODULES),
        name: 'antd-parts',
        chunks: 'async',
        enforce: true,
        priority: 19,
      },
      antdEveryday: { test: EVERYDAY_TEST, name: 'antd-everyday', chunks: 'async', enforce: true, priority: 18 },
      framework: {
        test: nodeModulesTest(FRAMEWORK_MODULES),
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 21,
      },
    },
  },
} as const;

/**
 * Files of the installed packages that the expressions above name, and the group each belongs in: what check-antd.ts
 * looks for after an antd upgrade (a path antd moved leaves the expression matching nothing, and the module back in
 * a chunk of its own or in each component's). `[package, file in it, group]`.
 */
export const CHUNK_GROUP_SAMPLES: readonly (readonly [string, string, string])[] = [
  ['antd', 'es/_util/hooks/useProxyImperativeHandle.js', 'antd-core'],
  ['antd', 'es/theme/index.js', 'antd-core'],
  ['antd', 'es/style/index.js', 'antd-core'],
  ['antd', 'es/config-provider/context.js', 'antd-core'],
  ['antd', 'es/locale/index.js', 'antd-core'],
  ['antd', 'es/version/index.js', 'antd-core'],
  ['antd', 'es/space/Compact.js', 'antd-parts'],
  ['antd', 'es/_util/wave/index.js', 'antd-parts'],
  ['antd', 'es/color-picker/color.js', 'antd-parts'],
  ['antd', 'es/color-picker/util.js', 'antd-parts'],
  ['antd', 'es/color-picker/components/ColorPresets.js', 'antd-parts'],
  ['antd', 'es/form/context.js', 'antd-parts'],
  ['antd', 'es/table/TableMeasureRowContext.js', 'antd-parts'],
  ['antd', 'es/button/index.js', 'antd-everyday'],
  ['antd', 'es/typography/Base/index.js', 'antd-everyday'],
  ['antd', 'es/tooltip/index.js', 'antd-everyday'],
  ['antd', 'es/segmented/index.js', 'antd-everyday'],
  ['@rc-component/color-picker', 'es/color.js', 'antd-parts'],
  ['@rc-component/form', 'es/FormContext.js', 'antd-parts'],
  ['@rc-component/motion', 'es/context.js', 'antd-core'],
];
