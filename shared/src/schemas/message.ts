import { z } from 'zod';
import { DEFAULT_VARIATIONS } from '../constants/app';
import { MESSAGE_STATUSES, MESSAGE_TYPES } from '../constants/domain';
import { pagingFields } from './project';
import { bodyObject, uuidField } from './body';

export const MESSAGE_TITLE_MAX_LENGTH = 120;
export const MESSAGE_CONTENT_MAX_LENGTH = 1000;
/** At most this many candidates (messages, variants, copies) per generation request. */
export const MAX_GENERATE_COUNT = 5;
export const MAX_VARIANTS = 10;

const typeField = z.enum(MESSAGE_TYPES, { error: `type must be one of: ${MESSAGE_TYPES.join(', ')}` });
const statusField = z.enum(MESSAGE_STATUSES, { error: `status must be one of: ${MESSAGE_STATUSES.join(', ')}` });
const titleField = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(MESSAGE_TITLE_MAX_LENGTH, `Title must be at most ${MESSAGE_TITLE_MAX_LENGTH} characters`);
const contentField = z
  .string({ error: 'Message must be text' })
  .trim()
  .min(1, 'Write the message first')
  .max(MESSAGE_CONTENT_MAX_LENGTH, `Message must be at most ${MESSAGE_CONTENT_MAX_LENGTH} characters`);
export const countField = (max: number, fallback: number) =>
  z
    .number({ error: `count must be a whole number from 1 to ${max}` })
    .int(`count must be a whole number from 1 to ${max}`)
    .min(1, `count must be a whole number from 1 to ${max}`)
    .max(max, `count must be a whole number from 1 to ${max}`)
    .default(fallback);

export const TARGET_URL_MAX_LENGTH = 2000;

/**
 * A link target: an http(s) URL, kept as its normalised href (WHATWG URL): a path or host in another script is
 * percent-encoded or punycode, since a redirect's Location header takes only ASCII.
 */
export const targetUrlField = z
  .url({ protocol: /^https?$/, error: 'The link must be a web address starting with http:// or https://' })
  .max(TARGET_URL_MAX_LENGTH, `The link must be at most ${TARGET_URL_MAX_LENGTH} characters`)
  .transform((value) => new URL(value).href)
  .pipe(
    z
      .string()
      .max(
        TARGET_URL_MAX_LENGTH,
        `The link must be at most ${TARGET_URL_MAX_LENGTH} characters once written for the web (a character outside A-Z, digits and punctuation takes 3 to 12)`,
      ),
  );

/** POST /message: written by hand. New messages are drafts with score 0. */
export const messageCreateSchema = bodyObject({
  projectId: uuidField('projectId'),
  type: typeField,
  title: titleField.default(''),
  content: contentField,
});
export type MessageCreateInput = z.input<typeof messageCreateSchema>;

/** PATCH /message/{id}: fields left out keep their value; status changes go through the transitions. */
export const messageUpdateSchema = bodyObject({
  type: typeField.optional(),
  title: titleField.optional(),
  content: contentField.optional(),
});
export type MessageUpdateInput = z.input<typeof messageUpdateSchema>;

/** POST /message/generate: costs CREDIT_COSTS.brandMessage per request. */
export const messageGenerateSchema = bodyObject({
  projectId: uuidField('projectId'),
  type: typeField,
  count: countField(MAX_GENERATE_COUNT, DEFAULT_VARIATIONS),
});
export type MessageGenerateInput = z.input<typeof messageGenerateSchema>;

/** POST /message/{id}/variants */
export const messageVariantsSchema = bodyObject({ count: countField(MAX_GENERATE_COUNT, DEFAULT_VARIATIONS) }).default({
  count: DEFAULT_VARIATIONS,
});

/**
 * POST /message/{id}/test: the split test's links lead to targetUrl (default: the project's public page,
 * which a private project shows only with makeProjectPublic: SPLIT_TEST_TARGET_REQUIRED).
 */
export const messageTestSchema = bodyObject({
  targetUrl: targetUrlField.optional(),
  /** The owner's consent to make a private project's public page public, for links without a targetUrl. */
  makeProjectPublic: z.boolean({ error: 'makeProjectPublic must be true or false' }).optional(),
}).default({});

export const messageListQuerySchema = z.object({
  ...pagingFields,
  projectId: uuidField('projectId').optional(),
  status: statusField.optional(),
  type: z.enum(MESSAGE_TYPES, { error: `type must be one of: ${MESSAGE_TYPES.join(', ')}` }).optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
