import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '32px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </Card>
    </div>
  );
}
