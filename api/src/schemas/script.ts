import { z } from 'zod';
import { PROVIDER_NAMES, type Script } from '@brandcast/shared';
import { NOT_FOUND } from '../lib/domain-errors';
import { envelope, pageOf, pathId } from './common';

export const scriptSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    messageId: z.string().nullable().describe('The brand message it was written from; null when none (or once it is deleted)'),
    userId: z.string().describe('Who wrote it'),
    title: z.string(),
    content: z.string().describe('Plain text; a line starting with # names a section (not read aloud)'),
    targetSeconds: z.number().int().describe('The length it is meant to run, in seconds'),
    wordCount: z.number().int().min(0).describe('Words read aloud (section names not counted)'),
    estimatedSeconds: z.number().int().min(0).describe('How long it takes to read at 150 words per minute'),
    provider: z.enum(PROVIDER_NAMES).nullable().describe('Which provider wrote it; null when written by hand'),
    providerNote: z.string().nullable().describe('Why the built-in provider stood in for the configured model, when it did'),
    role: z.enum(['owner', 'editor', 'viewer']).describe("The caller's role on the script's project"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Script' });

// The answer and the shared type must not drift apart.
const _sameScript: z.output<typeof scriptSchema> = {} as Script;
void _sameScript;

export const scriptResponse = envelope(scriptSchema);
export const scriptListResponse = pageOf(z.array(scriptSchema).describe('Newest first'));
export const scriptParams = z.object({ id: pathId(NOT_FOUND.script) });
