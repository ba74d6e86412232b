/** Said by sign-up, an email change and its confirmation alike when the address belongs to another account. */
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in, or reset your password.';
