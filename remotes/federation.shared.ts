/**
 * Module Federation `shared` configuration used by the shell AND every remote.
 *
 * One list, so a package can't be a singleton in one build and a private copy in
 * another (ARCHITECTURE §2: "a package missing from `shared` silently gets its own copy").
 * The shell reads the list in its vite.config.ts (versions) and shell/src/federation/host.ts registers every
 * key with the runtime (`shared.test.ts` checks it covers the list); it is build configuration only.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // react-router through its FinX facade (./router): shared whole, react-router was ~60 KB gzip;
  // the facade re-exports what the apps use, so the bundler tree-shakes react-router inside it.
  '@finx/router',
  '@tanstack/react-query',
  '@finx/contracts',
  // The zod-free session entry (sessionQuery, logout, ApiError): the shell imports it eagerly for its
  // session guard, so remotes use the shell's instance instead of the one inside @finx/contracts' chunk.
  '@finx/contracts/session',
  // The design-system's core (toaster store, Button, Card, …) and its heavier entry points, each
  // a singleton of its own so a page only loads the entry points it renders.
  '@finx/design-system',
  '@finx/design-system/css',
  '@finx/design-system/patterns',
  '@finx/design-system/dialog',
  '@finx/design-system/tabs',
  '@finx/design-system/forms',
  '@finx/design-system/progress',
] as const;
// Not shared on purpose:
// - react-router itself: apps import @finx/router (the build refuses a direct import, federation.guard.ts).
// - @ark-ui/react and react-aria-components: apps reach them only through the design-system entry
//   points, which are singletons, so the page still holds one copy; sharing them would ship both
//   libraries whole (~1 MB of minified JS) instead of the parts the design-system uses.
// - @finx/design-system/sidebar (SidebarNav): only the shell renders the navigation; it is bundled
//   in the shell's lazily loaded navigation chunk.
// - @finx/design-system/tokens: stateless and tiny, bundled by whoever uses it.

export type SharedKey = (typeof SHARED_SINGLETONS)[number];

type Share = {
  singleton: true;
  requiredVersion?: string;
  import?: false;
  suppressMissingImportWarning?: boolean;
};

/** A remote always consumes these, whatever its source imports (JSX needs react; react-dom comes with it). */
const ALWAYS_CONSUMED: readonly SharedKey[] = ['react', 'react-dom'];

/**
 * The shell provides every singleton (shell/src/federation/host.ts registers them with the runtime; it is not
 * built with @module-federation/vite). Remotes declare them with
 * `import: false` (`role: 'remote'`): they never bundle a fallback copy and always use the
 * shell's, which makes a second React/QueryClient impossible, keeps each remote's build
 * small and fast, and means a remote only runs inside the shell (or another host that
 * provides the same shares).
 *
 * A remote declares only the singletons its source imports (`used`, see federation.guard.ts):
 * the federation runtime loads every declared share when the remote starts, so declaring all
 * of them would make `/` download e.g. zod (@finx/contracts) and every design-system entry point.
 */
export function sharedConfig(_role: 'remote', used: Iterable<string> = SHARED_SINGLETONS): Record<string, Share> {
  const out: Record<string, Share> = {};
  const consumed = new Set<string>([...ALWAYS_CONSUMED, ...used]);
  for (const name of SHARED_SINGLETONS) {
    if (consumed.has(name)) out[name] = { singleton: true, import: false };
  }
  return out;
}

export { federationName } from './federation.names.ts';
