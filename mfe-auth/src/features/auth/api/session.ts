import type { User } from '@brandcast/shared';

/** What signing in, signing up and resetting a password answer. */
export type Session = { token: string; user: User };
