import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { Button } from 'antd';
import { themeAtom } from '@brandcast/shared/client';

/**
 * Its hint is the button's title, as the pre-rendered pages' toggle has it (public-pages/document.tsx): antd's Tooltip
 * and its trigger (~9 KB gzip) would load before the sign-in page's first render for this one hint (issue 15).
 */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setTheme(next)}
    />
  );
}
