import { Result, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERRORS, paths } from '@brandcast/shared';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { ButtonLink, PlanLimitLink, useAutosave } from '@brandcast/shared/ui';
import { useCreateProject } from '../api/create-project';
import { ProjectForm, type ProjectFormValues } from '../components/project-form';

export default function ProjectCreateRoute() {
  const navigate = useNavigate();
  const create = useCreateProject();
  const autosave = useAutosave<ProjectFormValues>({ kind: 'project' });
  // A second click lands before React re-renders the disabled button: refuse it here.
  const submitting = useRef(false);

  const submit = (values: ProjectFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    create.mutate(values, {
      onSuccess: (project) => {
        autosave.done();
        navigate(paths.project(project._id));
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  if (statusOf(create.error) === 403) {
    return (
      <Result
        status="info"
        title="You have reached your plan's project limit"
        subTitle={getErrorMessage(create.error, ERRORS.createProjectFailed)}
        extra={
          <Space wrap>
            {/* The cheapest plan with room for more projects, chosen on the billing screen. */}
            <PlanLimitLink limit="maxProjects" type="primary" />
            <ButtonLink to={paths.projects}>Back to projects</ButtonLink>
          </Space>
        }
      />
    );
  }

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
        autosave={autosave}
        onSubmit={submit}
      />
    </div>
  );
}
