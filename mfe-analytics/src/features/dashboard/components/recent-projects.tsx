import { Alert, Progress, Skeleton, Typography } from 'antd';
import { Panel } from '../../../components/panel';
import { Link } from 'react-router-dom';
import { paths, projectName } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useRecentProjects } from '../api/get-recent-projects';

/** The five projects changed most recently, each with its progress. */
export function RecentProjects() {
  const projects = useRecentProjects();
  return (
    <Panel title="Recent projects" extra={<Link to={paths.projects}>All projects</Link>}>
      {projects.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(projects.error, 'Failed to fetch projects')} />
      ) : projects.isPending ? (
        <Skeleton active />
      ) : (
        <ul aria-label="Recent projects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {projects.data.data.map((project) => (
            <li key={project._id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(127,127,127,0.15)' }}>
              <Link to={paths.project(project._id)}>{projectName(project.details)}</Link>
              <Typography.Text type="secondary">{` · ${project.status}`}</Typography.Text>
              <Progress
                percent={project.progress}
                size="small"
                aria-label={`${projectName(project.details)}: ${project.progress}% complete`}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
