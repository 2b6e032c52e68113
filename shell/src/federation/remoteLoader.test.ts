import { describe, expect, it, vi } from 'vitest';
import { parseManifest } from './manifest';
import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from './remoteLoader';

const manifest = parseManifest({ remotes: { disputes: 'https://cdn.example/disputes/remoteEntry.js' } }, 'https://finx.example/');
const Screen = () => null;

function setup(loadRemote: FederationRuntime['loadRemote']) {
  const runtime: FederationRuntime = { registerRemotes: vi.fn(), loadRemote: vi.fn(loadRemote) as FederationRuntime['loadRemote'] };
  const getManifest = vi.fn(async () => manifest);
  const loader = createRemoteLoader({ getManifest, runtime: async () => runtime });
  return { runtime, getManifest, loader };
}

describe('createRemoteLoader', () => {
  it('reads the manifest once and registers each remote once, by its federation name', async () => {
    const { runtime, getManifest, loader } = setup(async () => ({ default: Screen }) as never);
    await loader.load('credit-dashboard', './Dashboard');
    await loader.load('credit-dashboard', './Coaching');
    await loader.load('disputes', './Disputes');
    expect(getManifest).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenNthCalledWith(
      1,
      [{ name: 'credit_dashboard', entry: 'https://finx.example/remotes/credit-dashboard/remoteEntry.js', type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('credit_dashboard/Coaching');
    expect(runtime.loadRemote).toHaveBeenCalledWith('disputes/Disputes');
  });

  it('wraps a failed load with the remote, module and entry, and re-fetches the entry after reset', async () => {
    let fail = true;
    const { runtime, loader } = setup(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { default: Screen } as never;
    });
    const err = await loader.load('disputes', './Disputes').catch((e) => e);
    expect(err).toBeInstanceOf(RemoteLoadError);
    expect(err.message).toContain('https://cdn.example/disputes/remoteEntry.js');
    expect(err.message).toContain('Failed to fetch dynamically imported module');

    fail = false;
    loader.reset('disputes');
    await expect(loader.load('disputes', './Disputes')).resolves.toEqual({ default: Screen });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'disputes', entry: 'https://cdn.example/disputes/remoteEntry.js?retry=1', type: 'module' }],
      { force: true },
    );
  });

  it('treats a module without a default export as a failure', async () => {
    const { loader } = setup(async () => ({}) as never);
    await expect(loader.load('billing', './Subscription')).rejects.toThrow('The billing remote has no screen ./Subscription.');
  });

  it('warm() starts the manifest read once, and load() reuses it', async () => {
    const { getManifest, loader } = setup(async () => ({ default: Screen }) as never);
    loader.warm();
    loader.warm();
    await loader.load('marketing', './Landing');
    expect(getManifest).toHaveBeenCalledTimes(1);
  });

  it('reads the manifest again after it failed', async () => {
    const runtime: FederationRuntime = { registerRemotes: vi.fn(), loadRemote: vi.fn(async () => ({ default: Screen })) as never };
    const getManifest = vi.fn().mockRejectedValueOnce(new Error('/remotes.json answered 502: ')).mockResolvedValue(manifest);
    const loader = createRemoteLoader({ getManifest, runtime: async () => runtime });
    await expect(loader.load('account', './Auth')).rejects.toThrow('502');
    await expect(loader.load('account', './Auth')).resolves.toBeTruthy();
    expect(getManifest).toHaveBeenCalledTimes(2);
  });
});

describe('describeFailure', () => {
  it("keeps the browser's reason from a federation runtime error", async () => {
    const { describeFailure } = await import('./remoteLoader');
    const mf = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}\nView the docs\nOriginal Error Message:\n Failed to fetch dynamically imported module: https://x/remoteEntry.js',
    );
    expect(describeFailure(mf)).toBe('Failed to fetch dynamically imported module: https://x/remoteEntry.js');
    expect(describeFailure(new Error('[ Federation Runtime ]: boom\nmore'))).toBe('boom');
  });
});
