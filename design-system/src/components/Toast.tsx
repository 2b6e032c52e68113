import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { css } from '../../styled-system/css';
import { toaster } from './toastStore';

export { toast, dismissToast, toaster, type ToastOptions, type ToastTone, type ToastRecord } from './toastStore';

// The visible toast (Ark UI / zag) is its own chunk, fetched through this dynamic import when the
// first toast is raised; `/` never downloads it.
// If the chunk cannot be fetched (offline, a deploy removed it) the toast is still announced by the
// live region below and closes after its duration; nothing throws into the app's error boundaries.
const ToastUI = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./ToastUI').catch((err: unknown) => {
      console.error('[design-system] toast UI failed to load', err);
      return { default: AnnounceOnly };
    }),
);

function AnnounceOnly() {
  const current = useSyncExternalStore(toaster.subscribe, toaster.get, toaster.get);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => toaster.dismiss(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);
  return null;
}

const srOnly = css({ srOnly: true });
const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * Render once, near the root (the shell). Top-center (ToastUI.tsx says why), one toast at a time.
 *
 * Until the first toast it renders only an empty polite live region (`role=status`), so the region is
 * in the page before any message arrives and screen readers announce the first toast too. The
 * announcement comes from this region (the visible toast is not a live region, or it would be read
 * twice); the visible toast keeps its close button and Esc for keyboard users.
 *
 * Both live in a container portalled to <body> and marked `data-live-announcer`: a modal dialog hides
 * every other child of <body> from assistive technology (aria-hidden), except live announcers (zag's
 * and react-aria's hide-others both skip them), so a toast raised over a dialog is still announced.
 * The Dialog also lists this container as a persistent element, so the toast stays clickable.
 */
export function Toaster() {
  const current = useSyncExternalStore(toaster.subscribe, toaster.get, toaster.get);
  const [armed, setArmed] = useState(false);
  if (current && !armed) setArmed(true);
  // The server render (pre-rendered marketing pages) has no <body> to portal to, and the hydration of such a
  // page must render what the server did: the portal comes with the render after it.
  const canPortal = useSyncExternalStore(noSubscription, onClient, onServer);
  if (!canPortal) return null;
  return createPortal(
    // data-finx-toaster: what toasterElement() finds
    <div data-live-announcer="true" data-finx-toaster="">
      <div role="status" aria-live="polite" aria-atomic="true" className={srOnly} data-finx-toast-announcer="">
        {current && (
          // keyed by id: a new toast is a new node, announced even when its text repeats the last one
          <span key={current.id}>
            <span>{current.title}</span>
            {current.description ? <span> {current.description}</span> : null}
          </span>
        )}
      </div>
      {armed && (
        <Suspense fallback={null}>
          <ToastUI />
        </Suspense>
      )}
    </div>,
    document.body,
  );
}
