import { Button, Space, Typography } from 'antd';
import { useId } from 'react';
import { PLATFORM_LABELS, PLATFORM_SHARING, emailParts, type Platform } from '@brandcast/shared';
import { toast } from '@brandcast/shared/client';
import { mailtoLink, shareLinks } from '../utils/share-links';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * How this copy gets to its own platform (PLATFORM_SHARING): its composer prefilled with the text as it is now,
 * Facebook's sharer once there is a link to share, the mail app, or, for the platforms with no web composer,
 * the text copied and the platform opened to paste it.
 */
export function ShareButtons({
  platform,
  text,
  subject,
  linkUrl,
}: {
  platform: Platform;
  text: string;
  subject: string;
  linkUrl: string | null;
}) {
  const noteId = useId();
  const label = PLATFORM_LABELS[platform];
  const { method, open } = PLATFORM_SHARING[platform];

  const copy = () => {
    if (!navigator.clipboard)
      return void toast.error('This browser cannot copy to the clipboard; select the text instead.');
    navigator.clipboard.writeText(text).then(
      () => toast.success(`Copied: paste it into your ${label} post.`),
      () => toast.error('Could not copy to the clipboard; select the text instead.'),
    );
  };

  const note = (words: string) => (
    <Typography.Text id={noteId} type="secondary">
      {words}
    </Typography.Text>
  );

  switch (method) {
    case 'text':
      return (
        <Button href={platform === 'linkedin' ? shareLinks.linkedin(text) : shareLinks.x(text)} {...external}>
          Open in {platform === 'twitter' ? 'X' : label}
        </Button>
      );
    case 'link':
      return (
        <Space orientation="vertical" size={4}>
          {linkUrl ? (
            <Button href={shareLinks.facebook(linkUrl)} {...external} aria-describedby={noteId}>
              Open in {label}
            </Button>
          ) : (
            <Button disabled aria-describedby={noteId}>
              Open in {label}
            </Button>
          )}
          {note(
            linkUrl
              ? `${label} shares the link with its preview; paste the text into the post.`
              : `${label} shares a link, not text: add a tracked link first.`,
          )}
        </Space>
      );
    case 'copy-and-open':
      return (
        <Space orientation="vertical" size={4}>
          <Button href={open} {...external} onClick={copy} aria-describedby={noteId}>
            Copy and open {label}
          </Button>
          {note(`${label} has no way to fill in a post from the web: the text is copied, paste it into your post.`)}
        </Space>
      );
    case 'email': {
      // The subject goes in the subject, once; a mail app has no place for the preview line.
      const email = emailParts(text);
      return <Button href={mailtoLink(subject || email.subject || '', email.body)}>Open in your email app</Button>;
    }
    case 'copy':
      return note('Use Copy to clipboard and paste it into your page.');
  }
}
