import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import type { Session } from './session';

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<Session>(authEndpoints.signUp, input),
    onSuccess: (session) => setSession(session),
  });
}
