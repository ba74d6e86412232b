import { getErrorMessage } from '@brandcast/shared/client';

// axios marks its errors so; checked by hand so that this remote does not bundle axios for one check.
const isFailedCall = (error: unknown) => (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;

/**
 * The account state's error text (spec section 8): a failed call says the server's message or the call's
 * fallback ('Failed to change password'); anything else that went wrong, the state's ('Password change failed').
 */
export function accountErrorMessage(error: unknown, callFailed: string, stateFailed: string): string {
  return isFailedCall(error) ? getErrorMessage(error, callFailed) : stateFailed;
}
