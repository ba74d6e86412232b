import { z } from 'zod';
import { characterCount, overCapMessage } from '../platform-rules';
import {
  COPY_FORMATS,
  COPY_STATUSES,
  PERFORMANCE_FIELDS,
  type CopyStatus,
  type PerformanceField,
} from '../constants/domain';
import {
  COPY_CONTENT_MAX_LENGTH,
  PLATFORM_CAPS,
  PLATFORM_LABELS,
  PLATFORMS,
  type Platform,
} from '../constants/platforms';
import { countField, MAX_GENERATE_COUNT, targetUrlField } from './message';
import { pagingFields } from './project';
import { bodyObject, uuidField } from './body';

export const COPY_TITLE_MAX_LENGTH = 120;
export const HASHTAG_MAX_LENGTH = 60;
export const MAX_HASHTAGS = 30;
/** Performance numbers stay below this (a PostgreSQL integer). */
export const PERFORMANCE_MAX = 2_000_000_000;

const platformField = z.enum(PLATFORMS as [Platform, ...Platform[]], {
  error: `platform must be one of: ${PLATFORMS.join(', ')}`,
});
const formatField = z.enum(COPY_FORMATS, { error: `format must be one of: ${COPY_FORMATS.join(', ')}` });
const titleField = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(COPY_TITLE_MAX_LENGTH, `Title must be at most ${COPY_TITLE_MAX_LENGTH} characters`);
/** Past COPY_CONTENT_MAX_LENGTH: said by the API and by the editor before it sends. */
export const COPY_CONTENT_TOO_LONG = `A copy must be at most ${COPY_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters (the largest platform's cap with room for an edit)`;
const contentField = z
  .string({ error: 'Copy must be text' })
  .max(COPY_CONTENT_MAX_LENGTH, COPY_CONTENT_TOO_LONG)
  .trim()
  .min(1, 'Write the copy first');

/** `#word` each: letters, digits and underscores; a missing '#' is added; duplicates (any case) dropped. */
export const hashtagsField = z
  .array(
    z
      .string({ error: 'Each hashtag must be text' })
      .trim()
      .transform((tag) => (tag.startsWith('#') ? tag : `#${tag}`))
      .pipe(
        z
          .string()
          .max(HASHTAG_MAX_LENGTH, `A hashtag must be at most ${HASHTAG_MAX_LENGTH} characters`)
          .regex(/^#[\p{L}\p{N}_]+$/u, 'A hashtag is # followed by letters, digits or underscores, like #coffee'),
      ),
    { error: 'hashtags must be a list of words' },
  )
  .max(MAX_HASHTAGS, `At most ${MAX_HASHTAGS} hashtags`)
  .transform((tags) => dedupeHashtags(tags));

export function dedupeHashtags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy written or edited by hand must fit its platform's cap, counted as the platform counts. */
export function capIssue(content: string, platform: Platform): string | undefined {
  // Longer than any copy may be: the field's own limit says so, and the text is not read.
  if (content.length > COPY_CONTENT_MAX_LENGTH) return undefined;
  const count = characterCount(content, platform);
  const cap = PLATFORM_CAPS[platform];
  return count > cap ? overCapMessage(PLATFORM_LABELS[platform], cap, count) : undefined;
}

/** POST /copy: written by hand, a draft. */
export const copyCreateSchema = bodyObject({
  projectId: uuidField('projectId'),
  messageId: uuidField('messageId').nullable().optional(),
  platform: platformField,
  format: formatField.default('post'),
  title: titleField.default(''),
  content: contentField,
  hashtags: hashtagsField.default([]),
}).superRefine((copy, ctx) => {
  const issue = capIssue(copy.content, copy.platform);
  if (issue) ctx.addIssue({ code: 'custom', path: ['content'], message: issue });
});
export type CopyCreateInput = z.input<typeof copyCreateSchema>;

const performanceFields = Object.fromEntries(
  PERFORMANCE_FIELDS.map((field) => [
    field,
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(0, `${field} can't be negative`)
      .max(PERFORMANCE_MAX, `${field} is too large`)
      .optional(),
  ]),
) as Record<PerformanceField, z.ZodOptional<z.ZodNumber>>;
const performancePatch = bodyObject(performanceFields);

/**
 * PATCH /copy/{id}: fields left out keep their value. The cap is checked on the server against the
 * copy's (possibly new) platform; status changes go through the transitions.
 */
export const copyUpdateSchema = bodyObject({
  platform: platformField.optional(),
  format: formatField.optional(),
  title: titleField.optional(),
  content: contentField.optional(),
  hashtags: hashtagsField.optional(),
  performance: performancePatch.optional(),
});
export type CopyUpdateInput = z.input<typeof copyUpdateSchema>;

/** POST /copy/generate: costs CREDIT_COSTS.copyGeneration per request. */
export const copyGenerateSchema = bodyObject({
  projectId: uuidField('projectId'),
  messageId: uuidField('messageId').nullable().optional(),
  platform: platformField,
  format: formatField.default('post'),
  count: countField(MAX_GENERATE_COUNT, 1),
});
export type CopyGenerateInput = z.input<typeof copyGenerateSchema>;

/** POST /copy/{id}/adapt */
export const copyAdaptSchema = bodyObject({ platform: platformField });

/** POST /copy/{id}/schedule: a moment in the future (ISO 8601 with a time zone). */
export const copyScheduleSchema = bodyObject({
  scheduledDate: z.iso.datetime({
    offset: true,
    error: 'scheduledDate must be a date and time like 2026-12-31T09:00:00Z',
  }),
});

/** POST /copy/{id}/link: a tracked link to the page the copy points at. */
export const copyLinkSchema = bodyObject({ targetUrl: targetUrlField });

/**
 * The day an imported row's numbers were counted (a CSV's own date column): YYYY-MM-DD (taken at midday UTC)
 * or a date and time with its zone; never in the future. Without it, the import's own time.
 */
export const performanceDateField = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'date must be a day like 2026-03-31 or a date and time like 2026-03-31T09:00:00Z',
  })
  .transform((value) => (value.length === 10 ? `${value}T12:00:00Z` : value))
  .refine((value) => Date.parse(value) <= Date.now() + 60_000, { error: 'date must not be in the future' });

/** POST /copy/performance/import: rows from a CSV export, matched by copy id. */
export const copyPerformanceImportSchema = bodyObject({
  rows: z
    .array(bodyObject({ id: uuidField('id'), ...performanceFields, date: performanceDateField.optional() }), {
      error: 'rows must be a list',
    })
    .min(1, 'The file has no rows to import')
    .max(1000, 'Import at most 1000 rows at a time'),
});
export type CopyPerformanceImport = z.input<typeof copyPerformanceImportSchema>;

export const copyListQuerySchema = z.object({
  ...pagingFields,
  projectId: uuidField('projectId').optional(),
  messageId: uuidField('messageId').optional(),
  status: z.enum(COPY_STATUSES, { error: `status must be one of: ${COPY_STATUSES.join(', ')}` }).optional(),
  platform: platformField.optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type CopyListQuery = z.output<typeof copyListQuerySchema>;

export type { CopyStatus };
