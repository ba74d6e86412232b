import { Result, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canDoToMessage, messageUpdateSchema, paths } from '@brandcast/shared';
import { getErrorMessage, statusOf, toast } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner, QueryError, useAutosave } from '@brandcast/shared/ui';
import { useMessage } from '../api/get-message';
import { useUpdateMessage } from '../api/update-message';
import { MessageForm, type MessageFormValues } from '../components/message-form';
import { MessageNotFound } from '../components/message-not-found';
import { MESSAGE_ERRORS, canChange, messageLabel } from '../utils/message-rules';

export default function MessageEditRoute() {
  const { messageId = '' } = useParams();
  const navigate = useNavigate();
  const message = useMessage(messageId);
  const update = useUpdateMessage(messageId);
  // Its own mutation: an autosave in flight must not disable the form being typed in.
  const autosaveUpdate = useUpdateMessage(messageId);
  const autosave = useAutosave<MessageFormValues>({
    kind: 'message',
    id: messageId,
    save: ({ type, title, content }) => autosaveUpdate.mutateAsync({ type, title, content }),
    canSave: ({ type, title, content }) => messageUpdateSchema.safeParse({ type, title, content }).success,
  });

  if (message.isPending) return <PageSpinner />;
  if (message.isError) {
    return statusOf(message.error) === 404 ? (
      <MessageNotFound />
    ) : (
      <QueryError query={message} fallback={MESSAGE_ERRORS.fetchMessage} />
    );
  }
  if (!canChange(message.data.role)) {
    return (
      <Result
        status="403"
        title="You can read this message but not change it"
        subTitle={`You are a ${message.data.role} on ${message.data.projectName}; its owner or an editor can change it.`}
        extra={
          <ButtonLink to={paths.message(messageId)} type="primary">
            Back to the message
          </ButtonLink>
        }
      />
    );
  }

  if (!canDoToMessage('update', message.data.status)) {
    return (
      <Result
        status="info"
        title="This message is archived"
        subTitle="An archived message can no longer be changed. Duplicate it from its page to work on a new draft."
        extra={
          <ButtonLink to={paths.message(messageId)} type="primary">
            Back to the message
          </ButtonLink>
        }
      />
    );
  }

  const label = messageLabel(message.data);
  return (
    <div>
      <Link to={paths.message(messageId)}>← {label}</Link>
      <Typography.Title level={2} style={{ marginTop: 8 }}>
        Edit {label}
      </Typography.Title>
      <MessageForm
        initial={message.data}
        submitLabel="Save changes"
        pending={update.isPending}
        error={update.isError ? getErrorMessage(update.error, MESSAGE_ERRORS.update) : null}
        autosave={autosave}
        onSubmit={({ type, title, content }) =>
          update.mutate(
            { type, title, content },
            {
              onSuccess: () => {
                autosave.done();
                toast.success('Your changes were saved.');
                navigate(paths.message(messageId));
              },
            },
          )
        }
      />
    </div>
  );
}
