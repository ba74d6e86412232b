import { z } from 'zod';
import { API_TOKEN_SCOPES } from '../schemas/api-token';
import { envelope } from './common';

/** A token as listed: never its secret. */
export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z
      .enum(API_TOKEN_SCOPES)
      .describe('read: GET only; write: everything the account may do, account settings aside'),
    prefix: z.string().describe("The secret's first characters, to tell tokens apart"),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.output<typeof apiTokenSchema>;

/** The answer to creating one: the secret, shown this once. */
export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().describe('The secret: shown this once, never again') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

export const apiTokenResponse = envelope(createdApiTokenSchema);
export const apiTokenListResponse = envelope(z.array(apiTokenSchema));
