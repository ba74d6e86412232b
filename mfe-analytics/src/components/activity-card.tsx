import { Alert, Skeleton, Typography } from 'antd';
import { Panel } from './panel';
import { LIST_LIMITS, formatShortDateTime } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useActivity } from '../api/get-analytics';
import { groupActivity } from './activity-groups';

/** The newest changes to the user's items and to the projects shared with them, what happened together said once. */
export function ActivityCard() {
  const activity = useActivity(LIST_LIMITS.recentActivity);
  return (
    <Panel title="Recent activity">
      {activity.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(activity.error, 'Failed to fetch recent activity')} />
      ) : activity.isPending ? (
        <Skeleton active />
      ) : activity.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Nothing yet. What you and your collaborators change shows here.
        </Typography.Paragraph>
      ) : (
        <ol aria-label="Recent activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {groupActivity(activity.data).map((group) => (
            <li key={group.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(127,127,127,0.15)' }}>
              <Typography.Text strong>{group.title}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                <time dateTime={group.timestamp}>{formatShortDateTime(group.timestamp)}</time>
              </Typography.Text>
              <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {group.description}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
