import { useLayoutEffect } from 'react';
import { useLocation } from '@finx/router';

/** Spec: on every route change the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
