import { useLayoutEffect } from 'react';
import { useLocation } from '@finx/router';

/** How long a link to a section waits for the section to appear (its screen is a remote that loads after the route changes). */
const SECTION_WAIT_MS = 10_000;

/**
 * Spec: on every route change the page scrolls to the top. A link to a section (`/terms#croa-rights`)
 * scrolls to that section instead, as soon as the screen has rendered it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname: every route change scrolls to the top
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (hash) return scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
  return null;
}

/** Scrolls to the element with this id now or when it is added to the page; returns how to stop waiting. */
function scrollToSection(id: string): () => void {
  const scrolled = () => {
    const section = document.getElementById(id);
    section?.scrollIntoView({ block: 'start' });
    return !!section;
  };
  if (scrolled()) return () => {};
  const observer = new MutationObserver(() => {
    if (scrolled()) stop();
  });
  const timer = setTimeout(() => stop(), SECTION_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
