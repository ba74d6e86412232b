import { render } from '@testing-library/react';
import { theme } from 'antd';
import { memo } from 'react';
import { PREFERENCE_DEFAULTS } from '../../constants/app';
import { clearSession, setSession } from '@brandcast/shared/client';
import { testUser } from '../../testing';
import { ThemeProviders } from '../theme-providers';

afterEach(() => clearSession());

it("re-renders no antd component when the user's preferences arrive as the defaults they already were", () => {
  const renders = jest.fn();
  // An antd component's view of the theme: it reads the token, and re-renders only when the theme's context changes.
  const ReadsTheme = memo(function ReadsTheme() {
    renders(theme.useToken().token.controlHeight);
    return null;
  });
  setSession({ token: 't', user: testUser });
  const { rerender } = render(
    <ThemeProviders>
      <ReadsTheme />
    </ThemeProviders>,
  );
  expect(renders).toHaveBeenCalledTimes(1);

  rerender(
    <ThemeProviders preferences={{ ...PREFERENCE_DEFAULTS }}>
      <ReadsTheme />
    </ThemeProviders>,
  );
  expect(renders).toHaveBeenCalledTimes(1);

  // A preference that changes the theme still reaches every component.
  rerender(
    <ThemeProviders preferences={{ ...PREFERENCE_DEFAULTS, compactView: true }}>
      <ReadsTheme />
    </ThemeProviders>,
  );
  expect(renders).toHaveBeenCalledTimes(2);
  expect(renders).toHaveBeenLastCalledWith(expect.any(Number));
  expect(renders.mock.calls[1][0]).toBeLessThan(renders.mock.calls[0][0]);
});
