import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { CreatedApiToken } from '@brandcast/shared';

/** The secret, shown once: copy it now, it is never shown again. */
export function NewTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(token.token).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <Alert
      type="success"
      showIcon
      role="region"
      aria-label="Your new token"
      title={`Token "${token.name}" created`}
      description={
        <Flex vertical gap={8}>
          <Typography.Text strong>
            Copy it now: you won't see it again. Only its first characters are kept on screen.
          </Typography.Text>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="new-token-secret">
            {token.token}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => void copy()}>
              {copied === 'yes' ? 'Copied' : 'Copy token'}
            </Button>
            <Button onClick={onDone}>I have copied it</Button>
          </Flex>
          <span aria-live="polite">
            {copied === 'failed' ? (
              <Typography.Text type="danger">
                Copying was refused by the browser: select the token and copy it by hand.
              </Typography.Text>
            ) : null}
          </span>
          <Typography.Text type="secondary">
            Use it as <Typography.Text code>Authorization: Bearer {token.prefix}…</Typography.Text> on the REST API (see
            /api/docs).
          </Typography.Text>
        </Flex>
      }
    />
  );
}
