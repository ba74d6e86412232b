import type { SignInInput, TwoFactorChallenge, TwoFactorSignInInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';
import type { Session } from './session';

/** Sign-in's answer: the session, or (two-factor on) the challenge its second step takes. */
export type SignInAnswer = Session | TwoFactorChallenge;
export const needsSecondStep = (answer: SignInAnswer): answer is TwoFactorChallenge => 'twoFactorRequired' in answer;

/** Without React Query, as the other sign-in pages' requests: the page loads without it. */
export function useSignIn() {
  return useSubmission((input: SignInInput) => api.post<SignInAnswer>(authEndpoints.signIn, input), {
    onSuccess: (answer) => {
      if (!needsSecondStep(answer)) setSession(answer);
    },
  });
}

/** The second step: the challenge and a code from the app (or a recovery code) answer the session. */
export function useSignInTwoFactor() {
  return useSubmission(
    // A 401 here is a wrong code or an ended challenge, said on the page: not "session over".
    (input: TwoFactorSignInInput) => api.post<Session>(authEndpoints.signInTwoFactor, input, { authRedirect: false }),
    { onSuccess: (session) => setSession(session) },
  );
}
