import {
  CREDIT_COSTS,
  PLATFORM_CAPS,
  characterCount,
  copyCreateSchema,
  copyScheduleSchema,
  copyUpdateSchema,
  fitsPlatform,
  hashtagsField,
  insufficientCreditsMessage,
  messageCreateSchema,
  messageGenerateSchema,
  messageTestSchema,
  truncateToCap,
} from '../index';

const projectId = '3f0c2a4e-8b1d-4c5e-9f6a-7b8c9d0e1f2a';

describe('characterCount: as each platform counts', () => {
  it('counts code points off X, so an emoji is one character and not two UTF-16 units', () => {
    expect(characterCount('café ☕', 'linkedin')).toBe(6);
    expect(characterCount('👍🏽 ok', 'instagram')).toBe(5);
  });

  it("uses X's weighting: CJK and emoji weigh 2, a URL weighs 23 whatever its length", () => {
    expect(characterCount('hello', 'twitter')).toBe(5);
    expect(characterCount('日本', 'twitter')).toBe(4);
    expect(characterCount('hi 👍', 'twitter')).toBe(5);
    expect(characterCount('👨‍👩‍👧', 'twitter')).toBe(2);
    expect(characterCount('see https://example.com/a/very/long/path/indeed', 'twitter')).toBe(4 + 23);
  });

  it('says whether a text fits the cap as the platform counts it', () => {
    expect(fitsPlatform('a'.repeat(280), 'twitter')).toBe(true);
    expect(fitsPlatform('日'.repeat(141), 'twitter')).toBe(false);
    expect(fitsPlatform('日'.repeat(141), 'linkedin')).toBe(true);
  });
});

describe('truncateToCap with weighted counts', () => {
  it('cuts X text by weight so the result fits, ending in the ellipsis', () => {
    const result = truncateToCap('日'.repeat(200), 'twitter');
    expect(characterCount(result, 'twitter')).toBeLessThanOrEqual(PLATFORM_CAPS.twitter);
    expect(result.endsWith('...')).toBe(true);
    expect(result).toBe('日'.repeat(138) + '...');
  });

  it('never splits an emoji', () => {
    const result = truncateToCap('😀'.repeat(200), 'tiktok');
    expect(result).toBe('😀'.repeat(147) + '...');
  });
});

describe('credits', () => {
  it('tells what an action costs and what is left', () => {
    expect(insufficientCreditsMessage('brandMessage', 20)).toMatch(
      /^Generating a brand message costs 50 credits; you have 20\./,
    );
    expect(insufficientCreditsMessage('splitTest', 0)).toContain(`costs ${CREDIT_COSTS.splitTest} credits`);
  });
});

describe('message schemas', () => {
  it('defaults a generation to the spec’s three variations and bounds count', () => {
    expect(messageGenerateSchema.parse({ projectId, type: 'tagline' }).count).toBe(3);
    expect(messageGenerateSchema.safeParse({ projectId, type: 'tagline', count: 6 }).error?.issues[0]?.message).toBe(
      'count must be a whole number from 1 to 5',
    );
  });

  it('refuses an empty message and an unknown type with messages a person can act on', () => {
    const result = messageCreateSchema.safeParse({ projectId, type: 'slogan', content: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'type must be one of: tagline, value_proposition',
      'Write the message first',
    ]);
  });

  it('accepts only web addresses as split-test targets', () => {
    expect(messageTestSchema.parse(undefined)).toEqual({});
    expect(messageTestSchema.safeParse({ targetUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(messageTestSchema.parse({ targetUrl: 'https://northwind.example/shop' }).targetUrl).toBe(
      'https://northwind.example/shop',
    );
  });
});

describe('copy schemas', () => {
  it('refuses a hand-written copy beyond its cap, naming the platform, the cap and the length', () => {
    const result = copyCreateSchema.safeParse({ projectId, platform: 'twitter', content: 'x'.repeat(281) });
    expect(result.error?.issues[0]?.message).toBe(
      'X (Twitter) allows 280 characters; this copy has 281. Shorten it by 1.',
    );
    expect(copyCreateSchema.safeParse({ projectId, platform: 'linkedin', content: 'x'.repeat(281) }).success).toBe(
      true,
    );
  });

  it('writes hashtags as #word, without duplicates in any case', () => {
    expect(hashtagsField.parse(['coffee', '#Coffee', '#beans', 'beans'])).toEqual(['#coffee', '#beans']);
    expect(hashtagsField.safeParse(['two words']).error?.issues[0]?.message).toBe(
      'A hashtag is # followed by letters, digits or underscores, like #coffee',
    );
  });

  it('refuses negative performance numbers and a schedule without a time zone', () => {
    expect(copyUpdateSchema.safeParse({ performance: { views: -1 } }).error?.issues[0]?.message).toBe(
      "views can't be negative",
    );
    expect(copyScheduleSchema.safeParse({ scheduledDate: '2026-12-01 09:00' }).success).toBe(false);
    expect(copyScheduleSchema.safeParse({ scheduledDate: '2026-12-01T09:00:00+01:00' }).success).toBe(true);
  });
});
