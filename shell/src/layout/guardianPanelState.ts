import { useCallback, useEffect, useRef, useState } from 'react';

export const GUARDIAN_PANEL_ID = 'guardian-panel';
/** The panel stays open after a reload of this tab. */
export const GUARDIAN_OPEN_KEY = 'finx.guardian.open';

const wasOpen = () => {
  try {
    return sessionStorage.getItem(GUARDIAN_OPEN_KEY) === '1';
  } catch {
    return false;
  }
};

/** Alt+G (GUARDIAN_SHORTCUT) by the key's place, so it works whatever character Alt+G types on the layout. */
export const isGuardianShortcut = (e: KeyboardEvent) => e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && e.code === 'KeyG';

/** Where the focus goes back when the panel closes and its opener is gone or hidden: the Guardian entry, else the menu button. */
function fallbackFocus(): HTMLElement | null {
  const entries = document.querySelectorAll<HTMLElement>(`[aria-controls="${GUARDIAN_PANEL_ID}"], [data-part=sidebar-topbar] button`);
  return [...entries].find((el) => el.getClientRects().length > 0) ?? entries[0] ?? null;
}

/**
 * The Guardian panel's state, owned by the sidebar layout so it outlives route changes: open (kept in
 * sessionStorage), whether it has ever been opened (its module loads then), toggled by the sidebar entry and
 * Alt+G. Opening remembers what had the focus; closing gives the focus back to it.
 */
export function useGuardianPanel() {
  const [open, setOpen] = useState(wasOpen);
  const [opened, setOpened] = useState(open);
  const opener = useRef<HTMLElement | null>(null);

  const setPanel = useCallback((next: boolean) => {
    if (next) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setOpened(true);
    }
    setOpen(next);
    try {
      if (next) sessionStorage.setItem(GUARDIAN_OPEN_KEY, '1');
      else sessionStorage.removeItem(GUARDIAN_OPEN_KEY);
    } catch {
      // storage refused: the panel only forgets it was open on reload
    }
    if (!next) {
      // the drawer's entry is gone once the drawer has closed
      const back = opener.current?.isConnected ? opener.current : fallbackFocus();
      opener.current = null;
      // after the panel is hidden (and a closing drawer has put its own focus back)
      requestAnimationFrame(() => back?.focus());
    }
  }, []);

  const toggle = useCallback(() => setPanel(!open), [open, setPanel]);
  const close = useCallback(() => setPanel(false), [setPanel]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isGuardianShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { open, opened, toggle, close };
}
