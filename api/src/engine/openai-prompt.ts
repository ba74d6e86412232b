/*
 * What the OpenAI-compatible writer asks: the system prompt, the brief, the rules per kind and platform, the
 * structured-output format, and the check that an answer's text is usable.
 */
import { PLATFORM_CAPS, PLATFORM_LABELS, type Platform } from '@brandcast/shared';
import { brandOf } from './brand';
import { HASHTAGS_PER_PLATFORM } from './built-in/platforms';
import { MAX_WORDS } from './defects';
import { craftReading } from './craft/model-brief';
import type { EngineProject } from './types';
import { describeVoice } from './voice';

export const SYSTEM_PROMPT = [
  'You are the copywriter of Brandcast, writing brand messages and marketing copy for a small business.',
  'Write in plain, specific English for the business described. Never invent facts the brief does not give',
  '(no made-up numbers, prices, awards or customers). Never leave a placeholder such as [Name] or {audience}.',
  'Answer with one JSON object only, no commentary and no code fence.',
].join(' ');

const PLACEHOLDER = /\{[^}]*\}|\[[^\]]*\]|\bundefined\b|\bnull\b|\bNaN\b|lorem ipsum/i;

export function usable(text: string): boolean {
  return /\p{L}/u.test(text) && !PLACEHOLDER.test(text);
}

export function brief(project: EngineProject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(project.details ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
}

/**
 * The business as the built-in writer reads it (fields.ts: case restored, first person turned into the
 * brand, filler dropped, phrases whole), then the voice: what the model writes from.
 */
export function briefFor(project: EngineProject): string {
  const b = brandOf(project);
  const goal = project.details?.businessGoal?.trim();
  const lines = [
    b.name && `Business name: ${b.name}`,
    b.offer && `What it sells: ${b.offer.doing ? `${b.name ?? 'it'} ${b.offer.doing}` : b.offer.phrase}`,
    b.audience && `Who it is for: ${b.audience}`,
    b.problem && `The problem it solves: ${b.problem}`,
    b.value.length > 0 && `What sets it apart: ${b.value.map((v) => v.text).join('; ')}`,
    b.price && `Price: ${b.price}`,
    (b.location || b.online) && `Where: ${[b.location, b.online ? 'online' : null].filter(Boolean).join(', ')}`,
    b.stage &&
      `Stage: ${b.stage === 'prelaunch' ? 'not launched yet' : b.stage === 'new' ? 'just launched' : 'growing'}`,
    goal && `Business goal (for the call to action only): ${goal}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\nBrand voice: ${describeVoice(project.voice)}\n\n${craftReading(project)}`;
}

/** How each kind is written, the limits the filter after will hold the model to. */
export const MESSAGE_RULES = {
  tagline: `Taglines of at most ${MAX_WORDS.tagline} words that turn a fact of this business into what the reader gets or stops putting up with, each with another device; a line to remember, never a price list or the call to action ("Order yours", "Call us").`,
  value_proposition: `Value propositions of at most ${MAX_WORDS.value_proposition} words: what the reader gets, from whom, and the proof that makes it believable, said to the reader, each from a different angle (benefit, problem, audience, proof, place, price) and device; one plain sentence or two, never the call to action.`,
} as const;

export const CRAFT =
  'Every line says something only this business could say, using its facts as given. No filler any business could sign ' +
  '("Meet us", "Say hello", "at your service", "here to help", "quality you can trust"), no repeated phrase, no question as a tagline.';

/** A platform's conventions and limits, for the prompt. */
export function platformRules(platform: Platform): string {
  const tags = HASHTAGS_PER_PLATFORM[platform];
  const conventions: Record<Platform, string> = {
    twitter: 'one idea in a line or two that earns the click, then the call to action; no emoji',
    instagram:
      'a caption that reads with an image: a hook line, two to four short lines, a call to action ending "link in bio"',
    facebook: 'a hook, a short paragraph and a call to action',
    linkedin:
      'a hook line, then a short story or a point of view in the brand\'s voice in two or three short paragraphs, then one call to action; no stock headings ("In short:", "Why it matters:") and no stock questions ("What would you add?")',
    tiktok: 'a caption whose first words hook as the first three seconds of the video would, and a call to action',
    youtube: 'a video description: a hook, what the video shows, and a call to action',
    email:
      'starts "Subject: …" (under 50 characters) then "Preview: …" (a line that adds to the subject and that the body does not repeat), a greeting, a body of 50 to 120 words with one ask, and a sign-off from the team',
    website: 'a headline, a sub-headline, a short list of benefits and a call to action',
  };
  return `${PLATFORM_LABELS[platform]}: ${conventions[platform]}; at most ${PLATFORM_CAPS[platform]} characters including hashtags; ${tags > 0 ? `${tags} hashtags, nouns from the business's category, never words from the problem` : 'no hashtags'}.`;
}

/** A structured-output `response_format` (json_schema), as the endpoint takes it. */
export interface ResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: object };
}

/** Structured output: the model answers a list of candidates, each with its text (and, for copies, hashtags). */
export function candidatesFormat(withHashtags: boolean) {
  const item = {
    type: 'object',
    properties: {
      angle: {
        type: 'string',
        description: 'The angle it takes: benefit, outcome, problem, audience, proof, place, price, founder',
      },
      device: { type: 'string', description: 'The device it uses, from the list in the brief' },
      content: { type: 'string' },
      ...(withHashtags ? { hashtags: { type: 'array', items: { type: 'string' } } } : {}),
    },
    required: ['angle', 'device', 'content', ...(withHashtags ? ['hashtags'] : [])],
    additionalProperties: false,
  };
  return {
    type: 'json_schema',
    json_schema: {
      name: 'candidates',
      strict: true,
      schema: {
        type: 'object',
        properties: { items: { type: 'array', items: item } },
        required: ['items'],
        additionalProperties: false,
      },
    },
  } as const;
}
