import { Alert, Flex, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths, formatDate, formatNumber } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { creditsQueryOptions } from '@brandcast/shared/queries';
import { Panel } from '../../../components/panel';

/** Credits left this month, from the ledger's balance. */
export function CreditsCard() {
  const credits = useQuery(creditsQueryOptions());
  return (
    <Panel title="Credits">
      {credits.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(credits.error, 'Failed to fetch credits')} />
      ) : (
        <Flex vertical gap={4}>
          <Statistic title="Left" value={credits.data?.balance ?? 0} loading={credits.isPending} />
          {credits.data ? (
            <Typography.Text type="secondary">
              {`of ${formatNumber(credits.data.monthlyCredits)} a month · renews ${formatDate(credits.data.renewsAt)}`}
            </Typography.Text>
          ) : null}
          <Link to={paths.settingsBilling}>Plans and credits</Link>
        </Flex>
      )}
    </Panel>
  );
}
