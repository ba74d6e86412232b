import { Result } from 'antd';
import { ERRORS, paths } from '@brandcast/shared';
import { ButtonLink } from '@brandcast/shared/ui';

export function MessageNotFound() {
  return (
    <Result
      status="404"
      title={ERRORS.messageNotFound}
      subTitle="It may have been deleted, or its project is not shared with you."
      extra={
        <ButtonLink to={paths.messages} type="primary">
          Back to messages
        </ButtonLink>
      }
    />
  );
}
