import { Alert, Typography } from 'antd';
import { writtenBy, type ProviderName } from '@brandcast/shared';

/** Who wrote a text: the UI always says which provider, and why the built-in one stood in when it did. */
export function ProviderNote({ provider, note }: { provider: ProviderName | null; note?: string | null }) {
  return (
    <>
      <Typography.Text type="secondary">{writtenBy(provider)}</Typography.Text>
      {note ? <Alert type="warning" showIcon title={note} style={{ marginTop: 8 }} /> : null}
    </>
  );
}
