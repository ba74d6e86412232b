import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import {
  COLLABORATOR_ROLES,
  EMAIL_VERIFICATION,
  ERRORS,
  INVITATION,
  collaboratorInviteSchema,
  type CollaboratorInviteInput,
  type ProjectRole,
} from '@brandcast/shared';
import { getErrorMessage, statusOf, toast } from '@brandcast/shared/client';
import { PlanLimitLink, UpgradePrompt, useCanUseFeature, zodRule } from '@brandcast/shared/ui';
import { useCollaborators } from '../api/get-collaborators';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitations } from '../api/get-invitations';
import { useInviteCollaborator } from '../api/invite-collaborator';
import { useRemoveCollaborator } from '../api/remove-collaborator';

const ROLE_HELP =
  'Editors change the project and its content; viewers only read. Someone without an account gets an invitation to register.';

/** Who works on this project. Only the owner invites and removes; everyone on it sees the list. */
export function CollaboratorsCard({ projectId, role }: { projectId: string; role: ProjectRole }) {
  const collaborators = useCollaborators(projectId);
  const invite = useInviteCollaborator(projectId);
  const remove = useRemoveCollaborator(projectId);
  const invitations = useInvitations(projectId);
  const cancel = useCancelInvitation(projectId);
  const pending = invitations.data ?? [];
  // A refusal for the address (not the plan) says how to confirm it: no upgrade link beside it.
  const refusedForPlan =
    statusOf(invite.error) === 403 && getErrorMessage(invite.error, '') !== EMAIL_VERIFICATION.required;
  const [form] = Form.useForm<CollaboratorInviteInput>();
  const isOwner = role === 'owner';
  // Sharing is a paid feature: an owner whose plan lacks it is shown what it gives and how to get it.
  const canShare = useCanUseFeature('teamCollaboration');

  return (
    <Card title="Collaborators">
      {collaborators.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(collaborators.error, 'Failed to fetch collaborators')} />
      ) : collaborators.data?.length === 0 && pending.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {isOwner ? 'Nobody else works on this project yet.' : 'Only you and the owner work on this project.'}
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }} aria-busy={collaborators.isPending}>
          {(collaborators.data ?? []).map((person) => (
            <li key={person.userId} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>
                  {person.firstName} {person.lastName}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{person.email}</Typography.Text>
              </div>
              <Tag>{person.role}</Tag>
              {isOwner ? (
                <Popconfirm
                  title={`Remove ${person.firstName} ${person.lastName}?`}
                  description="They will no longer see this project."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutateAsync(person.userId).then(
                      () => toast.success(`${person.firstName} ${person.lastName} was removed.`),
                      (error: unknown) => toast.error(getErrorMessage(error, 'Failed to remove collaborator')),
                    )
                  }
                >
                  <Button type="text" danger aria-label={`Remove ${person.email}`} icon={<DeleteOutlined />} />
                </Popconfirm>
              ) : null}
            </li>
          ))}
          {pending.map((invitation) => (
            <li
              key={invitation.id}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', flexWrap: 'wrap' }}
            >
              <div style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography.Text strong>{invitation.email}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {INVITATION.pendingLabel}
                </Typography.Text>
              </div>
              <Tag>{invitation.role}</Tag>
              {isOwner ? (
                <Popconfirm
                  title={`Cancel the invitation to ${invitation.email}?`}
                  description="Its link stops working and the seat is free again."
                  okText="Cancel invitation"
                  cancelText="Keep it"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    cancel.mutateAsync(invitation.id).then(
                      () => toast.success(`The invitation to ${invitation.email} was cancelled.`),
                      (error: unknown) => toast.error(getErrorMessage(error, 'Failed to cancel the invitation')),
                    )
                  }
                >
                  <Button
                    type="text"
                    danger
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                    icon={<DeleteOutlined />}
                  />
                </Popconfirm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isOwner && !canShare ? (
        <UpgradePrompt feature="teamCollaboration" title="Invite your team">
          Share this project with people who edit it or only read it.
        </UpgradePrompt>
      ) : isOwner ? (
        <>
          {invite.isError ? (
            <Alert
              type="error"
              showIcon
              title={getErrorMessage(invite.error, ERRORS.updateProjectFailed)}
              style={{ marginBottom: 12 }}
              action={
                // A refused invitation (the plan's team size) leads to the cheapest plan with room for more people.
                refusedForPlan ? <PlanLimitLink limit="teamMembers" size="small" /> : undefined
              }
            />
          ) : null}
          <Form<CollaboratorInviteInput>
            form={form}
            noValidate
            layout="vertical"
            requiredMark={false}
            initialValues={{ role: 'viewer' }}
            disabled={invite.isPending}
            onFinish={(values) =>
              invite.mutate(collaboratorInviteSchema.parse(values), {
                onSuccess: (added) => {
                  toast.success(
                    'userId' in added
                      ? `${added.email} can now ${values.role === 'editor' ? 'edit' : 'see'} this project.`
                      : INVITATION.sent(added.email),
                  );
                  form.resetFields();
                },
              })
            }
          >
            {/* The role and the button wrap under the address when all three do not fit: an address reads whole. */}
            <Flex wrap gap={8}>
              <Form.Item
                name="email"
                rules={zodRule(collaboratorInviteSchema.shape.email)}
                style={{ flex: '1 1 240px', marginBottom: 0 }}
              >
                <Input type="email" placeholder="Email address" aria-label="Collaborator email" />
              </Form.Item>
              <Form.Item name="role" style={{ marginBottom: 0 }}>
                <Select
                  aria-label="Role"
                  options={COLLABORATOR_ROLES.map((value) => ({ value, label: value }))}
                  style={{ width: 110 }}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={invite.isPending}>
                Invite
              </Button>
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {ROLE_HELP}
            </Typography.Text>
          </Form>
        </>
      ) : (
        <Typography.Text type="secondary">{ROLE_HELP}</Typography.Text>
      )}
    </Card>
  );
}
