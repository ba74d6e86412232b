import { Dropdown, Typography } from 'antd';
import { startTransition } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, type User } from '@brandcast/shared';
import type { PopupProps } from '../../components/popup-on-demand';
import { signOut } from '../../lib/session';

/** The account menu's Dropdown (and antd's Menu under it), loaded by account-menu.tsx on the first hover, focus or press. */
export default function AccountDropdown({ user, open, onOpenChange, children }: { user: User } & PopupProps) {
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div>
                <Typography.Text strong>{fullName}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </div>
            ),
          },
          { type: 'divider' },
          { key: paths.settingsProfile, label: <Link to={paths.settingsProfile}>Your Profile</Link> },
          { key: paths.settings, label: <Link to={paths.settings}>Settings</Link> },
          { key: paths.settingsBilling, label: <Link to={paths.settingsBilling}>Billing</Link> },
          { type: 'divider' },
          {
            key: 'sign-out',
            label: 'Sign out',
            onClick: () =>
              // One transition for both, so the guard never renders a signed-out user on this page
              // (router navigations are transitions; the session change would otherwise render first).
              startTransition(() => {
                navigate(paths.landing);
                void signOut();
              }),
          },
        ],
      }}
    >
      {children}
    </Dropdown>
  );
}
