import { Button, theme } from 'antd';
import { useState } from 'react';
import type { User } from '@brandcast/shared';
import { PopupOnDemand } from '../../components/popup-on-demand';
import { avatarLetter } from './avatar-letter';

const loadDropdown = () => import('./account-dropdown');

/**
 * The avatar as antd's Avatar drew it, from the same tokens (a circle the height of a control, the first letter on the
 * placeholder grey, or the picture), without Avatar: antd's Avatar brings Popover along for its groups.
 */
function AccountAvatar({ user }: { user: User }) {
  const { token } = theme.useToken();
  const [pictureFailed, setPictureFailed] = useState(false);
  const picture = user.avatar && !pictureFailed ? user.avatar : null;
  return (
    <span
      aria-hidden
      data-testid="account-avatar"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        width: token.controlHeight,
        height: token.controlHeight,
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: '50%',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        background: picture ? undefined : token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
        fontSize: token.fontSize,
        cursor: 'pointer',
      }}
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          onError={() => setPictureFailed(true)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        avatarLetter(user)
      )}
    </span>
  );
}

/**
 * A signed-in person's avatar and account menu, loaded by user-menu.tsx once someone signs in. The menu
 * itself (antd's Dropdown and Menu) loads on the first hover, focus or press of the avatar.
 */
export default function AccountMenu({ user }: { user: User }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <PopupOnDemand load={loadDropdown} popupProps={{ user }}>
      <Button type="text" shape="circle" aria-label={`Account menu for ${fullName}`} style={{ padding: 0 }}>
        <AccountAvatar user={user} />
      </Button>
    </PopupOnDemand>
  );
}
