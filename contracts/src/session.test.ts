import { describe, expect, test } from 'bun:test';
import { fetchSessionUser, logout, safeNextPath, serverMessage } from './session';

describe('safeNextPath: where sign-in may send the user back to', () => {
  test.each([
    ['/progress', '/progress'],
    ['/disputes?tab=history', '/disputes?tab=history'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/phish', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('%p → %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('session calls', () => {
  test('fetchSessionUser reads /api/auth/me with cookies; null when signed out', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    expect(await fetchSessionUser(fake)).toBeNull();
    expect(calls[0].url).toBe('/api/auth/me');
    expect(calls[0].init?.credentials).toBe('include');
  });

  test('logout posts the empty JSON object; a failure carries the server message', async () => {
    let sent: RequestInit | undefined;
    const failing = (async (_url: string, init?: RequestInit) => {
      sent = init;
      return new Response(JSON.stringify({ error: 'Cross-site request refused' }), { status: 403 });
    }) as unknown as typeof fetch;
    const err = await logout(failing).catch((e: unknown) => e);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBe('{}');
    expect((sent?.headers as Record<string, string> | undefined)?.['content-type']).toBe('application/json');
    expect((err as Error).message).toBe('403: {"error":"Cross-site request refused"}');
    expect(serverMessage(err, 'Failed to log out')).toBe('Cross-site request refused');
  });
});
