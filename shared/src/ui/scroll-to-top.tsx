import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens each page at its top (issue 28: the project's page opened 609 px down after creating it, where the form's
 * button had been). A link or a navigate() to another path scrolls the window up; back and forward (POP) keep the
 * place the browser restores, and a change of search or hash on the same path (a filter, a page of a list) keeps
 * the reader where they are. Mounted once in an area, above its routes.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // Read, not watched: only a new path scrolls, whatever kind of navigation came before it.
  const type = useNavigationType();
  const navigation = useRef(type);
  navigation.current = type;
  useLayoutEffect(() => {
    if (navigation.current !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
