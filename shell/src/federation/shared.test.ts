import { describe, expect, it } from 'vitest';
import { federationName } from '../../../remotes/federation.names';
import { SHARED_SINGLETONS, sharedConfig } from '../../../remotes/federation.shared';
import { REMOTE_KEYS } from '../app/routes';

describe('Module Federation shared singletons', () => {
  it('shares the ARCHITECTURE §2 packages', () => {
    // react-router through its facade @finx/router; the design-system as its entry points.
    const packages = new Set(SHARED_SINGLETONS.map((k) => k.split('/').slice(0, k.startsWith('@') ? 2 : 1).join('/')));
    expect([...packages].sort()).toEqual(
      ['react', 'react-dom', '@finx/router', '@tanstack/react-query', 'jotai', '@finx/contracts', '@finx/design-system'].sort(),
    );
    expect(SHARED_SINGLETONS).not.toContain('react-router');
  });

  it('the shell provides every singleton; remotes never bundle their own copy', () => {
    const host = sharedConfig('host');
    const remote = sharedConfig('remote');
    for (const name of SHARED_SINGLETONS) {
      expect(host[name]).toEqual({ singleton: true });
      expect(remote[name]).toEqual({ singleton: true, import: false });
    }
  });

  it('a remote declares only the singletons it imports (plus react and react-dom)', () => {
    const remote = sharedConfig('remote', ['jotai', '@finx/design-system']);
    expect(Object.keys(remote).sort()).toEqual(['@finx/design-system', 'jotai', 'react', 'react-dom']);
    expect(Object.values(remote).every((s) => s.import === false && s.singleton)).toBe(true);
  });

  it('gives every remote a valid container name', () => {
    expect(REMOTE_KEYS.map(federationName)).toEqual([
      'marketing',
      'account',
      'credit_dashboard',
      'disputes',
      'documents',
      'billing',
      'admin_webhooks',
    ]);
  });
});
