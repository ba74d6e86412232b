import { Alert, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ERRORS, paths, projectName } from '@brandcast/shared';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { PageSpinner, useAutosave } from '@brandcast/shared/ui';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm, type ProjectFormValues } from '../components/project-form';
import { ProjectNotFound } from '../components/project-not-found';

export default function ProjectEditRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const update = useUpdateProject(projectId);
  // Its own mutation: an autosave in flight must not disable the form being typed in.
  const autosaveUpdate = useUpdateProject(projectId);
  const autosave = useAutosave<ProjectFormValues>({
    kind: 'project',
    id: projectId,
    save: (values) => autosaveUpdate.mutateAsync(values),
  });

  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    return statusOf(project.error) === 404 ? (
      <ProjectNotFound />
    ) : (
      <Alert type="error" showIcon title={getErrorMessage(project.error, ERRORS.fetchProjectFailed)} />
    );
  }
  return (
    <div>
      <Typography.Title level={2}>Edit {projectName(project.data.details)}</Typography.Title>
      <ProjectForm
        initial={project.data}
        submitLabel="Save changes"
        pending={update.isPending}
        error={update.isError ? getErrorMessage(update.error, ERRORS.updateProjectFailed) : null}
        autosave={autosave}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => {
              autosave.done();
              navigate(paths.project(projectId));
            },
          })
        }
      />
    </div>
  );
}
