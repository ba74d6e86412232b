import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Pagination, Row, Segmented, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  ERRORS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  paths,
  projectDescription,
  projectName,
  type Project,
  type ProjectStatus,
  type ProjectType,
} from '@brandcast/shared';
import { getErrorMessage, preferencesQueryOptions } from '@brandcast/shared/client';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from '../components/project-card';
import { ProjectProgress } from '../components/project-progress';
import { ButtonLink, ListSearch, listPaging, useUrlFilters } from '@brandcast/shared/ui';

const SORTS = [
  { value: '-updatedAt', label: 'Recently updated' },
  { value: '-createdAt', label: 'Newest' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'dueDate', label: 'Due date' },
  { value: '-progress', label: 'Most complete' },
];

/** Switching between grid and list keeps the page. */
const VIEW_KEEPS_PAGE = ['view'];

export default function ProjectsListRoute() {
  const navigate = useNavigate();
  const { params, page, update } = useUrlFilters(VIEW_KEEPS_PAGE);
  const status = (params.get('status') as ProjectStatus | null) ?? undefined;
  const type = (params.get('type') as ProjectType | null) ?? undefined;
  const search = params.get('search') ?? undefined;
  const sort = params.get('sort') ?? '-updatedAt';
  const preferences = useQuery(preferencesQueryOptions());
  const view = (params.get('view') as 'grid' | 'list' | null) ?? preferences.data?.defaultView ?? 'grid';

  const projects = useProjects({ page, size: DEFAULT_PAGE_SIZE, status, type, search, sort });
  const paging = listPaging(page, projects.data?.pagination.total ?? 0, (next) => update({ page: String(next) }));


  const filtered = Boolean(status || type || search);
  const empty = projects.isSuccess && projects.data.pagination.total === 0;

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Projects
        </Typography.Title>
        <ButtonLink to={paths.projectCreate} type="primary">New project</ButtonLink>
      </Space>
      <Space wrap style={{ margin: '16px 0' }}>
        <ListSearch label="Search projects" value={search} onSearch={(value) => update({ search: value })} />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Any status"
          value={status}
          onChange={(value) => update({ status: value })}
          options={PROJECT_STATUSES.map((value) => ({ value, label: value }))}
          style={{ width: 140 }}
        />
        <Select
          aria-label="Type"
          allowClear
          placeholder="Any type"
          value={type}
          onChange={(value) => update({ type: value })}
          options={PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }))}
          style={{ width: 200 }}
        />
        <Segmented
          aria-label="View"
          value={view}
          onChange={(value) => update({ view: value })}
          options={[
            { label: 'Grid', value: 'grid' },
            { label: 'List', value: 'list' },
          ]}
        />
        <Select
          aria-label="Sort"
          value={sort}
          onChange={(value) => update({ sort: value })}
          options={SORTS}
          style={{ width: 180 }}
        />
      </Space>
      {projects.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(projects.error, ERRORS.fetchProjectsFailed)} />
      ) : empty && !filtered ? (
        <Empty description="No projects yet. A project describes your business; everything else starts from it.">
          <ButtonLink to={paths.projectCreate} type="primary">Create your first project</ButtonLink>
        </Empty>
      ) : view === 'grid' ? (
        <Spin spinning={projects.isFetching}>
          {projects.data?.data.length === 0 ? (
            <Empty description="No projects match these filters." />
          ) : (
            <Row gutter={[16, 16]}>
              {(projects.data?.data ?? []).map((project) => (
                <Col key={project._id} xs={24} md={12} xl={8}>
                  <ProjectCard project={project} />
                </Col>
              ))}
            </Row>
          )}
          <Pagination style={{ marginTop: 16, textAlign: 'right' }} {...paging} />
        </Spin>
      ) : (
        <Table<Project>
          rowKey="_id"
          loading={projects.isFetching}
          dataSource={projects.data?.data ?? []}
          locale={{ emptyText: 'No projects match these filters.' }}
          onRow={(project) => ({ onClick: () => navigate(paths.project(project._id)), style: { cursor: 'pointer' } })}
          pagination={paging}
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
                project.stats ? `${project.stats.messages} messages, ${project.stats.copies} copies, ${project.stats.recordings} recordings` : '—',
            },
            { title: 'Due', dataIndex: 'dueDate', render: (value: string | null) => value ?? '—' },
            {
              title: 'Updated',
              dataIndex: 'updatedAt',
              render: (value: string) => new Date(value).toLocaleDateString(),
            },
          ]}
        />
      )}
    </div>
  );
}
