import { Alert } from 'antd';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { PLANS, paths, planAllowingMore, planChoicePath } from '@brandcast/shared';
import { getErrorMessage, statusOf, userAtom } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';

/**
 * The way to more credits: billing with the cheapest plan above the person's that grants more of them
 * chosen (a new plan's credits are granted at once), as the project and team limits' refusals lead; on
 * the highest plan, billing itself (its credits and history).
 */
function MoreCreditsLink() {
  const current = useAtomValue(userAtom)?.subscription.plan ?? 'free';
  const more = planAllowingMore('monthlyCredits', current);
  return more === current ? (
    <ButtonLink to={paths.settingsBilling} size="small">
      See plans
    </ButtonLink>
  ) : (
    <ButtonLink to={planChoicePath(more)} size="small">
      {`See the ${PLANS[more].name} plan`}
    </ButtonLink>
  );
}

/**
 * A failed request's message, read out as it appears. When the answer was 402 (not enough credits) the
 * way forward is a plan with more of them, so the alert links to it.
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
      action={
        statusOf(error) === 402 ? <MoreCreditsLink /> : undefined
      }
    />
  );
}
