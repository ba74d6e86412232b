import { z } from 'zod';
import { totpCodeSchema } from './two-factor';

/** Personal API tokens (API access: Enterprise and admin). A read token may only read (GET). */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** Requests per token per minute; past it, 429 with Retry-After. */
export const API_TOKEN_RATE_LIMIT_PER_MINUTE = 120;

export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: 'Name the token, e.g. after what will use it' })
    .trim()
    .min(1, 'Name the token, e.g. after what will use it')
    .max(API_TOKEN_NAME_MAX_LENGTH, `A token's name is at most ${API_TOKEN_NAME_MAX_LENGTH} characters`),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or write' }),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be a date and time, e.g. 2031-01-31T00:00:00Z' })
    .refine((value) => new Date(value).getTime() > Date.now(), 'expiresAt must be in the future')
    .nullish(),
  /** The authenticator app's current code: needed once two-factor sign-in is on. */
  twoFactorCode: totpCodeSchema.optional(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;

export const API_TOKEN_REFUSED_HERE =
  'API tokens cannot be used for account settings (password, profile, tokens, billing). Sign in to Brandcast instead.';
export const API_TOKEN_READ_ONLY =
  'This API token has the read scope: it can only read (GET). Create a write token to change things.';
export const API_TOKEN_INVALID =
  'This API token is not valid: it was revoked, has expired, or is mistyped. Create a new one in Settings → API tokens.';
