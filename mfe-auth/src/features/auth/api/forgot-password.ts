import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<unknown>(authEndpoints.forgotPassword, input),
  });
}
