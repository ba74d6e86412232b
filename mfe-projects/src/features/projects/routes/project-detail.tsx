import { Alert, Button, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ERRORS,
  PROJECT_DETAIL_FIELDS,
  PROJECT_DETAIL_LABELS,
  PROJECT_TYPE_LABELS,
  paths,
  projectDescription,
  projectName,
} from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner } from '@brandcast/shared/ui';
import { useProject } from '../api/get-project';
import { useDeleteProject, useUpdateProject } from '../api/save-project';
import { ProjectNotFound } from '../components/project-not-found';

export default function ProjectDetailRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const update = useUpdateProject(projectId);
  const remove = useDeleteProject();

  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    return (project.error as { response?: { status?: number } }).response?.status === 404 ? (
      <ProjectNotFound />
    ) : (
      <Alert type="error" showIcon title={getErrorMessage(project.error, ERRORS.fetchProjectFailed)} />
    );
  }

  const { details } = project.data;
  const name = projectName(details);
  const archived = project.data.status === 'archived';

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {name}
          </Typography.Title>
          <Space>
            <Tag>{project.data.status}</Tag>
            <Tag>{PROJECT_TYPE_LABELS[project.data.type]}</Tag>
            <Tag>{project.data.public ? 'Public' : 'Private'}</Tag>
          </Space>
        </div>
        <Space wrap>
          <ButtonLink to={paths.projectEdit(projectId)}>Edit</ButtonLink>
          <Button
            loading={update.isPending}
            onClick={() =>
              // Spec: archive sets archived, restore sets draft.
              update.mutate(
                { status: archived ? 'draft' : 'archived' },
                {
                  onSuccess: () => toast.success(archived ? `${name} was restored.` : `${name} was archived.`),
                  onError: (error) => toast.error(getErrorMessage(error, ERRORS.updateProjectFailed)),
                },
              )
            }
          >
            {archived ? 'Restore' : 'Archive'}
          </Button>
          <Popconfirm
            title={`Delete ${name}?`}
            description="The project and everything in it is deleted for good."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(projectId).then(
                () => {
                  toast.success(`${name} was deleted.`);
                  navigate(paths.projects);
                },
                (error: unknown) => toast.error(getErrorMessage(error, ERRORS.deleteProjectFailed)),
              )
            }
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        </Space>
      </Space>
      <Typography.Paragraph style={{ fontSize: 16, marginTop: 16 }}>
        {projectDescription(details) || 'Add who you sell to and the problem you solve to describe this project.'}
      </Typography.Paragraph>
      <Descriptions bordered column={1} size="small" styles={{ label: { width: 200 } }}>
        {PROJECT_DETAIL_FIELDS.map((field) => (
          <Descriptions.Item key={field} label={PROJECT_DETAIL_LABELS[field]}>
            {details[field] || <Typography.Text type="secondary">Not filled in</Typography.Text>}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="Due date">{project.data.dueDate ?? '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
