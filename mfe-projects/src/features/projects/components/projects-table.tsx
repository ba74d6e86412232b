import { Space, Table, Tag, Typography, type PaginationProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  PROJECT_TYPE_LABELS,
  count,
  formatDate,
  paths,
  projectDescription,
  projectName,
  type Project,
  type ProjectType,
} from '@brandcast/shared';
import { ProjectProgress } from './project-progress';

/** The projects list's list view: one row per project, a row opens it. */
export default function ProjectsTable({
  projects,
  loading,
  pagination,
}: {
  projects: Project[];
  loading: boolean;
  pagination: PaginationProps;
}) {
  const navigate = useNavigate();
  return (
    <Table<Project>
      rowKey="_id"
      loading={loading}
      dataSource={projects}
      locale={{ emptyText: 'No projects match these filters.' }}
      onRow={(project) => ({ onClick: () => navigate(paths.project(project._id)), style: { cursor: 'pointer' } })}
      pagination={pagination}
      scroll={{ x: true }}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, project) => (
            <div>
              <Link to={paths.project(project._id)} onClick={(event) => event.stopPropagation()}>
                {projectName(project.details)}
              </Link>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 480 }}>
                {projectDescription(project.details)}
              </Typography.Paragraph>
            </div>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, project) => (
            <Space size={4} wrap>
              <Tag>{project.status}</Tag>
              {project.role && project.role !== 'owner' ? <Tag color="purple">Shared · {project.role}</Tag> : null}
            </Space>
          ),
        },
        { title: 'Type', dataIndex: 'type', render: (value: ProjectType) => PROJECT_TYPE_LABELS[value] },
        { title: 'Privacy', dataIndex: 'public', render: (value: boolean) => (value ? 'Public' : 'Private') },
        { title: 'Progress', key: 'progress', render: (_, project) => <ProjectProgress project={project} /> },
        {
          title: 'Content',
          key: 'stats',
          render: (_, project) =>
            project.stats
              ? `${count(project.stats.messages, 'message')}, ${count(project.stats.copies, 'copy', 'copies')}, ${count(project.stats.recordings, 'recording')}`
              : '—',
        },
        { title: 'Due', dataIndex: 'dueDate', render: (value: string | null) => (value ? formatDate(value) : '—') },
        {
          title: 'Updated',
          dataIndex: 'updatedAt',
          render: (value: string) => formatDate(value),
        },
      ]}
    />
  );
}
