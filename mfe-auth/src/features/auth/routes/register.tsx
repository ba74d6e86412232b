import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ERRORS, PASSWORD_MIN_LENGTH, paths, signUpSchema, type SignUpInput } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

export default function RegisterRoute() {
  const navigate = useNavigate();
  const signUp = useSignUp();

  const onFinish = (values: SignUpInput) =>
    signUp.mutate(signUpSchema.parse(values), { onSuccess: () => navigate(paths.dashboard, { replace: true }) });

  return (
    <AuthCard
      title="Create your account"
      footer={
        <span>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </span>
      }
    >
      {signUp.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(signUp.error, ERRORS.registrationFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<SignUpInput> noValidate layout="vertical" onFinish={onFinish} requiredMark={false} disabled={signUp.isPending}>
        <Form.Item label="First name" name="firstName" rules={zodRule(signUpSchema.shape.firstName)}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={zodRule(signUpSchema.shape.lastName)}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={zodRule(signUpSchema.shape.email)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={zodRule(signUpSchema.shape.password)}
          extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}
