import { Alert, Button, Card, Form, Input } from 'antd';
import { ERRORS, PASSWORD_MIN_LENGTH, changePasswordSchema, type ChangePasswordInput } from '@brandcast/shared';
import { toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { accountErrorMessage } from '../api/account-error';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  return (
    <Card title="Change password">
      {change.isError ? (
        <Alert
          type="error"
          showIcon
          title={accountErrorMessage(change.error, ERRORS.changePasswordFailed, ERRORS.passwordChangeStateFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ChangePasswordInput>
        form={form}
        noValidate
        layout="vertical"
        requiredMark={false}
        disabled={change.isPending}
        onFinish={(values) =>
          change.mutate(values, {
            onSuccess: () => {
              form.resetFields();
              toast.success('Your password was changed.');
            },
          })
        }
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={zodRule(changePasswordSchema.shape.currentPassword)}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={zodRule(changePasswordSchema.shape.newPassword)}
          extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
