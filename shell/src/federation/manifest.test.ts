import { describe, expect, it, vi } from 'vitest';
import { fetchManifest, ManifestError, parseManifest } from './manifest';

const BASE = 'https://finx.example/dashboard';

describe('parseManifest', () => {
  it('reads every remote, resolving relative URLs against the page', () => {
    const m = parseManifest(
      {
        remotes: {
          marketing: '/remotes/marketing/remoteEntry.js',
          account: 'https://cdn.example/account/remoteEntry.js',
          'credit-dashboard': '/remotes/credit-dashboard/remoteEntry.js',
          disputes: '/remotes/disputes/remoteEntry.js',
          documents: '/remotes/documents/remoteEntry.js',
          billing: '/remotes/billing/remoteEntry.js',
          'admin-webhooks': '/remotes/admin-webhooks/remoteEntry.js',
        },
      },
      BASE,
    );
    expect(m.marketing).toBe('https://finx.example/remotes/marketing/remoteEntry.js');
    expect(m.account).toBe('https://cdn.example/account/remoteEntry.js');
    expect(m['admin-webhooks']).toBe('https://finx.example/remotes/admin-webhooks/remoteEntry.js');
  });

  it('defaults a missing remote to the same-origin path and ignores unknown names', () => {
    const m = parseManifest({ remotes: { other: '/x.js' } }, BASE);
    expect(m.disputes).toBe('https://finx.example/remotes/disputes/remoteEntry.js');
    expect(Object.keys(m)).not.toContain('other');
  });

  it.each([
    ['not an object', 'nope'],
    ['an array', []],
    ['no remotes object', { foo: 1 }],
    ['remotes as an array', { remotes: [] }],
    ['a non-string entry', { remotes: { marketing: 42 } }],
    ['an empty entry', { remotes: { marketing: ' ' } }],
    ['a non-http entry', { remotes: { marketing: 'javascript:alert(1)' } }],
  ])('rejects %s', (_label, json) => {
    expect(() => parseManifest(json, BASE)).toThrow(ManifestError);
  });
});

describe('fetchManifest', () => {
  it('GETs /remotes.json and parses it', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ remotes: {} }), { status: 200 }));
    const m = await fetchManifest(fetchImpl as unknown as typeof fetch, BASE);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ credentials: 'same-origin' }));
    expect(m.billing).toBe('https://finx.example/remotes/billing/remoteEntry.js');
  });

  it('reports the status and body of a failed read', async () => {
    const fetchImpl = async () => new Response('down for maintenance', { status: 503 });
    await expect(fetchManifest(fetchImpl as typeof fetch, BASE)).rejects.toThrow('/remotes.json answered 503: down for maintenance');
  });

  it('reports a network failure and invalid JSON', async () => {
    await expect(fetchManifest((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, BASE)).rejects.toThrow(
      "Couldn't reach /remotes.json: Failed to fetch",
    );
    await expect(fetchManifest((async () => new Response('<html>')) as typeof fetch, BASE)).rejects.toThrow('not valid JSON');
  });
});
