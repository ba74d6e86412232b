import { z } from 'zod';
import { COLLABORATOR_ROLES } from '../schemas/collaborator';
import { envelope } from './common';

/** An export of the account's data: preparing part after part, then ready to download until it expires. */
const exportJobSchema = z
  .object({
    id: z.string(),
    state: z.enum(['generating', 'completed', 'failed']),
    part: z.string().nullable().describe('The part being written while generating ("Copies"), else null'),
    partsDone: z.number().int(),
    partsTotal: z.number().int(),
    url: z
      .string()
      .nullable()
      .describe('A short-lived signed address that downloads the archive without a bearer token'),
    filename: z.string().nullable(),
    size: z.number().int().nullable().describe("The archive's size in bytes, once completed"),
    createdAt: z.string(),
    expiresAt: z.string().describe('When the archive is removed'),
    error: z.string().nullable(),
  })
  .meta({ id: 'AccountExport' });
export type AccountExportJob = z.output<typeof exportJobSchema>;

export const accountExportResponse = envelope(exportJobSchema);
export const latestAccountExportResponse = envelope(exportJobSchema.nullable());

const project = z.object({ id: z.string(), name: z.string() });

/**
 * What deleting the account will do, said before it is done (GET /account/deletion): the projects you own are
 * deleted with everything in them (the people they are shared with are told); you leave the projects others own
 * (what you wrote there stays); a paid plan ends (stripe: its Stripe subscription is cancelled, no further charge);
 * twoFactor: the delete asks for an authenticator code too.
 */
const deletionPreviewSchema = z
  .object({
    ownedProjects: z.array(project.extend({ collaborators: z.number().int() })),
    sharedOwnedProjects: z.number().int(),
    peopleToTell: z.number().int(),
    projectsSharedWithYou: z.array(project.extend({ ownerName: z.string(), role: z.enum(COLLABORATOR_ROLES) })),
    recordings: z.object({ count: z.number().int(), bytes: z.number() }),
    apiTokens: z.number().int(),
    subscription: z.object({ plan: z.string(), interval: z.string(), stripe: z.boolean() }).nullable(),
    twoFactor: z.boolean(),
  })
  .meta({ id: 'AccountDeletionPreview' });
export type AccountDeletionPreview = z.output<typeof deletionPreviewSchema>;

export const accountDeletionResponse = envelope(deletionPreviewSchema);
