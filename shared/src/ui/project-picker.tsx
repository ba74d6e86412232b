import { Select, type SelectProps } from 'antd';
import { useProjectOptions } from '@brandcast/shared/queries';
import { projectName } from '../project-view';
import type { Project } from '../types';

/** What a project the user can only read does in a picker: offered (a filter), left out, or shown disabled. */
export type ViewOnlyProjects = 'show' | 'hide' | 'disable';

export interface ProjectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The picker's options: `current` (e.g. the project of a message being edited) is kept even when not offered. */
export function projectOptions(
  projects: Project[] | undefined,
  { viewOnly = 'show', current }: { viewOnly?: ViewOnlyProjects; current?: ProjectOption } = {},
): ProjectOption[] {
  const options: ProjectOption[] = [];
  for (const project of projects ?? []) {
    const readOnly = project.role === 'viewer';
    if (readOnly && viewOnly === 'hide') continue;
    const label = projectName(project.details);
    options.push(
      readOnly && viewOnly === 'disable'
        ? { value: project._id, label: `${label} (view only)`, disabled: true }
        : { value: project._id, label },
    );
  }
  if (current && !options.some((option) => option.value === current.value)) options.unshift(current);
  return options;
}

export interface ProjectPickerProps extends Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch' | 'mode'> {
  viewOnly?: ViewOnlyProjects;
  current?: ProjectOption;
}

/** A searchable select of the user's projects (one query for every picker on the page). */
export function ProjectPicker({ viewOnly, current, ...select }: ProjectPickerProps) {
  const projects = useProjectOptions();
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={projects.isPending}
      options={projectOptions(projects.data, { viewOnly, current })}
      {...select}
    />
  );
}
