import { Result } from 'antd';

import { paths } from '@brandcast/shared';
import { ButtonLink } from '@brandcast/shared/ui';

/**
 * Said plainly rather than faked: this area needs server parts (messages, copies, the generation
 * engine, the credit ledger) that are not built yet.
 */
export function NotBuiltYet({ title, what }: { title: string; what: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={`${what} This area is not built yet; until it is, Brandcast shows nothing here rather than sample data.`}
      extra={
        <ButtonLink to={paths.projects} type="primary">Go to your projects</ButtonLink>
      }
    />
  );
}
