import { Alert, Button, Input, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, paths, safeNextPath } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { AuthField } from '../components/auth-field';
import { useSchemaForm } from '../hooks/use-schema-form';

/** The shared schema, loaded when a field is first checked: the page renders without zod (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.signInSchema);

export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  const { errors, field, onSubmit } = useSchemaForm(schema);
  const pending = signIn.isPending;

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
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          signIn.mutate(values, { onSuccess: () => navigate(safeNextPath(search.get('next')), { replace: true }) }),
        )}
      >
        <AuthField name="email" label="Email" error={errors.email}>
          <Input {...field('email')} type="email" autoComplete="email" autoFocus disabled={pending} />
        </AuthField>
        <AuthField name="password" label="Password" error={errors.password}>
          <Input.Password {...field('password')} autoComplete="current-password" disabled={pending} />
        </AuthField>
        <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
