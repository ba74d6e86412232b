import type { ForgotPasswordInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';

export function useForgotPassword() {
  return useSubmission((input: ForgotPasswordInput) => api.post<unknown>(authEndpoints.forgotPassword, input));
}
