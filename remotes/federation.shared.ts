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

type Share = {
  singleton: true;
  requiredVersion?: string;
  import?: false;
  suppressMissingImportWarning?: boolean;
};

/**
 * The shell provides every singleton (`role: 'host'`). Remotes declare them with
 * `import: false` (`role: 'remote'`): they never bundle a fallback copy and always use the
 * shell's, which makes a second React/QueryClient impossible, keeps each remote's build
 * small and fast, and means a remote only runs inside the shell (or another host that
 * provides the same shares).
 */
export function sharedConfig(role: 'host' | 'remote'): Record<string, Share> {
  const out: Record<string, Share> = {};
  for (const name of SHARED_SINGLETONS) {
    out[name] = role === 'host' ? { singleton: true } : { singleton: true, import: false };
  }
  return out;
}

export { federationName } from './federation.names.ts';
