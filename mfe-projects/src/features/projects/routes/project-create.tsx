import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ERRORS, paths } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useCreateProject } from '../api/save-project';
import { ProjectForm } from '../components/project-form';

export default function ProjectCreateRoute() {
  const navigate = useNavigate();
  const create = useCreateProject();
  return (
    <div>
      <Typography.Title level={2}>New project</Typography.Title>
      <Typography.Paragraph type="secondary">
        Describe the business. Every field is optional, but the more you fill in, the better your messages.
      </Typography.Paragraph>
      <ProjectForm
        submitLabel="Create project"
        pending={create.isPending}
        error={create.isError ? getErrorMessage(create.error, ERRORS.createProjectFailed) : null}
        onSubmit={(values) =>
          // The button is disabled while pending, so a double click makes one project.
          create.mutate(values, { onSuccess: (project) => navigate(paths.project(project._id)) })
        }
      />
    </div>
  );
}
