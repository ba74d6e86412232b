import { Alert, Button, Card, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatBytes, formatDateTime, paths } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { QueryError } from '@brandcast/shared/ui';
import { useDeleteRecording } from '../api/delete-recording';
import { useProjectRecordings } from '../api/get-recordings';

/** The takes recorded on the teleprompter and saved to this project, each with a player. */
export function ProjectRecordings({
  projectId,
  count,
  canEdit,
}: {
  projectId: string;
  count: number;
  canEdit: boolean;
}) {
  const recordings = useProjectRecordings(projectId, count > 0);
  const remove = useDeleteRecording();

  return (
    <Card title="Recordings" size="small">
      {count === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No recordings yet. Record a take on the{' '}
          <Link to={paths.teleprompter} style={{ textDecoration: 'underline' }}>
            teleprompter
          </Link>{' '}
          and save it to this project.
        </Typography.Paragraph>
      ) : recordings.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : recordings.isError ? (
        <QueryError query={recordings} fallback="Failed to fetch recordings" />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {recordings.data.data.map((recording) => (
            <figure
              key={recording.id}
              style={{ margin: 0 }}
              aria-label={`Recording of ${formatDateTime(recording.createdAt)}`}
            >
              <video
                src={recording.url}
                controls
                preload="metadata"
                style={{ width: '100%', borderRadius: 8, background: '#000' }}
              />
              <figcaption>
                <Space wrap size={8}>
                  <Typography.Text type="secondary">
                    {formatDateTime(recording.createdAt)} · {formatBytes(recording.size)}
                  </Typography.Text>
                  {recording.scriptId ? (
                    <Link to={paths.teleprompterWith('script', recording.scriptId)}>Its script</Link>
                  ) : null}
                  <a href={recording.url} download={recording.fileName || 'recording'}>
                    Download
                  </a>
                  {canEdit ? (
                    <Popconfirm
                      title="Delete this recording?"
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove.mutate(recording.id)}
                    >
                      <Button
                        size="small"
                        danger
                        type="link"
                        loading={remove.isPending && remove.variables === recording.id}
                      >
                        Delete
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              </figcaption>
            </figure>
          ))}
        </Space>
      )}
      {remove.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(remove.error, 'The recording could not be deleted.')}
          style={{ marginTop: 12 }}
        />
      ) : null}
    </Card>
  );
}
