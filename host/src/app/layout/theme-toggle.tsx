import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { themeAtom } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';

/**
 * Its hint is the button's title, as the pre-rendered pages' toggle has it (public-pages/document.tsx): antd's Tooltip
 * and its trigger (~9 KB gzip) would load before the sign-in page's first render for this one hint. The
 * button is drawn from the theme's tokens as antd's text Button is (TokenButton): antd's Button is not loaded there.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <TokenButton
      variant="text"
      aria-label={label}
      title={label}
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setTheme(next)}
    />
  );
}
