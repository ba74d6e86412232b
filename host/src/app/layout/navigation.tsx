import {
  AppstoreOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EditOutlined,
  MessageOutlined,
  SettingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { theme, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import './navigation.css';

type Item = { path: string; label: string; icon: React.ReactNode };

/** Spec section 2: the main items, then the bottom items. */
export const MAIN_ITEMS: Item[] = [
  { path: paths.dashboard, label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: paths.projects, label: 'Projects', icon: <AppstoreOutlined /> },
  { path: paths.messages, label: 'Brand Messages', icon: <MessageOutlined /> },
  { path: paths.copies, label: 'Copy Generator', icon: <EditOutlined /> },
  { path: paths.teleprompter, label: 'Teleprompter', icon: <VideoCameraOutlined /> },
  { path: paths.analytics, label: 'Analytics', icon: <BarChartOutlined /> },
];
export const BOTTOM_ITEMS: Item[] = [
  { path: paths.settings, label: 'Settings', icon: <SettingOutlined /> },
  { path: paths.settingsBilling, label: 'Billing', icon: <CreditCardOutlined /> },
];

/** The item a path belongs to: the longest matching prefix, so /settings/billing is Billing. */
export function activeItemPath(pathname: string): string | undefined {
  return [...MAIN_ITEMS, ...BOTTOM_ITEMS]
    .map((item) => item.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** antd's inline Menu indents its items by a fixed 24 px (its inlineIndent), not by a token. */
const MENU_INLINE_INDENT = 24;

/**
 * The theme's tokens as navigation.css reads them: the values antd's inline Menu took from the same tokens (row
 * height, icon gap, the selected and hovered backgrounds), and the app's Menu overrides (its selected colour,
 * shared/src/ui/app-providers.tsx). The list looks as the Menu did, light and dark, compact and touch, without
 * antd's Menu (rc-menu, its overflow measuring and its styles: ~17 KB gzip before the dashboard's first render).
 */
function useNavigationTokens(): CSSProperties {
  const { token } = theme.useToken();
  const menu: Partial<NonNullable<typeof token.Menu>> = token.Menu ?? {};
  return {
    '--bc-nav-bg': menu.itemBg ?? token.colorBgContainer,
    '--bc-nav-color': menu.itemColor ?? token.colorText,
    '--bc-nav-font-size': `${token.fontSize}px`,
    '--bc-nav-item-height': `${menu.itemHeight ?? token.controlHeightLG}px`,
    '--bc-nav-item-margin': `${token.marginXXS}px`,
    '--bc-nav-item-radius': `${menu.itemBorderRadius ?? token.borderRadiusLG}px`,
    '--bc-nav-indent': `${MENU_INLINE_INDENT}px`,
    '--bc-nav-padding-end': `${menu.itemPaddingInline ?? token.padding}px`,
    '--bc-nav-icon-size': `${menu.iconSize ?? token.fontSize}px`,
    '--bc-nav-icon-gap': `${menu.iconMarginInlineEnd ?? token.controlHeightSM - token.fontSize}px`,
    '--bc-nav-collapsed-icon-size': `${menu.collapsedIconSize ?? token.fontSizeLG}px`,
    '--bc-nav-hover-bg': menu.itemHoverBg ?? token.colorBgTextHover,
    '--bc-nav-selected-bg': menu.itemSelectedBg ?? token.controlItemBgActive,
    '--bc-nav-selected-color': menu.itemSelectedColor ?? token.colorPrimary,
    '--bc-nav-focus': token.colorPrimaryBorder,
    '--bc-nav-focus-width': `${token.lineWidthFocus}px`,
    '--bc-nav-duration': token.motionDurationSlow,
  } as CSSProperties;
}

/**
 * A list of links: Tab reaches each, the current page's is marked aria-current="page" (and shown selected), and
 * collapsed to icons each keeps its name for screen readers and shows it in a tooltip on hover or focus.
 */
export function Navigation({
  items,
  collapsed = false,
  onNavigate,
  label,
}: {
  items: Item[];
  collapsed?: boolean;
  onNavigate?: () => void;
  label: string;
}) {
  const { pathname } = useLocation();
  const active = activeItemPath(pathname);
  const style = useNavigationTokens();
  return (
    <nav aria-label={label} className={collapsed ? 'bc-nav bc-nav-collapsed' : 'bc-nav'} style={style}>
      <ul>
        {items.map((item) => {
          const link = (
            <Link
              to={item.path}
              onClick={onNavigate}
              data-tour={item.path}
              aria-current={item.path === active ? 'page' : undefined}
            >
              <span className="bc-nav-icon" aria-hidden>
                {item.icon}
              </span>
              <span className="bc-nav-label">{item.label}</span>
            </Link>
          );
          return (
            <li key={item.path}>
              {collapsed ? (
                <Tooltip title={item.label} placement="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
