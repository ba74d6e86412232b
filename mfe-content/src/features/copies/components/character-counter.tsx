import { Typography } from 'antd';
import { PLATFORM_CAPS, PLATFORM_LABELS, characterCount, overCapMessage, type Platform } from '@brandcast/shared';

/** The length as the platform counts it, against its cap; past the cap it says by how much. */
export function CharacterCounter({ id, text, platform }: { id: string; text: string; platform: Platform }) {
  const count = characterCount(text, platform);
  const cap = PLATFORM_CAPS[platform];
  const over = count > cap;
  return (
    <Typography.Text id={id} type={over ? 'danger' : 'secondary'} aria-live="polite" data-over-cap={over}>
      {over
        ? overCapMessage(PLATFORM_LABELS[platform], cap, count)
        : `${count.toLocaleString()} / ${cap.toLocaleString()} characters${platform === 'twitter' ? ' (X counts a link as 23 and an emoji as 2)' : ''}`}
    </Typography.Text>
  );
}
