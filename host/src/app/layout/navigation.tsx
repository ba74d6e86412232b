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
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@brandcast/shared';

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

function toMenuItems(items: Item[], onNavigate?: () => void): MenuProps['items'] {
  return items.map((item) => ({
    key: item.path,
    icon: item.icon,
    label: (
      <Link to={item.path} onClick={onNavigate} data-tour={item.path}>
        {item.label}
      </Link>
    ),
  }));
}

export function Navigation({
  items,
  collapsed,
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
  return (
    <nav aria-label={label}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={active ? [active] : []}
        items={toMenuItems(items, onNavigate)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
