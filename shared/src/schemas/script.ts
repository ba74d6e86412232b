import { z } from 'zod';
import { SCRIPT_SECONDS, type ScriptSeconds } from '../constants/teleprompter';
import { bodyObject, uuidField } from './body';
import { pagingFields } from './project';

export const SCRIPT_TITLE_MAX_LENGTH = 120;
/** About 20 minutes read aloud: longer than any video script, short enough to keep a page fast. */
export const SCRIPT_CONTENT_MAX_LENGTH = 20_000;
/** A script's target length, in seconds, when set by hand. */
export const SCRIPT_TARGET_SECONDS = { min: 5, max: 1800 } as const;

const titleField = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(SCRIPT_TITLE_MAX_LENGTH, `Title must be at most ${SCRIPT_TITLE_MAX_LENGTH} characters`);
const contentField = z
  .string({ error: 'Script must be text' })
  .trim()
  .min(1, 'Write the script first')
  .max(SCRIPT_CONTENT_MAX_LENGTH, `Script must be at most ${SCRIPT_CONTENT_MAX_LENGTH} characters`);
const targetSecondsField = z
  .number({
    error: `targetSeconds must be a whole number of seconds from ${SCRIPT_TARGET_SECONDS.min} to ${SCRIPT_TARGET_SECONDS.max}`,
  })
  .int(
    `targetSeconds must be a whole number of seconds from ${SCRIPT_TARGET_SECONDS.min} to ${SCRIPT_TARGET_SECONDS.max}`,
  )
  .min(
    SCRIPT_TARGET_SECONDS.min,
    `targetSeconds must be a whole number of seconds from ${SCRIPT_TARGET_SECONDS.min} to ${SCRIPT_TARGET_SECONDS.max}`,
  )
  .max(
    SCRIPT_TARGET_SECONDS.max,
    `targetSeconds must be a whole number of seconds from ${SCRIPT_TARGET_SECONDS.min} to ${SCRIPT_TARGET_SECONDS.max}`,
  );

/** POST /script: written (or pasted) by hand. Without targetSeconds, the time it takes to read. */
export const scriptCreateSchema = bodyObject({
  projectId: uuidField('projectId'),
  messageId: uuidField('messageId').optional(),
  title: titleField.default(''),
  content: contentField,
  targetSeconds: targetSecondsField.optional(),
});
export type ScriptCreateInput = z.input<typeof scriptCreateSchema>;

/** PATCH /script/{id}: fields left out keep their value. */
export const scriptUpdateSchema = bodyObject({
  title: titleField.optional(),
  content: contentField.optional(),
  targetSeconds: targetSecondsField.optional(),
});
export type ScriptUpdateInput = z.input<typeof scriptUpdateSchema>;

const secondsError = `seconds must be one of: ${SCRIPT_SECONDS.join(', ')}`;
/** POST /script/generate: costs CREDIT_COSTS.videoScript. */
export const scriptGenerateSchema = bodyObject({
  projectId: uuidField('projectId'),
  messageId: uuidField('messageId').optional(),
  seconds: z.literal(SCRIPT_SECONDS as unknown as [ScriptSeconds, ...ScriptSeconds[]], { error: secondsError }),
});
export type ScriptGenerateInput = z.input<typeof scriptGenerateSchema>;

export const scriptListQuerySchema = z.object({
  ...pagingFields,
  projectId: uuidField('projectId').optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type ScriptListQuery = z.output<typeof scriptListQuerySchema>;
