import { theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, paths, safeNextPath, type TwoFactorChallenge } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';
import { needsSecondStep, useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { AuthField } from '../components/auth-field';
import { AuthInput, AuthPasswordInput } from '../components/auth-input';
import { AuthMessage } from '../components/auth-message';
import { TwoFactorStep } from '../components/two-factor-step';
import { useSchemaForm } from '../hooks/use-schema-form';

/** The shared schema, loaded when a field is first checked: the page renders without zod (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.signInSchema);

export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  const { errors, field, onSubmit } = useSchemaForm(schema);
  const pending = signIn.isPending;
  const { token } = theme.useToken();
  // Two-factor sign-in on: the password answered a challenge, and the page asks for the code.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const done = () => navigate(safeNextPath(search.get('next')), { replace: true });

  if (challenge) {
    return (
      <AuthCard title="Two-factor sign-in">
        <TwoFactorStep challenge={challenge} onSignedIn={done} onRestart={() => setChallenge(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      footer={
        // Spaced as antd's vertical Space of the small size; each line a block, so a link stays inline in it (its
        // padding, touch-targets.tsx, then does not change the line's height).
        <div style={{ display: 'inline-flex', flexDirection: 'column', gap: token.paddingXS }}>
          <div>
            New to Brandcast? <Link to={paths.register}>Create an account</Link>
          </div>
          <div>
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </div>
        </div>
      }
    >
      {signIn.isError ? <AuthMessage type="error" title={getErrorMessage(signIn.error, ERRORS.loginFailed)} /> : null}
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          signIn.mutate(values, { onSuccess: (answer) => (needsSecondStep(answer) ? setChallenge(answer) : done()) }),
        )}
      >
        <AuthField name="email" label="Email" error={errors.email}>
          <AuthInput {...field('email')} type="email" autoComplete="email" autoFocus disabled={pending} />
        </AuthField>
        <AuthField name="password" label="Password" error={errors.password}>
          <AuthPasswordInput {...field('password')} autoComplete="current-password" disabled={pending} />
        </AuthField>
        <TokenButton variant="primary" type="submit" block loading={pending} disabled={pending}>
          Sign in
        </TokenButton>
      </form>
    </AuthCard>
  );
}
