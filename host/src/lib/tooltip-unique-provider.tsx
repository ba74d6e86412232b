import { lazy, Suspense, type ReactNode } from 'react';

/**
 * antd's tooltip UniqueProvider, loaded when rendered. antd's ConfigProvider renders it only when `tooltip.unique` is
 * set (the apps never set it) but imports it statically, and with it @rc-component/trigger: 7 KB gzip before every
 * first render. The host's build puts this module in its place for ConfigProvider's import alone
 * (tooltipUniqueProviderOnDemand in build-tools/src/antd-on-demand.ts); antd's Tooltip still imports the real one.
 */
const RealUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function TooltipUniqueProvider({ children }: { children?: ReactNode }) {
  // Until it has loaded, the page renders without it rather than blank.
  return (
    <Suspense fallback={children}>
      <RealUniqueProvider>{children}</RealUniqueProvider>
    </Suspense>
  );
}
