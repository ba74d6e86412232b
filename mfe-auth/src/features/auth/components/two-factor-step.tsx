import { theme } from 'antd';
import { useState } from 'react';
import { ERRORS, TWO_FACTOR_DIGITS, type TwoFactorChallenge } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';
import { useSignInTwoFactor } from '../api/sign-in';
import type { Session } from '../api/session';
import { useSchemaForm } from '../hooks/use-schema-form';
import { AuthField } from './auth-field';
import { AuthInput } from './auth-input';
import { AuthMessage } from './auth-message';

/**
 * The sign-in's second step: the 6-digit code from the authenticator app (the phone's number pad, and the
 * code a phone offers), or one of the recovery codes. The challenge from the password step comes with it.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: (session: Session) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const submit = useSignInTwoFactor();
  // Loaded on the first check, as the password step's schema: the page renders without zod.
  const { errors, field, onSubmit } = useSchemaForm(() =>
    import('../schemas').then((m) => (recovery ? m.recoveryCodeFormSchema : m.twoFactorCodeSchema)),
  );
  const { token } = theme.useToken();
  const pending = submit.isPending;
  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';

  return (
    <>
      {submit.isError ? <AuthMessage type="error" title={getErrorMessage(submit.error, ERRORS.loginFailed)} /> : null}
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Brandcast.'}
      </p>
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          submit.mutate({ challenge: challenge.challenge, code: values.code }, { onSuccess: onSignedIn }),
        )}
      >
        <AuthField name="code" label={label} error={errors.code}>
          <AuthInput
            {...field('code')}
            // A new key per mode: the field empties when switching between a code and a recovery code.
            key={recovery ? 'recovery' : 'app'}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            pattern={recovery ? undefined : '[0-9 ]*'}
            maxLength={recovery ? 11 : TWO_FACTOR_DIGITS + 1}
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            disabled={pending}
          />
        </AuthField>
        <TokenButton variant="primary" type="submit" block loading={pending} disabled={pending}>
          Verify and sign in
        </TokenButton>
      </form>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: token.paddingXS,
          marginTop: token.marginSM,
        }}
      >
        <TokenButton
          variant="text"
          type="button"
          onClick={() => {
            submit.reset();
            setRecovery((current) => !current);
          }}
          disabled={pending}
        >
          {recovery ? 'Use the code from your app' : 'Use a recovery code instead'}
        </TokenButton>
        <TokenButton variant="text" type="button" onClick={onRestart} disabled={pending}>
          Start over
        </TokenButton>
      </div>
    </>
  );
}
