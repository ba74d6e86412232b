import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ERRORS, paths } from '@brandcast/shared';

export function ProjectNotFound() {
  return (
    <Result
      status="404"
      title={ERRORS.projectNotFound}
      subTitle="It may have been deleted, or it is not shared with you."
      extra={
        <Link to={paths.projects}>
          <Button type="primary">Back to projects</Button>
        </Link>
      }
    />
  );
}
