import { Alert, Button, Form, Input, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, PASSWORD_MIN_LENGTH, paths, resetPasswordSchema } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();

  if (!token) {
    return (
      <Result
        status="warning"
        title="This reset link is incomplete"
        subTitle="Open the link from your email again, or ask for a new one."
        extra={<Link to={paths.forgotPassword}>Ask for a new link</Link>}
      />
    );
  }

  const onFinish = ({ password }: { password: string }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (session) => {
          const signedIn = Boolean(session?.token);
          toast.success(signedIn ? 'Your password was changed.' : 'Your password was changed. Sign in with it now.');
          navigate(signedIn ? paths.dashboard : paths.login, { replace: true });
        },
      },
    );

  return (
    <AuthCard title="Choose a new password" footer={<Link to={paths.forgotPassword}>Ask for a new link</Link>}>
      {reset.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(reset.error, ERRORS.resetPasswordFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form layout="vertical" requiredMark={false} disabled={reset.isPending} onFinish={onFinish}>
        <Form.Item
          label="New password"
          name="password"
          rules={zodRule(resetPasswordSchema.shape.password)}
          extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Change password
        </Button>
      </Form>
    </AuthCard>
  );
}
