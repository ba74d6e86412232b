import { startTransition, useEffect, useRef } from 'react';
import { Alert, Button, Form, Input, Modal, Skeleton, Typography, type InputRef } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ACCOUNT_TEXTS,
  PLANS,
  deleteAccountSchema,
  formatBytes,
  paths,
  secondFactorSchema,
  count,
  plural,
  type AccountDeletionPreview,
  type DeleteAccountInput,
  type PlanId,
} from '@brandcast/shared';
import { clearSession, getErrorMessage, toast } from '@brandcast/shared/client';
import { clearDrafts, zodRule } from '@brandcast/shared/ui';
import { useDeleteAccount, useDeletionPreview } from '../api/delete-account';

/** What deleting will do, in plain words, one line each. */
export function deletionLines(preview: AccountDeletionPreview): string[] {
  const lines: string[] = [];
  const owned = preview.ownedProjects;
  if (owned.length === 0) lines.push('You own no projects.');
  else {
    const names = owned.map((p) =>
      p.collaborators > 0 ? `${p.name} (shared with ${count(p.collaborators, 'person', 'people')})` : p.name,
    );
    lines.push(
      `Your ${count(owned.length, 'project')} will be deleted with all their messages, copies, scripts, recordings and analytics: ${names.join(', ')}.`,
    );
  }
  if (preview.sharedOwnedProjects > 0) {
    lines.push(
      `${count(preview.sharedOwnedProjects, 'of them is', 'of them are')} shared: the ${count(preview.peopleToTell, 'person', 'people')} on ${plural(preview.sharedOwnedProjects, 'it', 'them')} will be told it was deleted, and lose access.`,
    );
  }
  if (preview.projectsSharedWithYou.length > 0) {
    const names = preview.projectsSharedWithYou.map((p) => `${p.name} (${p.ownerName}'s)`);
    lines.push(
      `You will leave ${count(preview.projectsSharedWithYou.length, 'project')} shared with you: ${names.join(', ')}. What you wrote there stays with the project.`,
    );
  }
  lines.push(
    preview.recordings.count > 0
      ? `Your ${count(preview.recordings.count, 'recording')} (${formatBytes(preview.recordings.bytes)}) will be removed.`
      : 'You have no recordings.',
  );
  if (preview.apiTokens > 0) lines.push(`Your ${count(preview.apiTokens, 'API token')} will stop working.`);
  if (preview.subscription) {
    const plan = PLANS[preview.subscription.plan as PlanId]?.name ?? preview.subscription.plan;
    lines.push(
      preview.subscription.stripe
        ? `Your ${plan} plan ends now: its subscription is cancelled in Stripe, with no further charge.`
        : `Your ${plan} plan ends now.`,
    );
  }
  lines.push('You will be signed out everywhere, and your preferences, notifications and credit history are deleted.');
  return lines;
}

/** Deleting the account: what will happen first, then the password; on success, signed out to the sign-in page. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<DeleteAccountInput>();
  const preview = useDeletionPreview(open);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const password = useRef<InputRef>(null);
  // The field appears once the preview is read: the keyboard goes there, not to the dialog's frame.
  useEffect(() => {
    if (open && preview.isSuccess) password.current?.focus();
  }, [open, preview.isSuccess]);
  const close = () => {
    if (remove.isPending) return;
    form.resetFields();
    remove.reset();
    onClose();
  };
  const onFinish = (values: DeleteAccountInput) =>
    remove.mutate(deleteAccountSchema.parse(values), {
      onSuccess: () => {
        // One transition for both, as the host's sign-out: the guard of this page never renders the signed-out
        // user (it would send the next person to sign in back here, ?next=). Nothing of the account stays in
        // this browser: its cached answers and drafts go too.
        startTransition(() => {
          navigate(paths.login, { replace: true });
          clearSession();
        });
        clearDrafts();
        queryClient.clear();
        toast(ACCOUNT_TEXTS.deleted, { type: 'success', title: 'Account deleted', duration: 0 });
      },
    });

  return (
    <Modal
      open={open}
      title="Delete your account?"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>,
        <Button
          key="delete"
          danger
          type="primary"
          loading={remove.isPending}
          disabled={!preview.isSuccess}
          onClick={() => form.submit()}
        >
          Delete my account
        </Button>,
      ]}
    >
      {preview.isPending ? <Skeleton active paragraph={{ rows: 4 }} title={false} /> : null}
      {preview.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(preview.error, 'What deleting would do could not be loaded.')}
          action={
            <Button size="small" onClick={() => preview.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {preview.isSuccess ? (
        <>
          <Typography.Paragraph strong>This cannot be undone. Deleting your account means:</Typography.Paragraph>
          <ul aria-label="What deleting your account will do" style={{ paddingInlineStart: 20 }}>
            {deletionLines(preview.data).map((line) => (
              <li key={line}>
                <Typography.Text>{line}</Typography.Text>
              </li>
            ))}
          </ul>
          {remove.isError ? (
            <Alert
              type="error"
              showIcon
              title={getErrorMessage(remove.error, ACCOUNT_TEXTS.deleteFailed)}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form<DeleteAccountInput>
            form={form}
            noValidate
            layout="vertical"
            requiredMark={false}
            disabled={remove.isPending}
            onFinish={onFinish}
          >
            <Form.Item
              label="Your password"
              name="password"
              rules={zodRule(deleteAccountSchema.shape.password)}
              extra="To confirm it is you."
            >
              <Input.Password ref={password} autoComplete="current-password" />
            </Form.Item>
            {preview.data.twoFactor ? (
              <Form.Item
                label="Authenticator code"
                name="code"
                rules={zodRule(secondFactorSchema)}
                extra="Two-factor sign-in is on: the 6-digit code your app shows now, or one of your recovery codes."
              >
                <Input autoComplete="one-time-code" spellCheck={false} />
              </Form.Item>
            ) : null}
            {/* Enter in a field deletes, as the button does. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
