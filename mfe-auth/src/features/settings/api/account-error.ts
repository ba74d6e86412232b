import { getErrorMessage, isHttpError } from '@brandcast/shared/client';

/**
 * The account state's error text (spec section 8): a failed call says the server's message or the call's
 * fallback ('Failed to change password'); anything else that went wrong, the state's ('Password change failed').
 */
export function accountErrorMessage(error: unknown, callFailed: string, stateFailed: string): string {
  return isHttpError(error) ? getErrorMessage(error, callFailed) : stateFailed;
}
