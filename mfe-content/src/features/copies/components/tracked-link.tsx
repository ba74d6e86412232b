import { Button, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { CLICK_COUNTING_NOTE, targetUrlField, count, type Copy } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useAddTrackedLink } from '../api/add-tracked-link';
import { COPY_ERRORS } from '../copy-errors';

/**
 * A short link to the page the copy promotes; its clicks are counted into the copy's performance. Changing
 * the page keeps the link and its clicks, so posts that already carry it keep working.
 */
export function TrackedLink({
  copy,
  onChange,
  readOnly = false,
}: {
  copy: Copy;
  onChange: (copy: Copy) => void;
  readOnly?: boolean;
}) {
  const [editing, setEditing] = useState(false);

  if (readOnly && !copy.link) return <Typography.Text type="secondary">No tracked link yet.</Typography.Text>;

  if (copy.link && !editing) {
    return (
      <Typography.Paragraph style={{ margin: 0 }}>
        Tracked link:{' '}
        <Typography.Text copyable={{ text: copy.link.url, tooltips: ['Copy link', 'Copied'] }}>
          <a href={copy.link.url} target="_blank" rel="noopener noreferrer">
            {copy.link.url}
          </a>
        </Typography.Text>{' '}
        <Typography.Text type="secondary">
          leads to {copy.link.targetUrl} · {count(copy.link.clicks, 'click')}
        </Typography.Text>{' '}
        {readOnly ? null : (
          <Button type="link" size="small" onClick={() => setEditing(true)}>
            Change where it leads
          </Button>
        )}
      </Typography.Paragraph>
    );
  }

  return (
    <TargetForm
      copy={copy}
      onSaved={(next) => {
        setEditing(false);
        onChange(next);
      }}
      onCancel={copy.link ? () => setEditing(false) : undefined}
    />
  );
}

function TargetForm({ copy, onSaved, onCancel }: { copy: Copy; onSaved: (copy: Copy) => void; onCancel?: () => void }) {
  const inputId = useId();
  const [targetUrl, setTargetUrl] = useState(copy.link?.targetUrl ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useAddTrackedLink();
  const changing = Boolean(copy.link);

  const submit = () => {
    const checked = targetUrlField.safeParse(targetUrl.trim());
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    save.mutate(
      { copyId: copy.id, targetUrl: checked.data },
      { onSuccess: onSaved, onError: (error) => setProblem(getErrorMessage(error, COPY_ERRORS.link)) },
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
          autoFocus={changing}
          status={problem ? 'error' : undefined}
          onChange={(event) => setTargetUrl(event.target.value)}
          onPressEnter={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) onCancel();
          }}
        />
        <Button onClick={submit} loading={save.isPending}>
          {changing ? 'Save link' : 'Add a tracked link'}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">
          {changing
            ? 'The link stays the same and keeps its clicks; it will lead to the new page.'
            : `Clicks on it are added to this copy's Clicks. ${CLICK_COUNTING_NOTE}`}
        </Typography.Text>
      )}
    </Space>
  );
}
