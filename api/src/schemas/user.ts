import { z } from 'zod';
import { PLAN_IDS, ROLES, SUBSCRIPTION_STATUSES, type Role, type TwoFactorChallenge, type User } from '@brandcast/shared';
import { envelope } from './common';

export const userSchema = z
  .object({
    id: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    subscription: z.object({ plan: z.enum(PLAN_IDS), status: z.enum(SUBSCRIPTION_STATUSES) }),
    avatar: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    isAdmin: z.boolean().describe('Administers this installation: Settings → Accounts (issue 28)'),
  })
  .meta({ id: 'User' });

// The answer and the shared type must not drift apart.
const _sameUser: z.output<typeof userSchema> = {} as User;
void _sameUser;

export const authResponse = envelope(z.object({ token: z.string(), user: userSchema }));
/** What signing in answers when two-factor is on: no token, a challenge for POST /en/auth/signin/two-factor. */
const twoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), challenge: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'TwoFactorChallenge' });
const _sameChallenge: z.output<typeof twoFactorChallengeSchema> = {} as TwoFactorChallenge;
void _sameChallenge;
/** Sign-in's answer: a session, or (two-factor on) the challenge its second step takes. */
export const signInResponse = envelope(z.union([z.object({ token: z.string(), user: userSchema }), twoFactorChallengeSchema]));
export const tokenResponse = envelope(z.object({ token: z.string() }));
export const userResponse = envelope(z.object({ user: userSchema }));
/** The profile's user: with the address an email change waits on (its link not opened yet), else null. */
export const profileUserSchema = userSchema.extend({ pendingEmail: z.string().nullable() }).meta({ id: 'Profile' });
export const profileResponse = envelope(z.object({ user: profileUserSchema, token: z.string().optional() }));
export const emailConfirmedResponse = envelope(z.object({ message: z.string(), email: z.string() }));
export const avatarResponse = envelope(z.object({ avatarUrl: z.string() }));
export const acceptedResponse = envelope(z.object({ message: z.string() }));
/** Sign-up's answer: the session, and the project an invitation's link joined (else null). */
export const signUpResponse = envelope(z.object({ token: z.string(), user: userSchema, joinedProjectId: z.string().nullable() }));
