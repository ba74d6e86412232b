import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The box of the sign-in, registration and password pages, drawn as antd's Card draws itself (the theme's container
 * colour, secondary border, large radius and padding) without antd's Card: Card brings Tabs, and Tabs its overflow
 * Dropdown and Menu, ~20 KB gzip before /login's first render for a box. The title is drawn as antd's
 * Typography draws an h2, from the same tokens: Typography brings Tooltip and its trigger (~15 KB gzip) for a heading.
 */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '32px 0' }}>
      <section
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h2
          style={{
            margin: '0 0 0.5em',
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
          }}
        >
          {title}
        </h2>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </section>
    </div>
  );
}
