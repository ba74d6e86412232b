import type { BrandVoice } from './types';

/** The voice's tone on its two scales, 50 when unset: casual above 65, formal below 35. */
export function tone(voice: BrandVoice | null | undefined): {
  casual: boolean;
  formal: boolean;
  playful: boolean;
  serious: boolean;
} {
  const formality = voice?.formality ?? 50;
  const playfulness = voice?.playfulness ?? 50;
  return { casual: formality > 65, formal: formality < 35, playful: playfulness > 65, serious: playfulness < 35 };
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bit is\b/gi, "it's"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\byou will\b/gi, "you'll"],
];

/** A text in the project's voice: contractions for a casual voice, none for a formal one. */
export function applyVoice(text: string, voice: BrandVoice | null | undefined): string {
  const { casual, formal } = tone(voice);
  let out = text;
  if (casual)
    for (const [full, short] of CONTRACTIONS)
      out = out.replace(full, (m) =>
        m[0] === m[0]!.toUpperCase() ? short.charAt(0).toUpperCase() + short.slice(1) : short,
      );
  if (formal) {
    for (const [full, short] of CONTRACTIONS) {
      const expanded = full.source.replace(/\\b/g, '');
      out = out.replace(new RegExp(`\\b${short.replace("'", "['’]")}\\b`, 'gi'), (m) =>
        m[0] === m[0]!.toUpperCase() ? expanded.charAt(0).toUpperCase() + expanded.slice(1) : expanded,
      );
    }
  }
  return out;
}

/** The voice for a model's prompt, in words. */
export function describeVoice(voice: BrandVoice | null | undefined): string {
  const { casual, formal, playful, serious } = tone(voice);
  const parts = [
    formal
      ? 'formal (no contractions, no slang)'
      : casual
        ? 'casual (contractions, everyday words)'
        : 'neither stiff nor chatty',
    playful
      ? 'playful (wit welcome, an emoji where the platform expects one)'
      : serious
        ? 'serious (no jokes, no emoji)'
        : 'warm but plain',
  ];
  const use = voice?.wordsToUse?.length ? ` Use where natural: ${voice.wordsToUse.join(', ')}.` : '';
  const avoid = voice?.wordsToAvoid?.length ? ` Never use: ${voice.wordsToAvoid.join(', ')}.` : '';
  return `Tone: ${parts.join('; ')}.${use}${avoid}`;
}
