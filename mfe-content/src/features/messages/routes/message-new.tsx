import { Typography } from 'antd';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useAutosave } from '@brandcast/shared/ui';
import { useCreateMessage } from '../api/create-message';
import { MessageForm, type MessageFormValues } from '../components/message-form';
import { MESSAGE_ERRORS } from '../utils/message-rules';

export default function MessageNewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateMessage();
  const autosave = useAutosave<MessageFormValues>({ kind: 'message' });
  // A second click lands before React re-renders the disabled button: refuse it here.
  const submitting = useRef(false);

  const submit = (values: MessageFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    create.mutate(values, {
      onSuccess: (message) => {
        autosave.done();
        toast.success('The message was saved as a draft.');
        navigate(paths.message(message.id));
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  return (
    <div>
      <Link to={paths.messages}>← Brand messages</Link>
      <Typography.Title level={2} style={{ marginTop: 8 }}>
        New message
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A tagline or a value proposition for one of your projects. Write it yourself and watch its score, or let
        Brandcast write candidates from the project&apos;s brand fields.
      </Typography.Paragraph>
      <MessageForm
        defaultProjectId={params.get('projectId') ?? undefined}
        submitLabel="Save message"
        pending={create.isPending}
        error={create.isError ? getErrorMessage(create.error, MESSAGE_ERRORS.create) : null}
        autosave={autosave}
        onSubmit={submit}
      />
    </div>
  );
}
