import { Avatar, Button, Dropdown, Typography } from 'antd';
import { startTransition } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, type User } from '@brandcast/shared';
import { signOut } from '../../lib/session';
import { avatarLetter } from './user-menu';

/** A signed-in person's avatar and account menu, loaded by user-menu.tsx once someone signs in (issue 15). */
export default function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown
      trigger={['click']}
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
      <Button type="text" shape="circle" aria-label={`Account menu for ${fullName}`} style={{ padding: 0 }}>
        <Avatar src={user.avatar ?? undefined} style={{ cursor: 'pointer' }}>
          {avatarLetter(user)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
