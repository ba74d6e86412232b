import { theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PLATFORM_LABELS, copyTextParts, emailParts, type Platform } from '@brandcast/shared';

export interface CopyPreviewProps {
  platform: Platform;
  title: string;
  content: string;
  hashtags: string[];
  projectName: string;
  linkUrl?: string | null;
}

const handleOf = (name: string) => `@${name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'yourbrand'}`;

/** Roughly how the platform shows the copy: enough to judge length, line breaks and hashtags. */
export function CopyPreview(props: CopyPreviewProps) {
  const { token } = theme.useToken();
  const { platform, title, projectName } = props;
  // The text as it is shared, composed as the clipboard and the counter compose it: the hashtags are the list's.
  const {
    body: content,
    link: linkUrl,
    hashtags,
  } = copyTextParts(props.content, props.hashtags, platform, props.linkUrl);
  const frame: CSSProperties = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    padding: 12,
  };
  // An email's subject and preview lines are its envelope, shown as a mail app shows them, not as its first lines.
  const email = platform === 'email' ? emailParts(content) : null;
  const body = (
    <>
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{email ? email.body : content}</div>
      {linkUrl ? <div style={{ color: token.colorLink, overflowWrap: 'anywhere' }}>{linkUrl}</div> : null}
      {hashtags.length ? <div style={{ color: token.colorLink, marginTop: 4 }}>{hashtags.join(' ')}</div> : null}
    </>
  );
  const avatar = (size: number) => (
    <div
      aria-hidden
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        display: 'grid',
        placeItems: 'center',
        flex: 'none',
        fontWeight: 600,
      }}
    >
      {projectName.charAt(0).toUpperCase() || 'B'}
    </div>
  );
  const media = (label: string, ratio: string): ReactNode => (
    <div
      role="img"
      aria-label={label}
      style={{
        aspectRatio: ratio,
        maxHeight: 260,
        background: token.colorFillSecondary,
        borderRadius: token.borderRadius,
        display: 'grid',
        placeItems: 'center',
        color: token.colorTextSecondary,
        marginBottom: 8,
      }}
    >
      {label}
    </div>
  );

  let preview: ReactNode;
  switch (platform) {
    case 'twitter':
      preview = (
        <div style={{ ...frame, display: 'flex', gap: 12 }}>
          {avatar(40)}
          <div style={{ minWidth: 0 }}>
            <div>
              <strong>{projectName}</strong>{' '}
              <Typography.Text type="secondary">{handleOf(projectName)} · now</Typography.Text>
            </div>
            {body}
          </div>
        </div>
      );
      break;
    case 'linkedin':
      preview = (
        <div style={frame}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
            {avatar(48)}
            <div>
              <strong>{projectName}</strong>
              <div>
                <Typography.Text type="secondary">Company page · now</Typography.Text>
              </div>
            </div>
          </div>
          {body}
          <Typography.Text
            type="secondary"
            style={{
              display: 'block',
              borderTop: `1px solid ${token.colorBorderSecondary}`,
              marginTop: 8,
              paddingTop: 8,
            }}
          >
            Like · Comment · Repost · Send
          </Typography.Text>
        </div>
      );
      break;
    case 'instagram':
    case 'tiktok':
      preview = (
        <div style={{ ...frame, maxWidth: 360 }}>
          {media(
            platform === 'instagram' ? 'Your image goes here' : 'Your video goes here',
            platform === 'instagram' ? '1 / 1' : '9 / 16',
          )}
          <strong>{handleOf(projectName).slice(1)}</strong> {body}
        </div>
      );
      break;
    case 'youtube':
      preview = (
        <div style={frame}>
          {media('Your video goes here', '16 / 9')}
          <strong>{title || projectName}</strong>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {projectName}
          </Typography.Text>
          {body}
        </div>
      );
      break;
    case 'email':
      preview = (
        <div style={frame}>
          <div>
            <Typography.Text type="secondary">From:</Typography.Text> {projectName}
          </div>
          <div style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingBottom: 8, marginBottom: 8 }}>
            <Typography.Text type="secondary">Subject:</Typography.Text>{' '}
            <strong>{title || email?.subject || '(no subject)'}</strong>
            {email?.preheader ? (
              <div>
                <Typography.Text type="secondary">Inbox preview: {email.preheader}</Typography.Text>
              </div>
            ) : null}
          </div>
          {body}
        </div>
      );
      break;
    default:
      preview = (
        <div style={frame}>
          {title ? <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 4 }}>{title}</div> : null}
          {platform === 'facebook' ? (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              {avatar(40)}
              <strong>{projectName}</strong>
            </div>
          ) : null}
          {body}
        </div>
      );
  }
  return (
    <figure aria-label={`Preview on ${PLATFORM_LABELS[platform]}`} style={{ margin: 0 }}>
      {preview}
    </figure>
  );
}
