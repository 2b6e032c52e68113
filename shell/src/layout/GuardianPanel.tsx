import { Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { RemoteRoute } from '../federation/RemoteRoute';
import { GUARDIAN_PANEL_ID } from './guardianPanelState';

/** Below 1024 px a full-screen sheet over the page; from 1024 px a 400 px column on the right, over the page (with a shadow) until SidebarLayout makes room for it at 1440 px. */
const panel = css({
  position: 'fixed',
  top: '0',
  right: '0',
  bottom: '0',
  width: { base: '100%', lg: '400px' },
  zIndex: 'drawer',
  bg: 'surface',
  borderLeftWidth: '1px',
  borderLeftStyle: 'solid',
  borderLeftColor: 'border',
  boxShadow: { lg: 'overlay' },
  '@media (min-width: 1440px)': { boxShadow: 'none' },
  outline: 'none',
});

const skeleton = (
  <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '4', p: '4' })}>
    <Skeleton width="40%" height={28} />
    <Skeleton lines={2} />
    <Skeleton lines={4} />
  </div>
);

/**
 * Guardian's panel (issue 18): a non-modal complementary region. Its content, the account remote's
 * './Guardian', is loaded when the panel is first opened, and stays mounted while it is closed (an answer
 * being written goes on). Escape inside it closes it.
 */
export function GuardianPanel({ open, opened, onClose }: { open: boolean; opened: boolean; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);

  // Opened: the focus goes into it (its question box once loaded; the module focuses it itself on first load).
  useEffect(() => {
    if (!open) return;
    const el = ref.current;
    if (el && !el.contains(document.activeElement)) (el.querySelector<HTMLElement>('textarea') ?? el).focus();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    // not an Escape meant for a dialog opened from the panel (portalled outside it)
    if (e.key === 'Escape' && !e.defaultPrevented && ref.current?.contains(e.target as Node)) {
      e.preventDefault();
      onClose();
    }
  };

  return (
    <aside id={GUARDIAN_PANEL_ID} ref={ref} aria-label="Guardian" tabIndex={-1} hidden={!open} className={panel} onKeyDown={onKeyDown}>
      {opened && <RemoteRoute remote="account" module="./Guardian" fallback={skeleton} props={{ onClose }} />}
    </aside>
  );
}
