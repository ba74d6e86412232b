import { CHANNEL_CAPS, channelTextLength } from '../schemas/channel';

describe('channelTextLength: a post counted as its platform counts it', () => {
  it('Mastodon counts a link as 23 characters, however long, and an emoji as one', () => {
    const link = `https://pawsh.example/${'a'.repeat(200)}`;
    expect(channelTextLength('mastodon', `Book now ${link}`)).toBe('Book now '.length + 23);
    expect(channelTextLength('mastodon', '👩‍👩‍👧 family')).toBe(8);
  });

  it('Bluesky counts graphemes, links at their full length', () => {
    expect(channelTextLength('bluesky', 'https://pawsh.example/book')).toBe(26);
    expect(channelTextLength('bluesky', '🐕‍🦺🐕‍🦺')).toBe(2);
    expect(channelTextLength('bluesky', 'é'.normalize('NFD').repeat(CHANNEL_CAPS.bluesky))).toBe(CHANNEL_CAPS.bluesky);
  });
});
