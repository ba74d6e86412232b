import { WarningFilled } from '@ant-design/icons';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { theme } from 'antd';
import { PageSpinner, TokenButton } from '@brandcast/shared/ui';
import type { AreaRef } from '@brandcast/shared/areas';
import { loadQueryProvider } from '../lib/load-query-provider';
import { loadRemoteRoutes, RemoteLoadError } from '../remote-loading/remotes';

type AreaModule = Record<string, ComponentType | undefined>;

/** `remote` and `area` (the named export of the remote's `./routes` module) as the contract pairs them. */
export type RemoteAreaProps = AreaRef & {
  /** What the area is called in the product, for the error card. */
  label: string;
  /** `false` (the contract's): mounted without React Query. */
  queries?: false;
};

/**
 * Mounts one area of a remote. If the remote cannot be loaded (or throws while rendering), only this
 * area shows an error card with Retry; the shell and every other area keep working.
 */
export function RemoteArea(props: RemoteAreaProps) {
  // Each area is its own instance: moving to another area never carries over this one's state.
  return <LoadedArea key={`${props.remote}/${props.area}`} {...props} />;
}

function LoadedArea({ remote, area, label, queries }: RemoteAreaProps) {
  // Made here, above Suspense, so that it outlives the suspended first render; a retry makes a fresh one that loads again.
  const [Area, setArea] = useState(() => lazyArea(remote, area, queries));
  return (
    <ErrorBoundary
      resetKeys={[Area]}
      fallbackRender={(props) => (
        <RemoteErrorCard {...props} label={label} onRetry={() => setArea(() => lazyArea(remote, area, queries))} />
      )}
    >
      <Suspense fallback={<PageSpinner label={`Loading ${label}`} />}>
        <Area />
      </Suspense>
    </ErrorBoundary>
  );
}

function lazyArea(
  remote: RemoteAreaProps['remote'],
  area: RemoteAreaProps['area'],
  queries: RemoteAreaProps['queries'],
) {
  return lazy(async () => {
    // React Query's provider loads beside the remote, not after it: no wait of its own before the first render.
    const [module, queryProvider] = await Promise.all([
      loadRemoteRoutes<AreaModule>(remote),
      queries === false ? undefined : loadQueryProvider(),
    ]);
    const component = module[area];
    if (!component) throw new RemoteLoadError(`The remote "${remote}" does not expose "${area}".`);
    return { default: queryProvider ? queryProvider.withQueryClient(component) : component };
  });
}

/**
 * What stands in for an area that failed. Built only from components the shell has already loaded (antd's Result
 * would be one more download before the first render of every page, and one that can fail with the network); its
 * texts are drawn from the theme's tokens as antd's Typography draws them, which would bring Tooltip to every page.
 */
function RemoteErrorCard({ error, label, onRetry }: FallbackProps & { label: string; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
      <h2
        style={{
          margin: '16px 0 8px',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: 24,
          lineHeight: token.lineHeightHeading2,
        }}
      >
        {`${label} could not be loaded`}
      </h2>
      <p style={{ maxWidth: 560, margin: '0 auto', color: token.colorTextDescription }} data-testid="remote-error">
        {detail} The rest of Brandcast keeps working.
      </p>
      {/* antd's primary Button drawn from the theme's tokens: this module loads with every page, a visitor's too. */}
      <TokenButton variant="primary" onClick={onRetry} style={{ marginTop: 16 }}>
        Retry
      </TokenButton>
    </div>
  );
}
