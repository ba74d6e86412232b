import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useInAppNavigation } from './in-app-navigation';

/**
 * A button-styled link: one `<a>` (not a button inside a link), navigating in the app without a
 * reload; a modified click (new tab, new window) is left to the browser.
 */
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const click = useInAppNavigation<HTMLElement>(to, onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined);
  return <Button {...props} href={to} onClick={click} />;
}
