import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { TWO_FACTOR } from '@brandcast/shared';

const FILE_NAME = 'brandcast-recovery-codes.txt';

/** The recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const text = [
    `Brandcast recovery codes for ${email}`,
    'Each code signs you in once, in place of the code from your app.',
    '',
    ...codes,
    '',
  ].join('\n');
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <Flex vertical gap={12} role="region" aria-label="Your recovery codes">
      <Alert type="warning" showIcon title="Shown this once" description={TWO_FACTOR.recoveryCodesOnce} />
      <ol
        data-testid="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9.5em, 1fr))',
          gap: '4px 16px',
          margin: 0,
          paddingInlineStart: '1.6em',
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code style={{ fontSize: 15 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button onClick={() => void copy()}>{copied === 'yes' ? 'Copied' : 'Copy'}</Button>
        <Button href={download ?? undefined} download={FILE_NAME}>
          Download (.txt)
        </Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Flex>
      <span aria-live="polite">
        {copied === 'failed' ? (
          <Typography.Text type="danger">
            Copying was refused by the browser: download them, or select and copy them by hand.
          </Typography.Text>
        ) : null}
      </span>
    </Flex>
  );
}
