import { useMutation } from '@tanstack/react-query';
import type {
  ApiEnvelope,
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  User,
} from '@brandcast/shared';
import { api, setSession } from '@brandcast/shared/client';

type Session = { token: string; user: User };

export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<ApiEnvelope<Session>>('/en/auth/signin', input),
    onSuccess: ({ data }) => setSession(data),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<ApiEnvelope<Session>>('/en/auth/signup', input),
    onSuccess: ({ data }) => setSession(data),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<ApiEnvelope<unknown>>('/en/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<ApiEnvelope<Partial<Session> | null>>('/en/auth/reset-password', input),
    onSuccess: (body) => {
      if (body?.data?.token && body.data.user) setSession({ token: body.data.token, user: body.data.user });
    },
  });
}
