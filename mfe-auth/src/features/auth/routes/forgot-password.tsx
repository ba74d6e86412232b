import { Alert, Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ERRORS, forgotPasswordSchema, paths, type ForgotPasswordInput } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordRoute() {
  const forgot = useForgotPassword();

  if (forgot.isSuccess) {
    return (
      <Result
        status="success"
        title="Check your email"
        subTitle={`If an account exists for ${forgot.variables.email}, we sent it a link to choose a new password. The link works once, for one hour.`}
        extra={<Link to={paths.login}>Back to sign in</Link>}
      />
    );
  }

  return (
    <AuthCard title="Reset your password" footer={<Link to={paths.login}>Back to sign in</Link>}>
      {forgot.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(forgot.error, ERRORS.forgotPasswordFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ForgotPasswordInput>
        noValidate
        layout="vertical"
        requiredMark={false}
        disabled={forgot.isPending}
        onFinish={(values) => forgot.mutate(forgotPasswordSchema.parse(values))}
      >
        <Form.Item label="Email" name="email" rules={zodRule(forgotPasswordSchema.shape.email)}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
