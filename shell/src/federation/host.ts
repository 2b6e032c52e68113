/**
 * The shell as Module Federation host, without @module-federation/vite's host glue.
 *
 * The shell is a host only: it exposes nothing, so it needs no `remoteEntry.js` of its own, no
 * `hostInit`/bootstrap chunk and no share-map glue (≈13 KB gzip on every page). It does what that
 * glue did, directly with the runtime:
 *
 * - publishes runtime-core on `globalThis._FEDERATION_RUNTIME_CORE`, which the remotes' entries use
 *   (`experiments.externalRuntime` in remotes/vite.remote.ts) instead of bundling their own runtime;
 * - `init()`s the host instance with every shared singleton of remotes/federation.shared.ts: the modules
 *   the shell already runs (`lib`: the very instances the shell renders with, so a remote's React,
 *   QueryClient context and toaster are the shell's) and the design-system entry points it loads
 *   only when a remote asks for them (`get`: a lazy chunk of the shell's own build).
 *
 * Remotes declare their shares with `import: false`; their entry's `init(shareScope)` receives this
 * instance's share scope and resolves every share from it.
 */
import * as runtimeCore from '@module-federation/runtime/core';
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import * as Session from '@finx/contracts/session';
import * as DesignSystem from '@finx/design-system';
import * as DesignSystemCss from '@finx/design-system/css';
import * as DesignSystemPatterns from '@finx/design-system/patterns';
import * as Router from '@finx/router';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { SharedKey } from '../../../remotes/federation.shared';
import type { FederationRuntime } from './remoteLoader';

type Module = Record<string, unknown>;

/** Where each shared singleton comes from: already in the page (`lib`) or a lazy chunk (`get`). */
export const SHARED_MODULES: Record<SharedKey, { lib: Module } | { get: () => Promise<Module> }> = {
  react: { lib: React },
  'react-dom': { lib: ReactDOM },
  '@finx/router': { lib: Router },
  '@tanstack/react-query': { lib: ReactQuery },
  '@finx/contracts/session': { lib: Session },
  '@finx/design-system': { lib: DesignSystem },
  '@finx/design-system/css': { lib: DesignSystemCss },
  '@finx/design-system/patterns': { lib: DesignSystemPatterns },
  '@finx/contracts': { get: () => import('@finx/contracts') },
  '@finx/design-system/dialog': { get: () => import('@finx/design-system/dialog') },
  '@finx/design-system/tabs': { get: () => import('@finx/design-system/tabs') },
  '@finx/design-system/forms': { get: () => import('@finx/design-system/forms') },
  '@finx/design-system/progress': { get: () => import('@finx/design-system/progress') },
};

/** Package versions, read from each package.json at build time (vite.config.ts `define`). */
declare const __FINX_SHARED_VERSIONS__: Record<string, string> | undefined;
const VERSIONS: Record<string, string> = typeof __FINX_SHARED_VERSIONS__ === 'object' ? __FINX_SHARED_VERSIONS__ : {};

/** The runtime's `shared` option for the host. */
export function hostShared() {
  return Object.fromEntries(
    Object.entries(SHARED_MODULES).map(([name, source]) => {
      const version = VERSIONS[name] ?? '0.0.0';
      const shareConfig = { singleton: true, requiredVersion: version, strictVersion: false, eager: false };
      return [
        name,
        'lib' in source ? { version, lib: () => source.lib, shareConfig } : { version, get: () => source.get().then((mod) => () => mod), shareConfig },
      ];
    }),
  );
}

let runtime: FederationRuntime | null = null;

/** Starts the host instance once (on the first remote) and returns the runtime calls the loader uses. */
export function hostRuntime(): FederationRuntime {
  if (!runtime) {
    const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
    global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
    init({ name: 'shell', remotes: [], shared: hostShared() });
    runtime = { registerRemotes, loadRemote } as FederationRuntime;
  }
  return runtime;
}
