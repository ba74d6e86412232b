import { Button, Popconfirm, Space, Typography } from 'antd';
import { canDoToMessage, paths, type Message } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { useMessageTransition, type MessageTransition } from '../api/transition-message';
import { useDeleteMessage } from '../api/delete-message';
import { MESSAGE_ERRORS, canChange, messageLabel } from '../utils/message-rules';

const DONE: Record<MessageTransition, (label: string) => string> = {
  publish: (label) => `${label} was published.`,
  archive: (label) => `${label} was archived.`,
  duplicate: (label) => `A copy of ${label} was saved as a draft.`,
};

/**
 * The transitions a message offers in its status (the lifecycle the API checks too), to those who may
 * change it: Edit, Publish, Archive, Duplicate and Delete (after a confirmation). A viewer is told the
 * message is read-only.
 * In a list (`compact`) each button names its message for screen readers.
 */
export function MessageActions({
  message,
  compact = false,
  onDuplicated,
  onDeleted,
}: {
  message: Message;
  compact?: boolean;
  onDuplicated?: (copy: Message) => void;
  onDeleted?: () => void;
}) {
  const transition = useMessageTransition();
  const remove = useDeleteMessage();
  const label = messageLabel(message);
  const allowed = (action: 'update' | MessageTransition) => canDoToMessage(action, message.status);
  const size = compact ? 'small' : 'middle';
  const named = (verb: string) => (compact ? `${verb} ${label}` : undefined);

  if (!canChange(message.role)) {
    return <Typography.Text type="secondary">Read only · {message.role}</Typography.Text>;
  }

  const run = (name: MessageTransition) =>
    transition.mutate(
      { messageId: message.id, transition: name },
      {
        onSuccess: (result) => {
          toast.success(DONE[name](label));
          if (name === 'duplicate') onDuplicated?.(result);
        },
        onError: (error) => toast.error(getErrorMessage(error, MESSAGE_ERRORS[name])),
      },
    );
  const pending = (name: MessageTransition) => transition.isPending && transition.variables?.transition === name;

  return (
    <Space wrap size={[8, 8]}>
      {allowed('update') ? (
        <ButtonLink to={paths.messageEdit(message.id)} size={size} aria-label={named('Edit')}>
          Edit
        </ButtonLink>
      ) : null}
      {allowed('publish') ? (
        <Button
          size={size}
          type={compact ? 'default' : 'primary'}
          loading={pending('publish')}
          aria-label={named('Publish')}
          onClick={() => run('publish')}
        >
          Publish
        </Button>
      ) : null}
      {allowed('archive') ? (
        <Button size={size} loading={pending('archive')} aria-label={named('Archive')} onClick={() => run('archive')}>
          Archive
        </Button>
      ) : null}
      <Button
        size={size}
        loading={pending('duplicate')}
        aria-label={named('Duplicate')}
        onClick={() => run('duplicate')}
      >
        Duplicate
      </Button>
      {compact ? null : (
        <ButtonLink to={paths.teleprompterWith('message', message.id)}>Read on the teleprompter</ButtonLink>
      )}
      <Popconfirm
        title={`Delete ${label}?`}
        description="The message, its variants and its split test are deleted for good."
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(message.id).then(
            () => {
              toast.success(`${label} was deleted.`);
              onDeleted?.();
            },
            (error: unknown) => toast.error(getErrorMessage(error, MESSAGE_ERRORS.delete)),
          )
        }
      >
        <Button size={size} danger aria-label={named('Delete')}>
          Delete
        </Button>
      </Popconfirm>
    </Space>
  );
}
