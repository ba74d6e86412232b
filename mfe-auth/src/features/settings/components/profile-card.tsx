import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Form, Input } from 'antd';
import { ERRORS, profileUpdateSchema, type ProfileUpdateInput } from '@brandcast/shared';
import { authAtom, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { accountErrorMessage } from '../api/account-error';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

export function ProfileCard() {
  const { user } = useAtomValue(authAtom);
  const update = useUpdateProfile();
  if (!user) return null;
  return (
    <Card title="Profile">
      <AvatarUpload />
      {update.isError ? (
        <Alert type="error" showIcon title={accountErrorMessage(update.error, ERRORS.profileUpdateFailed, ERRORS.profileUpdateStateFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ProfileUpdateInput>
        noValidate
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        disabled={update.isPending}
        onFinish={(values) =>
          update.mutate(profileUpdateSchema.parse(values), { onSuccess: () => toast.success('Your profile was saved.') })
        }
      >
        <Form.Item label="First name" name="firstName" rules={zodRule(profileUpdateSchema.shape.firstName.unwrap())}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={zodRule(profileUpdateSchema.shape.lastName.unwrap())}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={zodRule(profileUpdateSchema.shape.email.unwrap())}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </Card>
  );
}
