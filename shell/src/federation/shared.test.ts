import { describe, expect, it } from 'vitest';
import { federationName } from '../../../remotes/federation.names';
import { SHARED_SINGLETONS, sharedConfig } from '../../../remotes/federation.shared';
import { REMOTE_KEYS } from '../app/routes';

describe('Module Federation shared singletons', () => {
  it('shares the ARCHITECTURE §2 packages', () => {
    expect([...SHARED_SINGLETONS].sort()).toEqual(
      ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'jotai', '@finx/contracts', '@finx/design-system'].sort(),
    );
  });

  it('the shell provides every singleton; remotes never bundle their own copy', () => {
    const host = sharedConfig('host');
    const remote = sharedConfig('remote');
    for (const name of SHARED_SINGLETONS) {
      expect(host[name]).toEqual({ singleton: true });
      expect(remote[name]).toEqual({ singleton: true, import: false });
    }
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
