import { Progress, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths, progressChecklist, type Project, type ProgressPart } from '@brandcast/shared';

const withProject = (path: string, projectId: string) => `${path}?projectId=${encodeURIComponent(projectId)}`;

/** Where a missing part is done: the form for a field, the messages for a published one, the generator for a copy. */
function todoPath(part: ProgressPart, projectId: string): string {
  if (part.key === 'publishedMessage') return withProject(paths.messages, projectId);
  if (part.key === 'copy') return withProject(paths.copyNew, projectId);
  return paths.projectEdit(projectId);
}

/**
 * Progress is derived by the server; what it counts and what is missing comes from one shared function
 * (progressChecklist). In a list it is a tooltip (on hover and on focus); on the project's page (`size`
 * medium) the missing parts are a list under the bar, each a link to where it is done.
 */
export function ProjectProgress({ project, size = 'small' }: { project: Project; size?: 'small' | 'medium' }) {
  const percent = project.progress ?? 0;
  const checklist = progressChecklist(project);
  const bar = (
    <div tabIndex={0} role="group" aria-label={checklist.summary} style={{ minWidth: 120 }}>
      <Progress percent={percent} size={size} aria-label={`Progress ${percent}%`} />
    </div>
  );
  if (size === 'small') return <Tooltip title={checklist.summary}>{bar}</Tooltip>;
  return (
    <>
      {bar}
      {checklist.missing.length === 0 ? (
        <Typography.Text type="secondary">All done: {checklist.counts}.</Typography.Text>
      ) : (
        <div>
          <Typography.Text type="secondary">Counts {checklist.counts}. Still to do:</Typography.Text>
          <ul aria-label="Still to do" style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {checklist.missing.map((part) => (
              <li key={part.key}>
                <Link to={todoPath(part, project._id)}>{part.todo}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
