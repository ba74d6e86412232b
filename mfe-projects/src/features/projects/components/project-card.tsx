import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  PROJECT_TYPE_LABELS,
  count,
  formatDate,
  paths,
  projectDescription,
  projectName,
  type Project,
} from '@brandcast/shared';
import { ProjectProgress } from './project-progress';

/**
 * A project in the grid. The name has the card's head to itself and wraps: on a phone (390 px) a long name next to
 * tags in the head's corner ran into them (issue 28), so status and sharing sit with the other tags below.
 */
export function ProjectCard({ project }: { project: Project }) {
  const description = projectDescription(project.details);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      title={<Link to={paths.project(project._id)}>{projectName(project.details)}</Link>}
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 8 } }}
    >
      <Typography.Paragraph
        type={description ? undefined : 'secondary'}
        ellipsis={{ rows: 2 }}
        style={{ minHeight: 44 }}
      >
        {description || 'No description yet: add who you sell to and the problem you solve.'}
      </Typography.Paragraph>
      <ProjectProgress project={project} />
      {project.stats ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {count(project.stats.messages, 'message')} · {count(project.stats.copies, 'copy', 'copies')} ·{' '}
          {count(project.stats.recordings, 'recording')}
        </Typography.Text>
      ) : null}
      <Space wrap size={[8, 4]} style={{ marginTop: 8 }}>
        <Tag>{project.status}</Tag>
        {project.role && project.role !== 'owner' ? <Tag color="purple">Shared · {project.role}</Tag> : null}
        <Tag>{PROJECT_TYPE_LABELS[project.type]}</Tag>
        <Tag>{project.public ? 'Public' : 'Private'}</Tag>
        {project.dueDate ? <Typography.Text type="secondary">Due {formatDate(project.dueDate)}</Typography.Text> : null}
      </Space>
    </Card>
  );
}
