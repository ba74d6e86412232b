import { useMutation } from '@tanstack/react-query';
import type {
  RecoveryCodesRegenerateInput,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetup,
  TwoFactorSetupInput,
  User,
} from '@brandcast/shared';
import { userEndpoints } from '@brandcast/shared/api';
import { api, setUser } from '@brandcast/shared/client';

/** What turning on and new recovery codes answer: the codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
  user: User;
}

/** POST /en/user/two-factor/setup: a pending secret, its otpauth URI and QR code (an SVG made by the server). */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: TwoFactorSetupInput) => api.post<TwoFactorSetup>(userEndpoints.twoFactorSetup, input),
  });
}

/** POST /en/user/two-factor/enable: the app's first code turns it on and answers the recovery codes. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorEnableInput) => api.post<RecoveryCodes>(userEndpoints.twoFactorEnable, input),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** POST /en/user/two-factor/disable: the password and a code (or a recovery code). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) => api.post<{ user: User }>(userEndpoints.twoFactorDisable, input),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** POST /en/user/two-factor/recovery-codes: new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (input: RecoveryCodesRegenerateInput) => api.post<RecoveryCodes>(userEndpoints.recoveryCodes, input),
  });
}
