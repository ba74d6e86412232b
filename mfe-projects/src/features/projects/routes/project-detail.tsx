import { Alert, Button, Card, Col, Descriptions, Popconfirm, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ERRORS,
  PROJECT_DETAIL_FIELDS,
  PROJECT_DETAIL_LABELS,
  PROJECT_TYPE_LABELS,
  formatDate,
  paths,
  projectDescription,
  projectName,
} from '@brandcast/shared';
import { getErrorMessage, statusOf, toast } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner, PlanLimitLink } from '@brandcast/shared/ui';
import { useProject } from '../api/get-project';
import { useDuplicateProject } from '../api/duplicate-project';
import { exportProject } from '../api/export-project';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { CollaboratorsCard } from '../components/collaborators-card';
import { ProjectContentCards } from '../components/project-content-cards';
import { ProjectRecordings } from '../components/project-recordings';
import { ProjectNotFound } from '../components/project-not-found';
import { ProjectPerformance } from '../components/project-performance';
import { ProjectProgress } from '../components/project-progress';
import { ShareProjectModal } from '../components/share-project-modal';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'project';

export default function ProjectDetailRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const update = useUpdateProject(projectId);
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState(false);

  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    return statusOf(project.error) === 404 ? (
      <ProjectNotFound />
    ) : (
      <Alert type="error" showIcon title={getErrorMessage(project.error, ERRORS.fetchProjectFailed)} />
    );
  }

  const { details } = project.data;
  const name = projectName(details);
  const archived = project.data.status === 'archived';
  const role = project.data.role ?? 'owner';
  const canEdit = role === 'owner' || role === 'editor';
  const isOwner = role === 'owner';
  const stats = project.data.stats ?? { messages: 0, copies: 0, recordings: 0 };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {name}
          </Typography.Title>
          <Space wrap size={[4, 4]}>
            <Tag>{project.data.status}</Tag>
            <Tag>{PROJECT_TYPE_LABELS[project.data.type]}</Tag>
            <Tag>{project.data.public ? 'Public' : 'Private'}</Tag>
            {isOwner ? null : <Tag color="purple">Shared with you · {role}</Tag>}
          </Space>
        </div>
        <Space wrap>
          {canEdit ? <ButtonLink to={paths.projectEdit(projectId)}>Edit</ButtonLink> : null}
          <Button
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(projectId, {
                onSuccess: (copy) => {
                  toast.success(`${projectName(copy.details)} was created as a draft.`);
                  navigate(paths.project(copy._id));
                },
                // Over the plan's project limit (403) the refusal is shown below with the way to more projects.
                onError: (error) => {
                  if (statusOf(error) !== 403) toast.error(getErrorMessage(error, ERRORS.createProjectFailed));
                },
              })
            }
          >
            Duplicate
          </Button>
          {canEdit ? (
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
          ) : null}
          {isOwner ? <Button onClick={() => setSharing(true)}>Share</Button> : null}
          <Button
            loading={exporting}
            onClick={() => {
              setExporting(true);
              exportProject(projectId, `brandcast-${slug(name)}.json`)
                .catch((error: unknown) => toast.error(getErrorMessage(error, 'Failed to export project')))
                .finally(() => setExporting(false));
            }}
          >
            Export
          </Button>
          {isOwner ? (
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
          ) : null}
        </Space>
      </Space>

      {statusOf(duplicate.error) === 403 ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => duplicate.reset() }}
          title={getErrorMessage(duplicate.error, ERRORS.createProjectFailed)}
          action={<PlanLimitLink limit="maxProjects" size="small" />}
          style={{ marginTop: 16 }}
        />
      ) : null}

      <Typography.Paragraph style={{ fontSize: 16, marginTop: 16 }}>
        {projectDescription(details) || 'Add who you sell to and the problem you solve to describe this project.'}
      </Typography.Paragraph>

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={6}>
          <Card size="small">
            <Typography.Text type="secondary">Progress</Typography.Text>
            <ProjectProgress project={project.data} size="medium" />
          </Card>
        </Col>
        <Col xs={8} md={6}>
          <Card size="small">
            <Statistic title="Messages" value={stats.messages} />
          </Card>
        </Col>
        <Col xs={8} md={6}>
          <Card size="small">
            <Statistic title="Copies" value={stats.copies} />
          </Card>
        </Col>
        <Col xs={8} md={6}>
          <Card size="small">
            <Statistic title="Recordings" value={stats.recordings} />
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Descriptions bordered column={1} size="small" styles={{ label: { width: 180 } }}>
            {PROJECT_DETAIL_FIELDS.map((field) => (
              <Descriptions.Item key={field} label={PROJECT_DETAIL_LABELS[field]}>
                {details[field] || <Typography.Text type="secondary">Not filled in</Typography.Text>}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Due date">
              {project.data.dueDate ? formatDate(project.data.dueDate) : '—'}
            </Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ProjectContentCards projectId={projectId} stats={stats} canEdit={canEdit && !archived} />
            <ProjectPerformance projectId={projectId} />
            <ProjectRecordings projectId={projectId} count={stats.recordings} canEdit={canEdit} />
            <CollaboratorsCard projectId={projectId} role={role} />
          </Space>
        </Col>
      </Row>
      {isOwner ? <ShareProjectModal project={project.data} open={sharing} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
