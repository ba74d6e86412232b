import type { User } from '@brandcast/shared';

/** Spec: the first letter of the first name, or U if missing. */
export function avatarLetter(user: Pick<User, 'firstName'> | null | undefined): string {
  const first = user?.firstName?.trim();
  return first ? first[0]!.toUpperCase() : 'U';
}
