import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/app';
import {
  PROJECT_DETAIL_FIELDS,
  PROJECT_SORT_FIELDS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectDetailField,
} from '../constants/domain';
import { bodyObject } from './body';

export const BUSINESS_NAME_MAX_LENGTH = 120;
export const DETAIL_MAX_LENGTH = 1000;
export const SEARCH_MAX_LENGTH = 200;

export const PROJECT_DETAIL_LABELS: Record<ProjectDetailField, string> = {
  businessName: 'Business name',
  whatYouSell: 'What you sell',
  whoYouSellTo: 'Who you sell to',
  problemYouSolve: 'Problem you solve',
  uniqueValue: 'Unique value',
  priceRange: 'Price range',
  businessGoal: 'Business goal',
  location: 'Location',
  businessStage: 'Business stage',
};

const detailField = (field: ProjectDetailField) => {
  const max = field === 'businessName' ? BUSINESS_NAME_MAX_LENGTH : DETAIL_MAX_LENGTH;
  const label = PROJECT_DETAIL_LABELS[field];
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
};

/** The nine brand fields. Every one is optional text; spec: missing fields default to empty text. */
export const projectDetailsSchema = bodyObject(
  Object.fromEntries(PROJECT_DETAIL_FIELDS.map((f) => [f, detailField(f).default('')])) as {
    [K in ProjectDetailField]: z.ZodDefault<ReturnType<typeof detailField>>;
  },
);
export type ProjectDetails = z.output<typeof projectDetailsSchema>;

/** The same fields, for a partial update: a field left out keeps its stored value. */
export const projectDetailsPatchSchema = bodyObject(
  Object.fromEntries(PROJECT_DETAIL_FIELDS.map((f) => [f, detailField(f).optional()])) as {
    [K in ProjectDetailField]: z.ZodOptional<ReturnType<typeof detailField>>;
  },
);

/** A calendar date, YYYY-MM-DD, or null to clear it. */
export const dueDateSchema = z.iso.date({ error: 'Due date must be a date like 2026-12-31' }).nullable();

export const projectCreateSchema = bodyObject({
  details: projectDetailsSchema.default(() => projectDetailsSchema.parse({})),
  voice: z.lazy(() => brandVoiceSchema).optional(),
  type: z.enum(PROJECT_TYPES, { error: `Type must be one of: ${PROJECT_TYPES.join(', ')}` }).optional(),
  dueDate: dueDateSchema.optional(),
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;

export const projectUpdateSchema = bodyObject({
  details: projectDetailsPatchSchema.optional(),
  /** A voice sent replaces the stored one (its parts left out are neutral). */
  voice: z.lazy(() => brandVoiceSchema).optional(),
  public: z.boolean({ error: 'public must be true or false' }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: `Status must be one of: ${PROJECT_STATUSES.join(', ')}` }).optional(),
  type: z.enum(PROJECT_TYPES, { error: `Type must be one of: ${PROJECT_TYPES.join(', ')}` }).optional(),
  dueDate: dueDateSchema.optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

/** `sort` is a field name, with a leading '-' for descending: `-updatedAt` (the default). */
export const PROJECT_SORT_VALUES = PROJECT_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);

/** `page` and `size` of every paged list (projects, messages, copies). */
export const pagingFields = {
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  size: z.coerce
    .number({ error: `size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

export const projectListQuerySchema = z.object({
  ...pagingFields,
  status: z.enum(PROJECT_STATUSES, { error: `status must be one of: ${PROJECT_STATUSES.join(', ')}` }).optional(),
  type: z.enum(PROJECT_TYPES, { error: `type must be one of: ${PROJECT_TYPES.join(', ')}` }).optional(),
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  sort: z
    .enum(PROJECT_SORT_VALUES as [string, ...string[]], {
      error: `sort must be one of: ${PROJECT_SORT_VALUES.join(', ')}`,
    })
    .default('-updatedAt'),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const BRAND_VOICE_WORDS_MAX = 20;

const voiceWords = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .min(1, `${label} cannot be empty`)
        .max(40, `${label} must be at most 40 characters each`),
      {
        error: `${label} must be a list of words`,
      },
    )
    .max(BRAND_VOICE_WORDS_MAX, `${label}: at most ${BRAND_VOICE_WORDS_MAX}`);

/**
 * A project's brand voice, followed by both writers: tone on two scales (0 formal … 100 casual,
 * 0 serious … 100 playful; 50 is neutral) and words to use and to avoid.
 */
export const brandVoiceSchema = bodyObject({
  formality: z
    .number({ error: 'formality must be a number from 0 to 100' })
    .int('formality must be a whole number')
    .min(0)
    .max(100)
    .default(50),
  playfulness: z
    .number({ error: 'playfulness must be a number from 0 to 100' })
    .int('playfulness must be a whole number')
    .min(0)
    .max(100)
    .default(50),
  wordsToUse: voiceWords('Words to use').default([]),
  wordsToAvoid: voiceWords('Words to avoid').default([]),
});
export type BrandVoice = z.output<typeof brandVoiceSchema>;
export const BRAND_VOICE_DEFAULT: BrandVoice = { formality: 50, playfulness: 50, wordsToUse: [], wordsToAvoid: [] };
