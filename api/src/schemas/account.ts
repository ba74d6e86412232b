import { z } from 'zod';
import { ACCOUNT_TEXTS } from '@brandcast/shared';
import { envelope, pathId } from './common';

const exportJob = z
  .object({
    id: z.string(),
    state: z.enum(['generating', 'completed', 'failed']),
    part: z.string().nullable().describe('The part being written while generating ("Copies"), else null'),
    partsDone: z.number().int(),
    partsTotal: z.number().int(),
    url: z.string().nullable().describe('A short-lived signed address that downloads the archive without a bearer token'),
    filename: z.string().nullable(),
    size: z.number().int().nullable().describe("The archive's size in bytes, once completed"),
    createdAt: z.string(),
    expiresAt: z.string().describe('When the archive is removed'),
    error: z.string().nullable(),
  })
  .meta({ id: 'AccountExport' });

export const accountExportResponse = envelope(exportJob);
export const latestAccountExportResponse = envelope(exportJob.nullable());
export const accountExportParams = z.object({ id: pathId(ACCOUNT_TEXTS.exportNotFound) });
export const accountExportFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

const project = z.object({ id: z.string(), name: z.string() });
export const accountDeletionResponse = envelope(
  z
    .object({
      ownedProjects: z.array(project.extend({ collaborators: z.number().int() })),
      sharedOwnedProjects: z.number().int(),
      peopleToTell: z.number().int(),
      projectsSharedWithYou: z.array(project.extend({ ownerName: z.string(), role: z.enum(['editor', 'viewer']) })),
      recordings: z.object({ count: z.number().int(), bytes: z.number() }),
      apiTokens: z.number().int(),
      subscription: z.object({ plan: z.string(), interval: z.string(), stripe: z.boolean() }).nullable(),
      twoFactor: z.boolean(),
    })
    .meta({ id: 'AccountDeletionPreview' }),
);
