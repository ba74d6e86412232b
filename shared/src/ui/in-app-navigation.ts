import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The click of a link drawn as a button: it navigates in the app without a reload, after the caller's own `onClick`;
 * a modified click (new tab, new window), another button or a prevented default is left to the browser.
 * Its own module, without antd: ButtonLink (antd's Button) and TokenButtonLink (the sign-in pages') both use it.
 */
export function useInAppNavigation<E extends HTMLElement>(to: string, onClick?: (event: MouseEvent<E>) => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<E>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
}
