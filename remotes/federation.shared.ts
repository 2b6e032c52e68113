/**
 * Module Federation `shared` configuration used by the shell AND every remote.
 *
 * One list, so a package can't be a singleton in one build and a private copy in
 * another (ARCHITECTURE §2: "a package missing from `shared` silently gets its own copy").
 * The shell imports this file from its vite.config.ts; it is build configuration only.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  '@finx/contracts',
  '@finx/design-system',
] as const;
// Not shared on purpose: @ark-ui/react and react-aria-components. Apps reach them only through
// @finx/design-system, which is itself a singleton, so the page still holds one copy; sharing
// them would ship both libraries whole (~1 MB of minified JS) instead of the parts the
// design-system uses.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type SharedConfig = Record<string, { singleton: true; requiredVersion?: string }>;

export function sharedConfig(): SharedConfig {
  const out: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    // TEMPORARY while the workspace packages are being written: a package with no entry yet
    // can't be provided. Remove once @finx/design-system and @finx/contracts have landed.
    if (!resolvable(name)) {
      console.warn(`[federation] shared "${name}" skipped: package has no entry yet`);
      continue;
    }
    out[name] = { singleton: true };
  }
  return out;
}

function resolvable(name: string): boolean {
  try {
    return existsSync(fileURLToPath(import.meta.resolve(name)));
  } catch {
    return false;
  }
}

export { federationName } from './federation.names.ts';
