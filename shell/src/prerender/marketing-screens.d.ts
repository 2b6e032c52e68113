/** Made by vite.prerender.config.ts from remotes/marketing/exposes.ts (the pre-render build only). */
declare module 'virtual:finx/marketing-screens' {
  import type { ComponentType } from 'react';
  /** The marketing remote's exposed screens, by their `exposes` key ('./Landing', …). */
  export const SCREENS: Record<string, ComponentType>;
}
