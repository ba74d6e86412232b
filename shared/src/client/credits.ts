import { creditKeys } from '../api/credits';

/**
 * The key of the signed-in user's credits (`creditsQueryOptions` in @brandcast/shared/queries): content screens
 * invalidate it after anything that costs credits.
 */
export const creditsQueryKey = creditKeys.all;
