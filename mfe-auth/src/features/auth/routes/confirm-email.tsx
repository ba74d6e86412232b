import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_CHANGE, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, statusOf } from '@brandcast/shared/client';
import { useConfirmEmail } from '../api/confirm-email';
import { EmailLinkPage } from '../components/email-link-page';

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

/** /confirm-email?token=…: the link an email change sent to the new address. */
export default function ConfirmEmailRoute() {
  const [search] = useSearchParams();
  const { isAuthenticated } = useAtomValue(authAtom);
  const confirm = useConfirmEmail();
  const next = isAuthenticated
    ? { to: paths.settingsProfile, label: 'Go to your profile' }
    : { to: paths.login, label: 'Sign in' };
  return (
    <EmailLinkPage
      token={search.get('token')}
      submission={confirm}
      next={next}
      texts={{
        incomplete: {
          subTitle: 'Open the link from your email again, or ask for a new one in Settings → Profile.',
          next,
        },
        card: {
          title: 'Confirm your new email',
          body: 'Your Brandcast account will use this address from now on. Your current email keeps working until you confirm.',
          button: 'Confirm new email',
        },
        succeeded: 'Your new email is confirmed',
        notYet: 'Your email was not changed yet',
        refusalTitle,
        failedMessage: EMAIL_CHANGE.confirmFailed,
      }}
    />
  );
}
