import { z } from 'zod';
import { MESSAGE_STATUSES, MESSAGE_TYPES, PROVIDER_NAMES } from '../constants/domain';
import { envelope, pageOf, projectRole } from './common';

/** One measured part behind a metric (see @brandcast/shared/scoring). */
const scorePartSchema = z.object({
  name: z.string().describe('What was measured, e.g. "Reading ease"'),
  value: z.number().describe('The measurement itself'),
  effect: z.number().describe('Points it added to (or took from) the metric'),
  explanation: z.string(),
});
export type MessageScorePart = z.output<typeof scorePartSchema>;

const metricsSchema = z.object({
  clarity: z.number().int().min(0).max(100),
  impact: z.number().int().min(0).max(100),
  memorability: z.number().int().min(0).max(100),
});

const variantSchema = z.object({
  id: z.string(),
  content: z.string(),
  provider: z.enum(PROVIDER_NAMES).nullable(),
  createdAt: z.string(),
});
export type MessageVariant = z.output<typeof variantSchema>;

/** One split-test arm: the message itself (variantId null) or one variant, with its tracked link. */
const splitTestLinkSchema = z.object({
  variantId: z.string().nullable().describe('null: the message itself'),
  label: z.string(),
  content: z.string(),
  code: z.string(),
  url: z.string().describe('The short link to share: {APP_URL}/r/{code}'),
  targetUrl: z.string(),
  clicks: z.number().int().min(0),
});
export type SplitTestLink = z.output<typeof splitTestLinkSchema>;

const testResultsSchema = z.object({
  startedAt: z.string(),
  links: z.array(splitTestLinkSchema).describe('One per arm: the message, then each variant'),
  totalClicks: z.number().int().min(0),
  leaderVariantId: z
    .string()
    .nullable()
    .optional()
    .describe(
      'The arm with the most clicks: a variant id, or null for the message itself; absent on a tie or without clicks',
    ),
});
export type MessageTestResults = z.output<typeof testResultsSchema>;

/** A brand message as the API answers it (spec section 3, plus who wrote it and the caller's role). */
export const messageSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    userId: z.string().describe('Who wrote it'),
    type: z.enum(MESSAGE_TYPES),
    title: z.string(),
    content: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    score: z.number().int().min(0).max(100).describe('floor(mean of the three metrics); 0 until tested'),
    metrics: metricsSchema,
    scoreParts: z
      .object({
        clarity: z.array(scorePartSchema),
        impact: z.array(scorePartSchema),
        memorability: z.array(scorePartSchema),
      })
      .nullable()
      .describe('The measured parts behind each metric; null until tested'),
    variants: z.array(variantSchema),
    testResults: testResultsSchema.nullable().describe('The split test and its clicks per arm; null until tested'),
    provider: z.enum(PROVIDER_NAMES).nullable().describe('Which provider wrote the content; null when written by hand'),
    providerNote: z
      .string()
      .nullable()
      .describe('Why the built-in provider stood in for the configured model, when it did'),
    role: projectRole("the message's project"),
    testedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof messageSchema>;

export const messageResponse = envelope(messageSchema);
export const messageArrayResponse = envelope(z.array(messageSchema));

/** Why a generation wrote fewer than asked, for the user: the writer returns fewer rather than filler. */
export const generationNote = z
  .string()
  .optional()
  .describe(
    'Present when fewer than `count` came back: how many strong ones the brand fields gave, and which fields to fill for more',
  );

export const messageGenerateResponse = z.object({ data: z.array(messageSchema), note: generationNote });
export const messageListResponse = pageOf(z.array(messageSchema).describe('Newest first'));
