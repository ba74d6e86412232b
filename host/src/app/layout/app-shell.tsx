import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { Button, Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { HEADER_HEIGHT, NAVBAR_WIDTH, paths } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { PageSpinner, useIsMobile } from '@brandcast/shared/ui';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const COLLAPSED_WIDTH = 80;

/** The navigation drawer is a phone's only: a desktop's first render does without it. */
const Drawer = lazy(() => import('./drawer'));

/**
 * What only a signed-in person sees (the navigation's antd Menu, the notifications' Popover and Badge, the credit
 * balance) loads once someone is signed in: the sign-in and registration pages do without them (issue 15).
 */
const SidebarContent = lazy(() => import('./sidebar'));
const CreditBalance = lazy(() =>
  import('../../features/credits/components/credit-balance').then((m) => ({ default: m.CreditBalance })),
);
/** The first-run tour and its steps: signed-in people's only. */
const OnboardingTour = lazy(() => import('./onboarding-tour').then((m) => ({ default: m.OnboardingTour })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Spec section 2: top bar 60 px, side navigation 300 px; icons only when collapsed; a drawer on mobile. */
export function AppShell() {
  const { isAuthenticated } = useAtomValue(authAtom);
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { token } = theme.useToken();

  // Forced closed whenever the viewport becomes mobile.
  useEffect(() => {
    if (isMobile) setMobileOpen(false);
  }, [isMobile]);

  const toggle = () => (isMobile ? setMobileOpen((open) => !open) : setCollapsed((value) => !value));
  const navigationOpen = isMobile ? mobileOpen : !collapsed;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          padding: '0 16px',
          display: 'flex',
          alignItems: 'center',
          // A phone's bar holds five 44 px touch targets and the name: the gaps give way, not the name.
          gap: isMobile ? 4 : 12,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        {isAuthenticated ? (
          <Button
            type="text"
            aria-label="Toggle navigation"
            data-tour="menu"
            aria-expanded={navigationOpen}
            icon={navigationOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={toggle}
          />
        ) : null}
        <Link to={isAuthenticated ? paths.dashboard : paths.landing} style={{ color: token.colorText }}>
          {/* Typography.Text's look from the theme's tokens: Typography brings Tooltip (~15 KB gzip) to a visitor's pages. */}
          <span style={{ fontWeight: token.fontWeightStrong, fontSize: 20, lineHeight: token.lineHeight, whiteSpace: 'nowrap' }}>
            Brandcast
          </span>
        </Link>
        <span style={{ flex: 1 }} />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <CreditBalance compact={isMobile} />
          </Suspense>
        ) : null}
        <ThemeToggle />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <UserMenu />
      </Layout.Header>
      <Layout>
        {isAuthenticated && !isMobile ? (
          <Layout.Sider
            width={NAVBAR_WIDTH}
            collapsedWidth={COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            style={{
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
            }}
          >
            <Suspense fallback={null}>
              <SidebarContent collapsed={collapsed} />
            </Suspense>
          </Layout.Sider>
        ) : null}
        {isAuthenticated && isMobile ? (
          <Suspense fallback={null}>
            <Drawer
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              placement="left"
              size={NAVBAR_WIDTH}
              title="Brandcast"
              styles={{ body: { padding: 0 } }}
            >
              <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          </Suspense>
        ) : null}
        <Layout.Content style={{ padding: isMobile ? 16 : 24, minWidth: 0 }}>
          <main>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <OnboardingTour navigationVisible={!isMobile && !collapsed} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
