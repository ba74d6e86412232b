import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { PlanLimitLink } from '@brandcast/shared/ui';

/**
 * A failed request's message, read out as it appears. When the answer was 402 (not enough credits) the
 * way forward is a plan with more of them (a new plan's credits are granted at once), so the alert links to it.
 */
export function RequestError({
  error,
  fallback,
  prefix,
  style,
}: {
  error: unknown;
  /** Said when the answer carries no message of its own. */
  fallback: string;
  /** Names what failed when several things can, e.g. a platform. */
  prefix?: string;
  style?: CSSProperties;
}) {
  const message = getErrorMessage(error, fallback);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={style}
      title={prefix ? `${prefix}: ${message}` : message}
      action={statusOf(error) === 402 ? <PlanLimitLink limit="monthlyCredits" size="small" /> : undefined}
    />
  );
}
