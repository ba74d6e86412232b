import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFICATION, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, statusOf } from '@brandcast/shared/client';
import { useVerifyEmail } from '../api/verify-email';
import { EmailLinkPage } from '../components/email-link-page';

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

/** /verify-email?token=…: the link a sign-up mails, to confirm the address. */
export default function VerifyEmailRoute() {
  const [search] = useSearchParams();
  const { isAuthenticated } = useAtomValue(authAtom);
  const verify = useVerifyEmail();
  const joined = verify.data?.joinedProjectId;
  const home = isAuthenticated
    ? { to: paths.dashboard, label: 'Go to your dashboard' }
    : { to: paths.login, label: 'Sign in' };
  const next = isAuthenticated && joined ? { to: paths.project(joined), label: 'Open the shared project' } : home;
  return (
    <EmailLinkPage
      token={search.get('token')}
      submission={verify}
      next={next}
      texts={{
        incomplete: {
          subTitle: 'Open the link from your email again, or send a new one from the notice at the top of the app.',
          next: home,
        },
        card: {
          title: 'Confirm your email address',
          body: 'Confirming it lets you share projects, create API tokens and upgrade your plan.',
          button: 'Confirm email address',
        },
        succeeded: 'Your email address is confirmed',
        notYet: 'Your email address is not confirmed yet',
        refusalTitle,
        failedMessage: EMAIL_VERIFICATION.verifyFailed,
        conflictIsDone: true,
      }}
    />
  );
}
