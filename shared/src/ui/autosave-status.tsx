import { Alert, Button, Typography } from 'antd';
import { getErrorMessage } from '@brandcast/shared/client';
import type { Autosave } from './use-autosave';
import { formatDateTime, formatTime } from '../format';

const time = (at: number) => formatTime(at);

/** Where the person's unsaved work is, said quietly beside the form's button. */
export function AutosaveStatus({ autosave }: { autosave: Pick<Autosave<unknown>, 'status' | 'enabled'> }) {
  const { status } = autosave;
  if (!autosave.enabled || status.state === 'idle') return null;
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'saved'
        ? `All changes saved at ${time(status.at)}`
        : status.state === 'kept'
          ? `Draft kept in this browser at ${time(status.at)}`
          : `Not saved yet: ${getErrorMessage(status.error, 'the server did not take the change')}. Your changes are kept in this browser.`;
  return (
    <Typography.Text
      type={status.state === 'failed' ? 'warning' : 'secondary'}
      role="status"
      data-testid="autosave-status"
    >
      {text}
    </Typography.Text>
  );
}

/** Unsaved work found when the form opened, put back into it, with a way to throw it away. */
export function AutosaveRestored({ at, onDiscard }: { at: number; onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`We put back the changes you had not saved (from ${formatDateTime(at)}).`}
      action={
        <Button size="small" onClick={onDiscard}>
          Discard them
        </Button>
      }
    />
  );
}
