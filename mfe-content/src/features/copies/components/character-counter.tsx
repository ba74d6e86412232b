import { Typography } from 'antd';
import { PLATFORM_CAPS, PLATFORM_LABELS, characterCount, formatNumber, type Platform } from '@brandcast/shared';

/**
 * The post's length as the platform counts it, against its cap. What is counted is what gets shared: the
 * copy plus its tracked link and the hashtags its text does not carry yet, so a copy that fits alone but
 * not with its link says so before it is posted.
 */
export function sharedLengthIssue(shared: string, platform: Platform): string | undefined {
  const count = characterCount(shared, platform);
  const cap = PLATFORM_CAPS[platform];
  if (count <= cap) return undefined;
  return `${PLATFORM_LABELS[platform]} allows ${cap} characters; with its link and hashtags this post has ${count}. Shorten it by ${count - cap} or drop a hashtag.`;
}

export function CharacterCounter({
  id,
  text,
  shared,
  platform,
}: {
  id: string;
  text: string;
  shared: string;
  platform: Platform;
}) {
  const count = characterCount(shared, platform);
  const cap = PLATFORM_CAPS[platform];
  const over = count > cap;
  const extras = shared !== text.trim() ? ' with its link and hashtags' : '';
  return (
    <Typography.Text id={id} type={over ? 'danger' : 'secondary'} aria-live="polite" data-over-cap={over}>
      {`${formatNumber(count)} / ${formatNumber(cap)} characters${extras}${platform === 'twitter' ? ' (X counts a link as 23 and an emoji as 2)' : ''}`}
    </Typography.Text>
  );
}
