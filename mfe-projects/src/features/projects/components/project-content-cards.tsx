import { Card, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ERRORS, MESSAGE_TYPE_LABELS, PLATFORM_LABELS, count, paths, type Project } from '@brandcast/shared';
import { ButtonLink, QueryError } from '@brandcast/shared/ui';
import { useProjectContent } from '../api/get-project-content';

const withProject = (path: string, projectId: string) => `${path}?projectId=${encodeURIComponent(projectId)}`;
const shortText = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/**
 * The project's brand message (its newest published message) and its newest messages and copies, each
 * linking to where it is worked on.
 */
export function ProjectContentCards({
  projectId,
  stats,
  canEdit,
}: {
  projectId: string;
  stats: NonNullable<Project['stats']>;
  canEdit: boolean;
}) {
  const content = useProjectContent(projectId);

  if (content.isPending) {
    return (
      <Card title="Brand message" size="small">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (content.isError) {
    return <QueryError query={content} fallback={ERRORS.fetchMessagesFailed} />;
  }

  const { brandMessage, messages, copies } = content.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="Brand message" size="small">
        {brandMessage ? (
          <Space orientation="vertical" size={4}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              “{brandMessage.content}”
            </Typography.Text>
            <Typography.Text type="secondary">
              {MESSAGE_TYPE_LABELS[brandMessage.type]} · score {brandMessage.score} ·{' '}
              <Link to={paths.message(brandMessage.id)}>Open</Link>
            </Typography.Text>
          </Space>
        ) : (
          <Space orientation="vertical" size={8}>
            <Typography.Text type="secondary">
              The project&apos;s newest published message is its brand message. None is published yet.
            </Typography.Text>
            {canEdit ? (
              <ButtonLink to={withProject(paths.messageNew, projectId)} size="small" type="primary">
                Write a brand message
              </ButtonLink>
            ) : null}
          </Space>
        )}
      </Card>
      <Card title="Latest messages and copies" size="small">
        {messages.length + copies.length === 0 ? (
          <Typography.Paragraph type="secondary">No messages or copies for this project yet.</Typography.Paragraph>
        ) : (
          <ul aria-label="Latest messages and copies" style={{ listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
            {messages.map((message) => (
              <li key={message.id} style={{ marginBottom: 8 }}>
                <Tag>{MESSAGE_TYPE_LABELS[message.type]}</Tag>
                <Link to={paths.message(message.id)}>{shortText(message.title.trim() || message.content)}</Link>
              </li>
            ))}
            {copies.map((copy) => (
              <li key={copy.id} style={{ marginBottom: 8 }}>
                <Tag>{PLATFORM_LABELS[copy.platform]}</Tag>
                <Link to={`${withProject(paths.copies, projectId)}&copy=${encodeURIComponent(copy.id)}`}>
                  {shortText(copy.title.trim() || copy.content)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Space wrap>
          <Link to={withProject(paths.messages, projectId)}>All {count(stats.messages, 'message')}</Link>
          <Link to={withProject(paths.copies, projectId)}>All {count(stats.copies, 'copy', 'copies')}</Link>
          {canEdit ? <Link to={withProject(paths.copyNew, projectId)}>Generate copy</Link> : null}
        </Space>
      </Card>
    </Space>
  );
}
