import { Alert } from 'antd';
import { useState } from 'react';
import { EMAIL_VERIFICATION } from '@brandcast/shared';
import { userEndpoints } from '@brandcast/shared/api';
import { api, getErrorMessage } from '@brandcast/shared/client';
import { TokenButton, useIsMobile } from '@brandcast/shared/ui';

type Sent =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

/**
 * Above every signed-in page while the account's address is not confirmed: where the link went, and a
 * Resend button held to the API's limit (its 429 says when to try again). Confirming on the link's page removes it.
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const [sent, setSent] = useState<Sent>({ status: 'idle' });
  const isMobile = useIsMobile();

  const resend = () => {
    setSent({ status: 'sending' });
    api.post<{ message: string }>(userEndpoints.emailVerification).then(
      ({ message }) => setSent({ status: 'sent', message }),
      (error: unknown) =>
        setSent({ status: 'failed', message: getErrorMessage(error, EMAIL_VERIFICATION.resendFailed) }),
    );
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: isMobile ? 16 : 24 }}
      title={EMAIL_VERIFICATION.notice(email)}
      description={
        sent.status === 'sent' || sent.status === 'failed' ? (
          <span role={sent.status === 'failed' ? 'alert' : undefined}>{sent.message}</span>
        ) : (
          'Open it to share projects, create API tokens and upgrade. Check your spam folder too.'
        )
      }
      action={
        <TokenButton onClick={resend} loading={sent.status === 'sending'} disabled={sent.status === 'sending'}>
          Resend
        </TokenButton>
      }
    />
  );
}
