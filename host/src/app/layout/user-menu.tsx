import { useAtomValue } from 'jotai';
import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { paths } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { TokenButtonLink } from '@brandcast/shared/ui';
import { loadHeaderWidgets } from './load-header-widgets';

/** The account menu loads once someone is signed in, with the top bar's other parts: a visitor's pages do without it. */
const AccountMenu = lazy(() => loadHeaderWidgets().then((m) => ({ default: m.AccountMenu })));

export function UserMenu() {
  const { user } = useAtomValue(authAtom);
  const { token } = theme.useToken();

  if (!user) {
    // Laid out as antd's small Space, and drawn as antd's buttons from the theme's tokens: a visitor's pages load
    // without antd's Button and Space, and the parts every antd component shares.
    return (
      <div style={{ display: 'inline-flex', alignItems: 'center', gap: token.paddingXS }}>
        <TokenButtonLink to={paths.login}>Sign in</TokenButtonLink>
        <TokenButtonLink to={paths.register} variant="primary">
          Get Started
        </TokenButtonLink>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
