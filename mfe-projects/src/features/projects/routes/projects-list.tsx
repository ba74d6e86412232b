import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Pagination, Row, Segmented, Select, Space, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  ERRORS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  paths,
  type ProjectStatus,
  type ProjectType,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from '../components/project-card';
import { ButtonLink, ListSearch, PageSpinner, listPaging, useUrlFilters } from '@brandcast/shared/ui';

/**
 * The list view's table loads when that view is chosen: antd's Table brings its filter menu and tree (~40 KB gzip),
 * which the grid, the default view, does without (opening Projects stays within its 150 KB).
 */
const ProjectsTable = lazy(() => import('../components/projects-table'));

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
        <ButtonLink to={paths.projectCreate} type="primary">
          New project
        </ButtonLink>
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
          <ButtonLink to={paths.projectCreate} type="primary">
            Create your first project
          </ButtonLink>
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
        <Suspense fallback={<PageSpinner />}>
          <ProjectsTable projects={projects.data?.data ?? []} loading={projects.isFetching} pagination={paging} />
        </Suspense>
      )}
    </div>
  );
}
