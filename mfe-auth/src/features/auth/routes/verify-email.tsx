import { Result } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFICATION, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, statusOf } from '@brandcast/shared/client';
import { TokenButton, TokenButtonLink } from '@brandcast/shared/ui';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** Each refusal the API can answer, told apart by its message (one text in shared). */
function refusalTitle(error: unknown): string {
  if (statusOf(error) === 409) return 'Your email address is already confirmed';
  switch (getErrorMessage(error, '')) {
    case EMAIL_VERIFICATION.linkExpired:
      return 'This link has expired';
    case EMAIL_VERIFICATION.linkUsed:
      return 'This link was already used';
    default:
      return 'This link does not work';
  }
}

/**
 * /verify-email?token=…: the link a sign-up mails (issue 27). The address is confirmed by pressing the button, not by
 * opening the page, so a mail scanner that opens links confirms nothing.
 */
export default function VerifyEmailRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { isAuthenticated } = useAtomValue(authAtom);
  const verify = useVerifyEmail();
  const joined = verify.data?.joinedProjectId;
  const next = !isAuthenticated
    ? { to: paths.login, label: 'Sign in' }
    : joined
      ? { to: paths.project(joined), label: 'Open the shared project' }
      : { to: paths.dashboard, label: 'Go to your dashboard' };

  if (!token) {
    return (
      <Result
        status="warning"
        title="This confirmation link is incomplete"
        subTitle="Open the link from your email again, or send a new one from the notice at the top of the app."
        extra={<Link to={isAuthenticated ? paths.dashboard : paths.login}>{isAuthenticated ? 'Go to your dashboard' : 'Sign in'}</Link>}
      />
    );
  }

  if (verify.isSuccess) {
    return (
      <Result
        status="success"
        title="Your email address is confirmed"
        subTitle={verify.data.message}
        extra={
          <TokenButtonLink to={next.to} variant="primary" autoFocus>
            {next.label}
          </TokenButtonLink>
        }
      />
    );
  }

  if (verify.isError) {
    const status = statusOf(verify.error);
    // Not reached, or failed on the server: the link may still work.
    const retry = status === undefined || status >= 500;
    return (
      <Result
        status={retry ? 'error' : status === 409 ? 'success' : 'warning'}
        title={retry ? 'Your email address is not confirmed yet' : refusalTitle(verify.error)}
        subTitle={getErrorMessage(verify.error, EMAIL_VERIFICATION.verifyFailed)}
        extra={
          retry ? (
            <TokenButton variant="primary" type="button" autoFocus onClick={() => verify.mutate({ token })}>
              Try again
            </TokenButton>
          ) : (
            <TokenButtonLink to={next.to} variant="primary" autoFocus>
              {next.label}
            </TokenButtonLink>
          )
        }
      />
    );
  }

  return (
    <AuthCard title="Confirm your email address">
      <p>Confirming it lets you share projects, create API tokens and upgrade your plan.</p>
      <TokenButton
        variant="primary"
        type="button"
        block
        autoFocus
        loading={verify.isPending}
        disabled={verify.isPending}
        onClick={() => verify.mutate({ token })}
      >
        Confirm email address
      </TokenButton>
    </AuthCard>
  );
}
