import { Result } from 'antd';

import { ERRORS, paths } from '@brandcast/shared';
import { ButtonLink } from '@brandcast/shared/ui';

export function ProjectNotFound() {
  return (
    <Result
      status="404"
      title={ERRORS.projectNotFound}
      subTitle="It may have been deleted, or it is not shared with you."
      extra={
        <ButtonLink to={paths.projects} type="primary">
          Back to projects
        </ButtonLink>
      }
    />
  );
}
