import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Button, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { paths, formatDate, formatNumber } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { creditsQueryOptions } from '@brandcast/shared/queries';
import { MIN_TARGET, TOUCH_TARGET, useIsTouchScreen } from '@brandcast/shared/ui';
import { QueryProvider } from '../../../lib/query-provider';

/**
 * The signed-in user's credit balance in the top bar, linking to Billing. Content screens invalidate the
 * shared credits query after anything that costs credits, so it follows without a reload. It brings the app's query
 * client along: the shell is rendered without React Query (lib/query-provider.tsx).
 *
 * Its detail is the link's title, as the theme toggle's hint is: an antd Tooltip here, on every signed-in page,
 * generated Tooltip's styles (its every preset colour) during the first render, a measurable part of the dashboard's
 * blocking time (issue 15).
 */
export function CreditBalance(props: { compact?: boolean }) {
  return (
    <QueryProvider>
      <Balance {...props} />
    </QueryProvider>
  );
}

function Balance({ compact = false }: { compact?: boolean }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const credits = useQuery({ ...creditsQueryOptions(), enabled: isAuthenticated });
  const { token } = theme.useToken();
  const target = useIsTouchScreen() ? TOUCH_TARGET : MIN_TARGET;
  if (!isAuthenticated) return null;
  if (credits.isError && !credits.data) {
    return (
      <Button
        type="text"
        size="small"
        title="Your balance could not be loaded. Click to try again."
        icon={<ThunderboltOutlined aria-hidden />}
        loading={credits.isFetching}
        onClick={() => void credits.refetch()}
      >
        {compact ? '?' : 'Balance unavailable'}
      </Button>
    );
  }
  if (!credits.data) return null;

  const { balance, monthlyCredits, renewsAt } = credits.data;
  const low = balance < monthlyCredits * 0.1;
  const label = `${formatNumber(balance)} credits left`;
  return (
    <Link
      to={paths.settingsBilling}
      aria-label={label}
      title={`${formatNumber(balance)} of ${formatNumber(monthlyCredits)} monthly credits left; renews ${formatDate(renewsAt)}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: target,
        minWidth: target,
        paddingInline: 4,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
      data-testid="credit-balance"
    >
      <Typography.Text type={low ? 'warning' : undefined} style={{ color: low ? undefined : token.colorText }}>
        <ThunderboltOutlined aria-hidden /> {formatNumber(balance)}
        {compact ? null : ' credits'}
      </Typography.Text>
    </Link>
  );
}
