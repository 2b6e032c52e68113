import { toast, type ToastOptions } from '@finx/design-system';

const KEY = 'finx:flash';

/** A toast as plain text, so it survives a page load. */
export type Flash = { title: string; description?: string; tone?: ToastOptions['tone'] };

/** Full page loads, behind an object so tests can replace them (jsdom's location can't be spied on). */
export const page = {
  load(path: string): void {
    window.location.assign(path);
  },
};

/**
 * A full page load that keeps its toast: the toast is stored for the next page (sessionStorage, this
 * tab only), which shows it once with {@link showFlash}. Used by Logout ('Logged Out', then `/`).
 */
export function loadWithFlash(path: string, flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // storage turned off: the page still loads, without the toast
  }
  page.load(path);
}

/** Shows, once, the toast the previous page left with {@link loadWithFlash}. */
export function showFlash(): void {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return;
    sessionStorage.removeItem(KEY);
    toast(JSON.parse(stored) as Flash);
  } catch {
    // storage turned off, or a damaged entry: nothing to show
  }
}
