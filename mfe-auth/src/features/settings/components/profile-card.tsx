import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Form, Input } from 'antd';
import { EMAIL_CHANGE, ERRORS, profileUpdateSchema, type ProfileUpdateInput } from '@brandcast/shared';
import { authAtom, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { accountErrorMessage } from '../api/account-error';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

export function ProfileCard() {
  const { user } = useAtomValue(authAtom);
  const [form] = Form.useForm<ProfileUpdateInput>();
  const update = useUpdateProfile();
  const typedEmail = Form.useWatch('email', form);
  if (!user) return null;
  // A new email needs the current password; the same one, typed differently, is no change.
  const emailChanges = typeof typedEmail === 'string' && typedEmail.trim().toLowerCase() !== user.email;

  const onFinish = (values: ProfileUpdateInput) =>
    update.mutate(profileUpdateSchema.parse(values), {
      onSuccess: ({ user: saved }) => {
        // The email changes when the link sent to the new address is opened: the field shows the one in use.
        form.setFieldsValue({ email: saved.email, currentPassword: undefined });
        toast.success(
          emailChanges && saved.pendingEmail ? EMAIL_CHANGE.pending(saved.pendingEmail) : 'Your profile was saved.',
        );
      },
    });

  return (
    <Card title="Profile">
      <AvatarUpload />
      {user.pendingEmail ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title="Check your new inbox to confirm"
          description={EMAIL_CHANGE.pending(user.pendingEmail)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {update.isError ? (
        <Alert
          type="error"
          showIcon
          title={accountErrorMessage(update.error, ERRORS.profileUpdateFailed, ERRORS.profileUpdateStateFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ProfileUpdateInput>
        form={form}
        noValidate
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        disabled={update.isPending}
        onFinish={onFinish}
      >
        <Form.Item label="First name" name="firstName" rules={zodRule(profileUpdateSchema.shape.firstName.unwrap())}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={zodRule(profileUpdateSchema.shape.lastName.unwrap())}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={zodRule(profileUpdateSchema.shape.email.unwrap())}
          extra={
            emailChanges ? 'We will send a link to the new address; your email changes when you open it.' : undefined
          }
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {emailChanges ? (
          <Form.Item
            label="Current password"
            name="currentPassword"
            preserve={false}
            rules={zodRule(profileUpdateSchema.shape.currentPassword.unwrap())}
            extra="Needed to change your email."
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </Card>
  );
}
