import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { getErrorMessage } from '@brandcast/shared/client';

interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read that failed: the server's message (or the catalogue's fallback) and a way to try again. */
export function QueryError({
  query,
  fallback,
  style,
}: {
  query: FailedQuery;
  fallback: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={getErrorMessage(query.error, fallback)}
      action={
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    />
  );
}
