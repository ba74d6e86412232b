import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { ERRORS, paths } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { AuthField } from '../components/auth-field';
import { AuthInput } from '../components/auth-input';
import { AuthMessage } from '../components/auth-message';
import { useSchemaForm } from '../hooks/use-schema-form';

/** The shared schema, loaded when the field is first checked (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.forgotPasswordSchema);

export default function ForgotPasswordRoute() {
  const forgot = useForgotPassword();
  const { errors, field, onSubmit } = useSchemaForm(schema);
  const pending = forgot.isPending;

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
        <AuthMessage type="error" title={getErrorMessage(forgot.error, ERRORS.forgotPasswordFailed)} />
      ) : null}
      <form noValidate onSubmit={onSubmit((values) => forgot.mutate(values))}>
        <AuthField name="email" label="Email" error={errors.email}>
          <AuthInput {...field('email')} type="email" autoComplete="email" autoFocus disabled={pending} />
        </AuthField>
        <TokenButton variant="primary" type="submit" block loading={pending} disabled={pending}>
          Send reset link
        </TokenButton>
      </form>
    </AuthCard>
  );
}
