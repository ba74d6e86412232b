import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { Button, Tooltip } from 'antd';
import { themeAtom } from '@brandcast/shared/client';

export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setTheme(next)}
      />
    </Tooltip>
  );
}
