import { canUseFeature, type Feature, type Role } from '@brandcast/shared';
import { FeatureLocked } from './domain-errors';

/**
 * The API's gate for what a plan unlocks (shared's FEATURE_MIN_ROLE): a 403 naming the plan that unlocks
 * the feature, else nothing. Every gated route calls it with the signed-in user.
 */
export function requireFeature(user: { role: Role }, feature: Feature): void {
  if (!canUseFeature(user.role, feature)) throw new FeatureLocked(feature);
}
