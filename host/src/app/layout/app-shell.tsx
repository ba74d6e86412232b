import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { HEADER_HEIGHT, NAVBAR_WIDTH, paths } from '@brandcast/shared';
import { authAtom, onboardingCompletedAtom } from '@brandcast/shared/client';
import { PageSpinner, TokenButton, useIsMobile } from '@brandcast/shared/ui';
import { ThemeToggle } from './theme-toggle';
import { LinkStyle } from './link-style';
import { loadHeaderWidgets } from './load-header-widgets';
import { UserMenu } from './user-menu';
import './app-shell.css';

const COLLAPSED_WIDTH = 80;

/**
 * The navigation drawer is a phone's only, and loads when first wanted (a press, hover or focus on the menu button):
 * a closed drawer draws nothing, and its code (antd's Drawer, ~5 KB gzip) is not on the way to the page's first paint.
 */
const loadDrawer = () => import('./drawer');
const Drawer = lazy(loadDrawer);

/**
 * What only a signed-in person sees (the navigation's antd Menu, the notifications' Popover and Badge, the credit
 * balance) loads once someone is signed in: the sign-in and registration pages do without them.
 */
const SidebarContent = lazy(() => import('./sidebar'));
const CreditBalance = lazy(() => loadHeaderWidgets().then((m) => ({ default: m.CreditBalance })));
const NotificationBell = lazy(() => loadHeaderWidgets().then((m) => ({ default: m.NotificationBell })));
/** Only while the signed-in account's address waits for its link: most sessions never load it. */
const EmailVerificationNotice = lazy(() =>
  import('./email-verification-notice').then((m) => ({ default: m.EmailVerificationNotice })),
);
/** The first-run tour and its steps: loaded only until it is completed or dismissed. */
const OnboardingTour = lazy(() => import('./onboarding-tour').then((m) => ({ default: m.OnboardingTour })));

/** Spec section 2: top bar 60 px, side navigation 300 px; icons only when collapsed; a drawer on mobile. */
export function AppShell() {
  const { isAuthenticated, user } = useAtomValue(authAtom);
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const onboardingCompleted = useAtomValue(onboardingCompletedAtom);
  const { token } = theme.useToken();

  // Forced closed whenever the viewport becomes mobile.
  useEffect(() => {
    if (isMobile) setMobileOpen(false);
  }, [isMobile]);

  const toggle = () => {
    if (!isMobile) return setCollapsed((value) => !value);
    setDrawerUsed(true);
    setMobileOpen((open) => !open);
  };
  const preloadDrawer = isMobile ? () => void loadDrawer() : undefined;
  const navigationOpen = isMobile ? mobileOpen : !collapsed;
  const siderWidth = collapsed ? COLLAPSED_WIDTH : NAVBAR_WIDTH;

  return (
    // antd's Layout, Layout.Header and Layout.Sider as they looked, drawn from the theme's tokens: Layout's module and
    // style (~3.4 KB gzip) are not on a visitor's pages. app-shell.css gives Layout's box-sizing.
    <div
      className="bc-frame"
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: token.colorBgLayout }}
    >
      <LinkStyle />
      <header
        style={{
          flex: '0 0 auto',
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          padding: '0 16px',
          display: 'flex',
          alignItems: 'center',
          // A phone's bar holds five 44 px touch targets and the name: the gaps give way, not the name.
          gap: isMobile ? 4 : 12,
          color: token.colorText,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        {isAuthenticated ? (
          <TokenButton
            variant="text"
            aria-label="Toggle navigation"
            data-tour="menu"
            aria-expanded={navigationOpen}
            icon={navigationOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onPointerEnter={preloadDrawer}
            onPointerDown={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={toggle}
          />
        ) : null}
        <Link to={isAuthenticated ? paths.dashboard : paths.landing} style={{ color: token.colorText }}>
          {/* Typography.Text's look from the theme's tokens: Typography brings Tooltip (~15 KB gzip) to a visitor's pages. */}
          <span
            style={{
              fontWeight: token.fontWeightStrong,
              fontSize: 20,
              lineHeight: token.lineHeight,
              whiteSpace: 'nowrap',
            }}
          >
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
      </header>
      <div style={{ display: 'flex', flex: 'auto', minHeight: 0 }}>
        {isAuthenticated && !isMobile ? (
          // Layout.Sider's look (light, 300 px, 80 px collapsed, its width transition), sticky under the top bar.
          <aside
            style={{
              flex: `0 0 ${siderWidth}px`,
              width: siderWidth,
              minWidth: siderWidth,
              maxWidth: siderWidth,
              background: token.colorBgContainer,
              transition: `all ${token.motionDurationMid}, background 0s`,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
            }}
          >
            <Suspense fallback={null}>
              <SidebarContent collapsed={collapsed} />
            </Suspense>
          </aside>
        ) : null}
        {isAuthenticated && isMobile && drawerUsed ? (
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
        <main style={{ flex: '1 1 0', minWidth: 0, padding: isMobile ? 16 : 24, color: token.colorText }}>
          {isAuthenticated && user?.emailVerified === false ? (
            <Suspense fallback={null}>
              <EmailVerificationNotice email={user.email} />
            </Suspense>
          ) : null}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {isAuthenticated && !onboardingCompleted ? (
        <Suspense fallback={null}>
          <OnboardingTour navigationVisible={!isMobile && !collapsed} />
        </Suspense>
      ) : null}
    </div>
  );
}
