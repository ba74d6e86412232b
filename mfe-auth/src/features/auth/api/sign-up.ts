import type { SignUpInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';
import type { Session } from './session';

export function useSignUp() {
  return useSubmission((input: SignUpInput) => api.post<Session>(authEndpoints.signUp, input), {
    onSuccess: (session) => setSession(session),
  });
}
