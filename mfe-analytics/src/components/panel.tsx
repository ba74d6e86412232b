import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A card as antd's Card draws one (border, radius, title bar, padding, default and small), from the shell's theme
 * tokens, light and dark. Not antd's Card itself: it imports Tabs for its tab list, ~15 KB gzip with Card before the
 * dashboard's first render, for cards that have none.
 */
export function Panel({
  title,
  extra,
  size = 'default',
  style,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const inline = small ? token.paddingSM : token.paddingLG;
  return (
    <div
      data-testid="panel"
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {title ? (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            boxSizing: 'border-box',
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -token.lineWidth,
            padding: `0 ${inline}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            lineHeight: token.lineHeight,
            borderBottom: border,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <div style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{title}</div>
            {extra ? (
              <div
                style={{
                  marginInlineStart: 'auto',
                  color: token.colorText,
                  fontWeight: 'normal',
                  fontSize: token.fontSize,
                }}
              >
                {extra}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      <div style={{ padding: small ? token.paddingSM : token.paddingLG }}>{children}</div>
    </div>
  );
}
