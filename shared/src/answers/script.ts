import { z } from 'zod';
import { PROVIDER_NAMES } from '../constants/domain';
import { envelope, pageOf, projectRole } from './common';

/**
 * A video script as the API answers it. `content` is plain text; a line starting with `#` names a section
 * (a marker in the prompter, not read aloud).
 */
export const scriptSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    messageId: z
      .string()
      .nullable()
      .describe('The brand message it was written from; null when none (or once it is deleted)'),
    userId: z.string().describe('Who wrote it'),
    title: z.string(),
    content: z.string().describe('Plain text; a line starting with # names a section (not read aloud)'),
    targetSeconds: z.number().int().describe('The length it is meant to run, in seconds'),
    wordCount: z.number().int().min(0).describe('Words read aloud (section names not counted)'),
    estimatedSeconds: z.number().int().min(0).describe('How long it takes to read at 150 words per minute'),
    provider: z.enum(PROVIDER_NAMES).nullable().describe('Which provider wrote it; null when written by hand'),
    providerNote: z
      .string()
      .nullable()
      .describe('Why the built-in provider stood in for the configured model, when it did'),
    role: projectRole("the script's project"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Script' });
export type Script = z.output<typeof scriptSchema>;

export const scriptResponse = envelope(scriptSchema);
export const scriptListResponse = pageOf(z.array(scriptSchema).describe('Newest first'));
