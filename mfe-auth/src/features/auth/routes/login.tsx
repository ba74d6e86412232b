import { Alert, Button, Form, Input, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, paths, safeNextPath, type SignInInput } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { zodRuleOnDemand } from '@brandcast/shared/ui';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

/** The shared schema, loaded when a field is first checked: the page renders without zod (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.signInSchema);
const rule = (field: keyof SignInInput) => zodRuleOnDemand(() => schema().then((s) => s.shape[field]), { required: true });

export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();

  const onFinish = async (values: SignInInput) =>
    signIn.mutate((await schema()).parse(values), {
      onSuccess: () => navigate(safeNextPath(search.get('next')), { replace: true }),
    });

  return (
    <AuthCard
      title="Sign in"
      footer={
        <Space orientation="vertical">
          <span>
            New to Brandcast? <Link to={paths.register}>Create an account</Link>
          </span>
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </Space>
      }
    >
      {signIn.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(signIn.error, ERRORS.loginFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<SignInInput> noValidate layout="vertical" onFinish={onFinish} requiredMark={false} disabled={signIn.isPending}>
        <Form.Item label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rule('password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
