/**
 * The keyboard shortcut that opens and closes the Guardian panel (aria-keyshortcuts syntax). Zod-free: the
 * shell's sidebar chunk imports it (guardian.ts re-exports it for everyone else).
 */
export const GUARDIAN_SHORTCUT = 'Alt+G';
