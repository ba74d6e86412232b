import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button, Result, Typography } from 'antd';
import { PageSpinner } from '@brandcast/shared/ui';
import { loadRemoteRoutes, RemoteLoadError, type RemoteName } from '../lib/remotes';

type AreaModule = Record<string, ComponentType | undefined>;

export interface RemoteAreaProps {
  remote: RemoteName;
  /** The named export of the remote's `./routes` module. */
  area: string;
  /** What the area is called in the product, for the error card. */
  label: string;
}

/**
 * Mounts one area of a remote. If the remote cannot be loaded (or throws while rendering), only this
 * area shows an error card with Retry; the shell and every other area keep working.
 */
export function RemoteArea(props: RemoteAreaProps) {
  // Each area is its own instance: moving to another area never carries over this one's state.
  return <LoadedArea key={`${props.remote}/${props.area}`} {...props} />;
}

function LoadedArea({ remote, area, label }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteRoutes<AreaModule>(remote);
        const component = module[area];
        if (!component) throw new RemoteLoadError(`The remote "${remote}" does not expose "${area}".`);
        return { default: component };
      }),
    // `attempt` is a deliberate dependency: a retry makes a fresh lazy component.
    [remote, area, attempt],
  );

  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={(props) => (
        <RemoteErrorCard {...props} label={label} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense fallback={<PageSpinner label={`Loading ${label}`} />}>
        <Area />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteErrorCard({ error, label, onRetry }: FallbackProps & { label: string; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="warning"
      title={`${label} could not be loaded`}
      subTitle={
        <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto' }} data-testid="remote-error">
          {detail} The rest of Brandcast keeps working.
        </Typography.Paragraph>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
