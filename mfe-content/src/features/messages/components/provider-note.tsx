import { Alert, Typography } from 'antd';
import { PROVIDER_LABELS, type ProviderName } from '@brandcast/shared';

/** Who wrote a text: the UI always says which provider, and why the built-in one stood in when it did. */
export function ProviderNote({ provider, note }: { provider: ProviderName | null; note?: string | null }) {
  return (
    <>
      <Typography.Text type="secondary">
        {provider ? `Written by: ${PROVIDER_LABELS[provider]}` : 'Written by hand'}
      </Typography.Text>
      {note ? <Alert type="warning" showIcon title={note} style={{ marginTop: 8 }} /> : null}
    </>
  );
}
