import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import type { Session } from './session';

export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<Session>(authEndpoints.signIn, input),
    onSuccess: (session) => setSession(session),
  });
}
