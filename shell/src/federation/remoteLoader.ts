import type { ComponentType } from 'react';
import { federationName } from '../../../remotes/federation.names';
import type { RemoteKey } from '../app/routes';
import type { RemoteManifest } from './manifest';

/** The part of the Module Federation runtime the shell uses (injected, so tests can fake it). */
export type FederationRuntime = {
  registerRemotes: (remotes: { name: string; entry: string; type: 'module' }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null | undefined>;
};

export type RemoteLoader = {
  /** Loads `remote/module` and returns its default-exported component (one load at a time per module). */
  load: (remote: RemoteKey, module: string) => Promise<{ default: ComponentType }>;
  /** The module `load` already resolved (null before, and after `reset`): lets a screen render without suspending. */
  peek: (remote: RemoteKey, module: string) => { default: ComponentType } | null;
  /** Start reading the manifest and loading the runtime now (page start-up), so the first remote doesn't wait for them. */
  warm: () => void;
  /** Forget what failed: the next `load` re-reads the manifest if it failed and re-fetches the remote's entry. */
  reset: (remote: RemoteKey) => void;
};

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    message: string,
    readonly remote: RemoteKey,
    readonly module: string,
    readonly entry?: string,
  ) {
    super(message);
  }
}

/**
 * Resolves remotes through the manifest (fetched once, on the first load, and again only
 * after it failed) and registers them with the federation runtime on first use.
 * After `reset(remote)` the remote is re-registered with `force` and a cache-busting query
 * on its entry URL, so the browser really fetches `remoteEntry.js` again (a failed ES module
 * import may otherwise be served from the module map).
 */
export function createRemoteLoader(deps: { getManifest: () => Promise<RemoteManifest>; runtime: () => Promise<FederationRuntime> }): RemoteLoader {
  let manifest: Promise<RemoteManifest> | null = null;
  const registered = new Map<RemoteKey, string>();
  const needsReload = new Set<RemoteKey>();
  const loaded = new Map<string, { default: ComponentType }>();
  const loading = new Map<string, Promise<{ default: ComponentType }>>();
  const key = (remote: RemoteKey, module: string) => `${remote}\0${module}`;
  let retryCounter = 0;

  function getManifest(): Promise<RemoteManifest> {
    if (!manifest) {
      manifest = deps.getManifest();
      manifest.catch(() => {
        manifest = null; // a failed manifest read is retried on the next load
      });
    }
    return manifest;
  }

  /** Start-up and the route's first render both ask for the screen: they share one load. */
  function load(remote: RemoteKey, module: string): Promise<{ default: ComponentType }> {
    const k = key(remote, module);
    let pending = loading.get(k);
    if (!pending) {
      pending = loadOnce(remote, module).finally(() => loading.delete(k));
      loading.set(k, pending);
    }
    return pending;
  }

  async function loadOnce(remote: RemoteKey, module: string): Promise<{ default: ComponentType }> {
    const entries = await getManifest();
    const runtime = await deps.runtime();
    let entry = entries[remote];
    const force = needsReload.has(remote);
    if (force) entry += `${entry.includes('?') ? '&' : '?'}retry=${++retryCounter}`;
    if (force || !registered.has(remote)) {
      runtime.registerRemotes([{ name: federationName(remote), entry, type: 'module' }], { force: registered.has(remote) });
      registered.set(remote, entry);
      needsReload.delete(remote);
    }
    const id = `${federationName(remote)}/${module.replace(/^\.\//, '')}`;
    let mod: { default?: ComponentType } | null | undefined;
    try {
      mod = await runtime.loadRemote<{ default?: ComponentType }>(id);
    } catch (e) {
      needsReload.add(remote);
      const detail = describeFailure(e);
      throw new RemoteLoadError(
        `Couldn't load ${module} from the ${remote} remote (${registered.get(remote)}): ${detail}`,
        remote,
        module,
        registered.get(remote),
      );
    }
    if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
      needsReload.add(remote);
      throw new RemoteLoadError(`The ${remote} remote has no screen ${module}.`, remote, module, registered.get(remote));
    }
    loaded.set(key(remote, module), mod as { default: ComponentType });
    return mod as { default: ComponentType };
  }

  return {
    load,
    peek: (remote, module) => loaded.get(key(remote, module)) ?? null,
    warm() {
      getManifest().catch(() => {}); // a failure shows up (and is retried) at the first load
      deps.runtime().catch(() => {}); // start downloading the runtime chunk too
    },
    reset(remote) {
      if (registered.has(remote)) needsReload.add(remote);
      for (const k of loaded.keys()) if (k.startsWith(`${remote}\0`)) loaded.delete(k);
    },
  };
}

/** The MF runtime's messages are long (docs links, JSON args); keep the browser's original reason. */
export function describeFailure(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const original = /Original Error Message:\s*([\s\S]+)$/.exec(message);
  if (original) return original[1].trim();
  return message.split('\n')[0].replace(/^\[ Federation Runtime \]:\s*/, '');
}
