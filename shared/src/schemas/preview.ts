import { z } from 'zod';
import { bodyObject } from './body';
import { copyGenerateSchema } from './copy';
import { messageGenerateSchema } from './message';

/** POST /message/preview: one candidate line, free (FREE_PREVIEWS_PER_DAY a day), not stored. */
export const messagePreviewSchema = bodyObject(messageGenerateSchema.omit({ count: true }).shape);
export type MessagePreviewInput = z.input<typeof messagePreviewSchema>;

/** POST /copy/preview: one candidate copy, free (FREE_PREVIEWS_PER_DAY a day), not stored. */
export const copyPreviewSchema = bodyObject(copyGenerateSchema.omit({ count: true }).shape);
export type CopyPreviewInput = z.input<typeof copyPreviewSchema>;

/** A preview's answer: the candidate (not stored: no id), and how many free previews are left today. */
export const previewResponse = z
  .object({
    data: z.object({ content: z.string(), hashtags: z.array(z.string()) }),
    remaining: z.number().int().describe('Free previews left today'),
    note: z.string().optional(),
  })
  .meta({ id: 'PreviewAnswer' });
export type PreviewAnswer = z.output<typeof previewResponse>;
