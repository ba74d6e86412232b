import { Progress, Tooltip } from 'antd';
import { progressExplanation, type Project } from '@brandcast/shared';

/** Progress is derived by the server; hovering (or focusing) it says what it is made of. */
export function ProjectProgress({ project, size = 'small' }: { project: Project; size?: 'small' | 'medium' }) {
  const percent = project.progress ?? 0;
  const explanation = progressExplanation(project.details);
  return (
    <Tooltip title={`Progress ${percent}%: ${explanation}`}>
      <div tabIndex={0} role="group" aria-label={`Progress ${percent}%: ${explanation}`} style={{ minWidth: 120 }}>
        <Progress percent={percent} size={size} aria-label={`Progress ${percent}%`} />
      </div>
    </Tooltip>
  );
}
