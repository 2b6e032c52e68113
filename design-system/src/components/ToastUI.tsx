// The visible toast: Ark UI's Toaster (zag toast machines). A lazy chunk: the core <Toaster/> imports
// it when the first toast is raised. It mirrors the one-toast store (toastStore.ts) into an Ark
// toaster, and reports Ark's auto-dismiss / close button back to the store.
import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { css, cva } from '../../styled-system/css';
import { closeButton } from './closeButton';
import { toaster as store, type ToastRecord, type ToastTone } from './toastStore';

const TYPE: Record<ToastTone, 'success' | 'error' | 'info' | 'warning'> = {
  success: 'success',
  danger: 'error',
  info: 'info',
  warning: 'warning',
  neutral: 'info',
};

// Top-center at every width. The primary action sits at the bottom (right) of dialogs and forms, at
// the bottom of the small screens' bottom-sheet dialogs, and at the end of short forms such as onboarding:
// a bottom-right toast covered 'Get Started', 'File Dispute' and the builder dialog's Enroll rows. The
// top of the screen holds the heading and the mobile top bar, never the next step.
const ark = createToaster({
  placement: 'top',
  max: 1,
  duration: 5000,
  removeDelay: 150,
  overlap: false,
  gap: 12,
  offsets: '16px',
  pauseOnPageIdle: true,
});

let shown: string | null = null;

function sync() {
  const t: ToastRecord | null = store.get();
  if ((t?.id ?? null) === shown) return;
  if (!t) {
    // closed through dismissToast(). Removed rather than ark.dismiss(): zag's toast group only
    // re-renders when its list of ids changes, so a dismiss message never reaches the toast (Ark 5.39)
    if (shown) ark.remove(shown);
    shown = null;
    return;
  }
  // a new toast replaces the old one at once (one at a time)
  ark.remove();
  shown = t.id;
  ark.create({
    id: t.id,
    title: t.title,
    description: t.description,
    type: TYPE[t.tone],
    duration: t.duration,
    meta: { tone: t.tone },
    onStatusChange: ({ status }) => {
      // auto-dismiss (paused on hover/focus), the close button, Esc
      if (status !== 'dismissing' && status !== 'unmounted') return;
      if (shown === t.id) shown = null; // already on its way out: sync() needn't dismiss it again
      store.dismiss(t.id);
    },
  });
}

const root = cva({
  base: {
    position: 'relative',
    width: 'min(380px, calc(100vw - 32px))',
    bg: 'raised',
    color: 'text.primary',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderLeftWidth: '4px',
    borderRadius: 'card',
    boxShadow: 'overlay',
    p: '4',
    pr: '10',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    // Zag drives these CSS variables for position/stacking.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  },
  variants: {
    tone: {
      success: { borderLeftColor: 'success' },
      danger: { bg: 'danger.raised', borderColor: 'danger', borderLeftColor: 'danger' },
      info: { borderLeftColor: 'info' },
      warning: { borderLeftColor: 'warning' },
      neutral: { borderLeftColor: 'accent' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
const titleCls = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' });
const descCls = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
const closeCls = closeButton({ size: 'sm' });

export default function ToastUI() {
  useEffect(() => {
    // zag starts the Toaster's machine (and its store subscription) in a microtask after mount;
    // publishing the first toast before that loses it, so the first sync waits a task
    const first = setTimeout(sync, 0);
    const off = store.subscribe(sync);
    return () => {
      clearTimeout(first);
      off();
    };
  }, []);
  return (
    // Not a live region: the core <Toaster/>'s role=status region announces (it exists before the first
    // toast; this one mounts with it). The region stays a landmark (F8 focuses it).
    <ArkToaster toaster={ark} aria-live="off">
      {(t) => {
        const tone = ((t.meta as { tone?: ToastTone } | undefined)?.tone ?? 'neutral') as ToastTone;
        return (
          <ArkToast.Root key={t.id} className={root({ tone })} data-tone={tone} role="group">
            <ArkToast.Title className={titleCls}>{t.title}</ArkToast.Title>
            {t.description && <ArkToast.Description className={descCls}>{t.description}</ArkToast.Description>}
            <ArkToast.CloseTrigger className={closeCls} aria-label="Close notification">
              <span aria-hidden="true">×</span>
            </ArkToast.CloseTrigger>
          </ArkToast.Root>
        );
      }}
    </ArkToaster>
  );
}
