import { Button, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { targetUrlField, type Copy } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useAddTrackedLink } from '../api/copy-actions';
import { COPY_ERRORS } from '../copy-errors';

/** A short link to the page the copy promotes; its clicks are counted into the copy's performance. */
export function TrackedLink({ copy, onChange }: { copy: Copy; onChange: (copy: Copy) => void }) {
  const inputId = useId();
  const [targetUrl, setTargetUrl] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = useAddTrackedLink();

  if (copy.link) {
    return (
      <Typography.Paragraph style={{ margin: 0 }}>
        Tracked link:{' '}
        <Typography.Text copyable={{ text: copy.link.url, tooltips: ['Copy link', 'Copied'] }}>
          <a href={copy.link.url} target="_blank" rel="noopener noreferrer">
            {copy.link.url}
          </a>
        </Typography.Text>{' '}
        <Typography.Text type="secondary">
          leads to {copy.link.targetUrl} · {copy.link.clicks} {copy.link.clicks === 1 ? 'click' : 'clicks'}
        </Typography.Text>
      </Typography.Paragraph>
    );
  }

  const submit = () => {
    const checked = targetUrlField.safeParse(targetUrl.trim());
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    add.mutate(
      { copyId: copy.id, targetUrl: checked.data },
      { onSuccess: onChange, onError: (error) => setProblem(getErrorMessage(error, COPY_ERRORS.link)) },
    );
  };

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <label htmlFor={inputId}>Page the link leads to</label>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input
          id={inputId}
          type="url"
          placeholder="https://example.com/offer"
          value={targetUrl}
          status={problem ? 'error' : undefined}
          onChange={(event) => setTargetUrl(event.target.value)}
          onPressEnter={submit}
        />
        <Button onClick={submit} loading={add.isPending}>
          Add a tracked link
        </Button>
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">Clicks on it are added to this copy&apos;s Clicks.</Typography.Text>
      )}
    </Space>
  );
}
