import { z } from 'zod';
import { API_TOKEN_SCOPES, type ApiToken, type CreatedApiToken } from '@brandcast/shared';
import { envelope, pathId } from './common';

export const API_TOKEN_NOT_FOUND = 'API token not found. It may have been revoked already.';

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES).describe('read: GET only; write: everything the account may do, account settings aside'),
    prefix: z.string().describe("The secret's first characters, to tell tokens apart"),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApiToken' });
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string().describe('The secret: shown this once, never again') }).meta({ id: 'CreatedApiToken' });

const _same: ApiToken = {} as z.output<typeof apiTokenSchema>;
const _sameCreated: CreatedApiToken = {} as z.output<typeof createdApiTokenSchema>;
void _same;
void _sameCreated;

export const apiTokenResponse = envelope(createdApiTokenSchema);
export const apiTokenListResponse = envelope(z.array(apiTokenSchema));
export const apiTokenParams = z.object({ id: pathId(API_TOKEN_NOT_FOUND) });
