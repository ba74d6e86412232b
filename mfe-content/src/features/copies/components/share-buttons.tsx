import { Button, Space, Typography } from 'antd';
import { useId } from 'react';
import { shareLinks } from '../utils/share-links';

/**
 * The platforms' share composers, prefilled with the text as it is now. Facebook's sharer takes only
 * a URL, so it waits for the copy's tracked link.
 */
export function ShareButtons({ text, linkUrl }: { text: string; linkUrl: string | null }) {
  const facebookNote = useId();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Space orientation="vertical" size={4}>
      <Space wrap>
        <Button href={shareLinks.x(text)} {...external}>
          Open in X
        </Button>
        <Button href={shareLinks.linkedin(text)} {...external}>
          Open in LinkedIn
        </Button>
        {linkUrl ? (
          <Button href={shareLinks.facebook(linkUrl)} {...external}>
            Open in Facebook
          </Button>
        ) : (
          <Button disabled aria-describedby={facebookNote}>
            Open in Facebook
          </Button>
        )}
      </Space>
      {linkUrl ? null : (
        <Typography.Text id={facebookNote} type="secondary">
          Facebook shares a link, not text: add a tracked link first.
        </Typography.Text>
      )}
    </Space>
  );
}
