import { useAtomValue } from 'jotai';
import { Typography } from 'antd';
import { PLANS } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { BOTTOM_ITEMS, MAIN_ITEMS, Navigation } from './navigation';

/** The side navigation's content (desktop sider and phone drawer), loaded by app-shell.tsx once someone signs in. */
function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { user } = useAtomValue(authAtom);
  if (collapsed) return null;
  const planLabel = `${PLANS[user?.subscription.plan ?? 'free'].name} Plan`;
  return (
    <div style={{ padding: '12px 24px', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }} data-testid="sidebar-footer">
      {user ? (
        <>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {user.firstName} {user.lastName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {user.email}
          </Typography.Text>
        </>
      ) : null}
      <Typography.Text type="secondary">{planLabel}</Typography.Text>
    </div>
  );
}

export default function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Navigation label="Main" items={MAIN_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
      <div style={{ flex: 1 }} />
      <Navigation label="Account" items={BOTTOM_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
      <SidebarFooter collapsed={collapsed} />
    </div>
  );
}
