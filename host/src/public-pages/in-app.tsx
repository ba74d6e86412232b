/**
 * The public pages inside the app (a visit that is already in it, e.g. from /login back to /): the same components
 * and CSS as the pre-rendered HTML, with the router's links, and the app's theme on the document for the CSS.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { themeAtom } from '@brandcast/shared/client';
import type { PageLink } from './pages';
import './public-pages.css';

export const RouterLink: PageLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/** public-pages.css reads the theme from <html data-theme>, as the pre-rendered pages set it. */
export function useDocumentTheme(): void {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
}
