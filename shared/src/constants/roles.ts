/** Roles and feature access: spec section 6. */
export const ROLE_RANK = { free: 0, premium: 1, enterprise: 2, admin: 3 } as const;
export type Role = keyof typeof ROLE_RANK;
export const ROLES = Object.keys(ROLE_RANK) as Role[];

export function hasRole(role: Role | undefined | null, required: Role): boolean {
  if (!role) return false;
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

export const FEATURE_MIN_ROLE = {
  projects: 'free',
  messages: 'free',
  copies: 'free',
  analytics: 'premium',
  teamCollaboration: 'premium',
  advancedAnalytics: 'enterprise',
  apiAccess: 'enterprise',
  customBranding: 'enterprise',
} as const satisfies Record<string, Role>;
export type Feature = keyof typeof FEATURE_MIN_ROLE;

export function canUseFeature(role: Role | undefined | null, feature: Feature): boolean {
  return hasRole(role, FEATURE_MIN_ROLE[feature]);
}
