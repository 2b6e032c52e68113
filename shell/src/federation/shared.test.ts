import { describe, expect, it } from 'vitest';
import { federationName } from '../../../remotes/federation.names';
import { SHARED_SINGLETONS, sharedConfig } from '../../../remotes/federation.shared';
import { REMOTE_KEYS } from '../app/routes';
import { hostShared, SHARED_MODULES } from './host';

describe('Module Federation shared singletons', () => {
  it('shares the ARCHITECTURE §2 packages', () => {
    // react-router through its facade @finx/router; the design-system as its entry points.
    const packages = new Set(
      SHARED_SINGLETONS.map((k) =>
        k
          .split('/')
          .slice(0, k.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    );
    expect([...packages].sort()).toEqual(['react', 'react-dom', '@finx/router', '@tanstack/react-query', '@finx/contracts', '@finx/design-system'].sort());
    expect(SHARED_SINGLETONS).not.toContain('react-router');
  });

  it('the shell provides every singleton; remotes never bundle their own copy', () => {
    const remote = sharedConfig('remote');
    expect(Object.keys(SHARED_MODULES).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const name of SHARED_SINGLETONS) {
      expect(remote[name]).toEqual({ singleton: true, import: false });
    }
  });

  it('the host registers each singleton with the runtime: the instance the shell runs, or a lazy chunk', async () => {
    const shared = hostShared() as Record<
      string,
      { version: string; shareConfig: { singleton: boolean }; lib?: () => unknown; get?: () => Promise<() => unknown> }
    >;
    const React = await import('react');
    expect(shared.react.shareConfig.singleton).toBe(true);
    expect(shared.react.lib?.()).toBe(React);
    expect(shared['@tanstack/react-query'].lib?.()).toBe(await import('@tanstack/react-query'));
    // The session entry the shell's guard runs with is the one every remote gets.
    expect(shared['@finx/contracts/session'].lib?.()).toBe(await import('@finx/contracts/session'));
    // Design-system entry points the shell doesn't render at start-up load on demand.
    expect(shared['@finx/design-system/tabs'].lib).toBeUndefined();
    const factory = await shared['@finx/design-system/tabs'].get!();
    expect(factory()).toBe(await import('@finx/design-system/tabs'));
    for (const name of SHARED_SINGLETONS) expect(shared[name].shareConfig.singleton).toBe(true);
  });

  it('a remote declares only the singletons it imports (plus react and react-dom)', () => {
    const remote = sharedConfig('remote', ['@tanstack/react-query', '@finx/design-system']);
    expect(Object.keys(remote).sort()).toEqual(['@finx/design-system', '@tanstack/react-query', 'react', 'react-dom']);
    expect(Object.values(remote).every((s) => s.import === false && s.singleton)).toBe(true);
  });

  it('gives every remote a valid container name', () => {
    expect(REMOTE_KEYS.map(federationName)).toEqual(['marketing', 'account', 'credit_dashboard', 'disputes', 'documents', 'billing', 'admin_webhooks']);
  });
});
