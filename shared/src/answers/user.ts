import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../constants/plans';
import { ROLES, type Role } from '../constants/roles';
import { COLLABORATOR_ROLES } from '../schemas/collaborator';
import { envelope } from './common';

/** The user as the API answers it: never a password or a hash. */
export const userSchema = z
  .object({
    id: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    subscription: z.object({ plan: z.enum(PLAN_IDS), status: z.enum(SUBSCRIPTION_STATUSES) }),
    avatar: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The address was confirmed by a link: sharing, API tokens and paid plans wait for it. */
    emailVerified: z.boolean(),
    /** Sign-in asks for a code from an authenticator app too. */
    twoFactorEnabled: z.boolean(),
    isAdmin: z.boolean().describe('Administers this installation: Settings → Accounts'),
  })
  .meta({ id: 'User' });
/** The user the apps hold once signed in: a session's user, with pendingEmail once the profile was read. */
export type User = z.output<typeof userSchema> & Partial<Pick<Profile, 'pendingEmail'>>;

/** The profile's user: with the address an email change waits on (its link not opened yet), else null. */
export const profileUserSchema = userSchema.extend({ pendingEmail: z.string().nullable() }).meta({ id: 'Profile' });
export type Profile = z.output<typeof profileUserSchema>;

/** What signing in answers when two-factor is on: no token, a challenge for POST /en/auth/signin/two-factor. */
export const twoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), challenge: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;

const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.output<typeof sessionSchema>;

export const authResponse = envelope(sessionSchema);
/** Sign-in's answer: a session, or (two-factor on) the challenge its second step takes. */
export const signInResponse = envelope(z.union([sessionSchema, twoFactorChallengeSchema]));
export const tokenResponse = envelope(z.object({ token: z.string() }));
export const userResponse = envelope(z.object({ user: userSchema }));
export const profileResponse = envelope(z.object({ user: profileUserSchema, token: z.string().optional() }));
export const emailConfirmedResponse = envelope(z.object({ message: z.string(), email: z.string() }));
export const avatarResponse = envelope(z.object({ avatarUrl: z.string() }));
export const acceptedResponse = envelope(z.object({ message: z.string() }));
/** Sign-up's answer: the session, and the project an invitation's link joined (else null). */
export const signUpResponse = envelope(sessionSchema.extend({ joinedProjectId: z.string().nullable() }));
/** POST /en/auth/verify-email: the address confirmed, and the first project an invitation waiting on it joined. */
export const emailVerifiedResponse = envelope(
  z.object({ message: z.string(), email: z.string(), joinedProjectId: z.string().nullable() }),
);

/** What an invitation's link invites to, as the registration page shows it (GET /en/auth/invitation). */
export const invitationPreviewSchema = z
  .object({ email: z.string(), projectName: z.string(), ownerName: z.string(), role: z.enum(COLLABORATOR_ROLES) })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;
export const invitationPreviewResponse = envelope(invitationPreviewSchema);

/** What setting up two-factor sign-in answers: the secret to type by hand, the otpauth:// URI, and its QR code. */
export const twoFactorSetupAnswerSchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into the app by hand'),
  uri: z.string().describe('The otpauth:// URI the QR code holds'),
  qrSvg: z.string().describe('The QR code as an SVG document'),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupAnswerSchema>;
export const twoFactorSetupResponse = envelope(twoFactorSetupAnswerSchema);
export const recoveryCodesResponse = envelope(
  z.object({
    recoveryCodes: z.array(z.string()).describe('Shown this once: only their hashes are kept'),
    user: userSchema,
  }),
);
export const twoFactorDisabledResponse = envelope(z.object({ user: userSchema }));
