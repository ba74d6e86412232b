import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The box of the sign-in, registration and password pages, drawn as antd's Card draws itself (the theme's container
 * colour, secondary border, large radius and padding) without antd's Card: Card brings Tabs, and Tabs its overflow
 * Dropdown and Menu, ~20 KB gzip before /login's first render for a box (issue 15).
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
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </section>
    </div>
  );
}
