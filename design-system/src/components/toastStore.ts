import type { ReactNode } from 'react';

// The page's one toast, as data. This is all the core entry point holds for toasts: the Ark-based UI
// (zag's toast machines, ~14 KB gzip) is a lazy chunk that <Toaster/> imports on the first toast.
// It lives in @finx/design-system (a Module Federation singleton), so a remote's toast() reaches the
// shell's <Toaster/>.

export type ToastTone = 'success' | 'danger' | 'info' | 'warning' | 'neutral';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** `destructive` is an alias of `danger` (the spec's wording). Default neutral. */
  tone?: ToastTone | 'destructive';
  /** Milliseconds before auto-dismiss (default 5000). */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone: ToastTone;
  duration: number;
}

/** The <Toaster/>'s container (a child of <body>), if one is mounted: the Dialog keeps it clickable. */
export const toasterElement = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-finx-toaster]');

let current: ToastRecord | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/** The one-toast store (`get`/`subscribe` for useSyncExternalStore). */
export const toaster = {
  /** The visible (or about to be shown) toast, or null. */
  get: (): ToastRecord | null => current,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
  /** Close the toast (`id` omitted: whichever is showing). */
  dismiss(id?: string) {
    if (!current || (id !== undefined && id !== current.id)) return;
    current = null;
    emit();
  },
  /** Alias of `dismiss()` (the Ark toaster's name, kept for callers and tests). */
  remove(id?: string) {
    toaster.dismiss(id);
  },
};

/** Show a toast. At most one is visible: a new toast replaces the current one. Returns its id. */
export function toast({ title, description, tone = 'neutral', duration = 5000 }: ToastOptions): string {
  const id = `finx-toast-${++seq}`;
  current = { id, title, description, tone: tone === 'destructive' ? 'danger' : tone, duration };
  emit();
  return id;
}

/** Close the toast (`id` omitted: whichever is showing). */
export function dismissToast(id?: string) {
  toaster.dismiss(id);
}
