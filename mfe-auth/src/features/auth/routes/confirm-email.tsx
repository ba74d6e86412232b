import { Result } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_CHANGE, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, statusOf } from '@brandcast/shared/client';
import { TokenButton, TokenButtonLink } from '@brandcast/shared/ui';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';

/** Each refusal the API can answer, told apart by its message (one text in shared), with what to do next. */
function refusalTitle(error: unknown): string {
  if (statusOf(error) === 409) return 'This address now belongs to another account';
  switch (getErrorMessage(error, '')) {
    case EMAIL_CHANGE.linkExpired:
      return 'This link has expired';
    case EMAIL_CHANGE.linkUsed:
      return 'This link was already used';
    case EMAIL_CHANGE.linkInvalid:
      return 'This link no longer works';
    default:
      return 'Your email was not changed';
  }
}

/**
 * /confirm-email?token=…: the link an email change sent to the new address (issue 27, row 13). The change is made by
 * pressing the button, not by opening the page, so a mail scanner that opens links changes nothing.
 */
export default function ConfirmEmailRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { isAuthenticated } = useAtomValue(authAtom);
  const confirm = useConfirmEmail();
  const next = isAuthenticated ? { to: paths.settingsProfile, label: 'Go to your profile' } : { to: paths.login, label: 'Sign in' };

  if (!token) {
    return (
      <Result
        status="warning"
        title="This confirmation link is incomplete"
        subTitle="Open the link from your email again, or ask for a new one in Settings → Profile."
        extra={<Link to={next.to}>{next.label}</Link>}
      />
    );
  }

  if (confirm.isSuccess) {
    return (
      <Result
        status="success"
        title="Your new email is confirmed"
        subTitle={confirm.data.message}
        extra={
          <TokenButtonLink to={next.to} variant="primary" autoFocus>
            {next.label}
          </TokenButtonLink>
        }
      />
    );
  }

  if (confirm.isError) {
    const status = statusOf(confirm.error);
    // Not reached, or failed on the server: the link may still work.
    const retry = status === undefined || status >= 500;
    return (
      <Result
        status={retry ? 'error' : 'warning'}
        title={retry ? 'Your email was not changed yet' : refusalTitle(confirm.error)}
        subTitle={getErrorMessage(confirm.error, EMAIL_CHANGE.confirmFailed)}
        extra={
          retry ? (
            <TokenButton variant="primary" type="button" autoFocus onClick={() => confirm.mutate({ token })}>
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
    <AuthCard title="Confirm your new email">
      <p>Your Brandcast account will use this address from now on. Your current email keeps working until you confirm.</p>
      <TokenButton
        variant="primary"
        type="button"
        block
        autoFocus
        loading={confirm.isPending}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate({ token })}
      >
        Confirm new email
      </TokenButton>
    </AuthCard>
  );
}
