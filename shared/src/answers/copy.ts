import { z } from 'zod';
import {
  COPY_FORMATS,
  COPY_STATUSES,
  PERFORMANCE_FIELDS,
  PROVIDER_NAMES,
  type PerformanceField,
} from '../constants/domain';
import { PLATFORMS, type Platform } from '../constants/platforms';
import { envelope, pageOf, projectRole } from './common';
import { generationNote } from './message';

const count = z.number().int().min(0);

const performanceSchema = z.object({
  ...(Object.fromEntries(PERFORMANCE_FIELDS.map((field) => [field, count])) as Record<PerformanceField, typeof count>),
  lastUpdated: z.string().nullable().describe('When performance numbers were last entered or imported'),
});
export type CopyPerformance = z.output<typeof performanceSchema>;

/** A copy's tracked link: clicks on it are added to performance.clicks as they happen. */
export const copyLinkAnswerSchema = z
  .object({
    code: z.string(),
    url: z.string().describe('The short link to share: {APP_URL}/r/{code}'),
    targetUrl: z.string(),
    clicks: z.number().int().describe('Clicks on this link (they are also added to performance.clicks)'),
  })
  .meta({ id: 'CopyLink' });
export type CopyLink = z.output<typeof copyLinkAnswerSchema>;

/** A copy as the API answers it (spec section 3, plus who wrote it and the caller's role). */
export const copySchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    messageId: z.string().nullable(),
    userId: z.string().describe('Who wrote it'),
    platform: z.enum(PLATFORMS as [Platform, ...Platform[]]),
    format: z.enum(COPY_FORMATS),
    title: z.string(),
    content: z.string(),
    hashtags: z.array(z.string()),
    characterCount: z.number().int().describe("The length as the platform counts it (X's weighted count for twitter)"),
    status: z.enum(COPY_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    scheduledDate: z.string().nullable(),
    performance: performanceSchema,
    link: copyLinkAnswerSchema.nullable(),
    provider: z.enum(PROVIDER_NAMES).nullable().describe('Which provider wrote it; null when written by hand'),
    providerNote: z.string().nullable().describe('Why the built-in provider stood in for the model, when it did'),
    role: projectRole("the copy's project"),
  })
  .meta({ id: 'Copy' });
export type Copy = z.output<typeof copySchema>;

export const copyResponse = envelope(copySchema);
export const copiesResponse = envelope(z.array(copySchema));
export const copiesGenerateResponse = z.object({ data: z.array(copySchema), note: generationNote });
export const copyListResponse = pageOf(z.array(copySchema));

export const performanceImportResponse = envelope(
  z.object({
    updated: z.number().int().describe('Rows applied'),
    skipped: z.array(z.object({ id: z.string(), reason: z.string() })).describe('Rows not applied, and why'),
  }),
);
