import { Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, PASSWORD_MIN_LENGTH, paths } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthField } from '../components/auth-field';
import { AuthPasswordInput } from '../components/auth-input';
import { AuthMessage } from '../components/auth-message';
import { useSchemaForm } from '../hooks/use-schema-form';

/** The new password's schema, loaded when the field is first checked (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.newPasswordSchema);

export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { errors, field, onSubmit } = useSchemaForm(schema);
  const pending = reset.isPending;

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
        <AuthMessage type="error" title={getErrorMessage(reset.error, ERRORS.resetPasswordFailed)} />
      ) : null}
      <form noValidate onSubmit={onSubmit(onFinish)}>
        <AuthField
          name="password"
          label="New password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <AuthPasswordInput
            {...field('password', { hint: true })}
            autoComplete="new-password"
            autoFocus
            disabled={pending}
          />
        </AuthField>
        <TokenButton variant="primary" type="submit" block loading={pending} disabled={pending}>
          Change password
        </TokenButton>
      </form>
    </AuthCard>
  );
}
