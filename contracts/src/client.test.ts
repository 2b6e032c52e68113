import { describe, expect, test } from 'bun:test';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError, createApiClient, createClientFor, serverMessage } from './client';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { fn, calls };
}

const c = initContract();
const testContract = c.router({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    body: z.object({ username: z.string(), password: z.string() }),
    responses: { 201: z.object({ id: z.number() }) },
  },
  user: {
    method: 'GET',
    path: '/api/users/:id',
    pathParams: z.object({ id: z.coerce.number() }),
    responses: { 200: z.object({ firstName: z.string() }) },
  },
});

const health = {
  status: 'ok',
  database: { status: 'ok', driver: 'embedded' },
  queue: { status: 'ok', driver: 'in-process' },
  version: '0.1.0',
  uptimeSeconds: 3,
};

describe('createApiClient', () => {
  test('resolves with the parsed JSON body of a 2xx response, sending cookies', async () => {
    const { fn, calls } = fakeFetch(() => new Response(JSON.stringify(health), { status: 200, headers: { 'content-type': 'application/json' } }));
    const api = createApiClient('', { fetch: fn });
    const res = await api.health.get();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(health as never);
    expect(calls[0]!.url).toBe('/api/health');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  test('uses the base URL', async () => {
    const { fn, calls } = fakeFetch(() => Response.json(health));
    await createApiClient('http://api.example.test', { fetch: fn }).health.get();
    expect(calls[0]!.url).toBe('http://api.example.test/api/health');
  });

  test('sends a body as JSON with a JSON content type', async () => {
    const { fn, calls } = fakeFetch(() => Response.json({ id: 7 }, { status: 201 }));
    const api = createClientFor(testContract, '', { fetch: fn });
    const res = await api.register({ body: { username: 'ann', password: 'pw' } });
    expect(res).toMatchObject({ status: 201, body: { id: 7 } });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'ann', password: 'pw' });
    expect(calls[0]!.init.credentials).toBe('include');
  });

  test('a non-success response throws "<status>: <body text>"', async () => {
    const { fn } = fakeFetch(() => new Response('Username already taken', { status: 409, statusText: 'Conflict' }));
    const api = createClientFor(testContract, '', { fetch: fn });
    const err = await api.register({ body: { username: 'ann', password: 'pw' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('409: Username already taken');
    expect((err as ApiError).status).toBe(409);
  });

  test('a JSON error body is quoted verbatim in the message', async () => {
    const body = JSON.stringify({ error: 'Invalid username or password' });
    const { fn } = fakeFetch(() => new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }));
    const err = (await createClientFor(testContract, '', { fetch: fn })
      .user({ params: { id: 1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe(`401: ${body}`);
    expect(serverMessage(err, 'fallback')).toBe('Invalid username or password');
  });

  test('an empty body uses the status text', async () => {
    const { fn } = fakeFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const err = await createApiClient('', { fetch: fn })
      .health.get()
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('500: Internal Server Error');
  });

  test('an empty body and no status text falls back to the standard reason phrase', async () => {
    const { fn } = fakeFetch(() => new Response('', { status: 503 }));
    const err = await createApiClient('', { fetch: fn })
      .health.get()
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('503: Service Unavailable');
  });

  test('statuses the contract declares (503 on health) still throw', async () => {
    const { fn } = fakeFetch(() => Response.json({ ...health, status: 'degraded' }, { status: 503 }));
    const err = await createApiClient('', { fetch: fn })
      .health.get()
      .catch((e: unknown) => e);
    expect((err as Error).message.startsWith('503: {"status":"degraded"')).toBe(true);
  });

  test('network failures propagate as errors', async () => {
    const fn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createApiClient('', { fetch: fn }).health.get()).rejects.toThrow('Failed to fetch');
  });
});

describe('serverMessage', () => {
  test('plain text body, message field, and fallbacks', () => {
    expect(serverMessage(new ApiError(409, 'Username already taken', 'Conflict'), 'x')).toBe('Username already taken');
    expect(serverMessage(new ApiError(400, '{"message":"Bad thing"}', ''), 'x')).toBe('Bad thing');
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'), 'Failed to create account')).toBe('Failed to create account');
    expect(serverMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('ApiError.code', () => {
  test("a { error, code } answer exposes the code beside the server's words", async () => {
    const body = JSON.stringify({ error: 'Please fill in all required user information fields', code: 'missing_user_info' });
    const { fn } = fakeFetch(() => new Response(body, { status: 400, headers: { 'content-type': 'application/json' } }));
    const err = (await createClientFor(testContract, '', { fetch: fn })
      .user({ params: { id: 1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('missing_user_info');
    expect(err.status).toBe(400);
    expect(serverMessage(err, 'fallback')).toBe('Please fill in all required user information fields');
  });

  test('no code for a body without one, a code this client does not know, or a body that is not JSON', () => {
    expect(new ApiError(409, '{"error":"Username already taken"}', '').code).toBeUndefined();
    expect(new ApiError(409, '{"error":"x","code":"brand_new_code"}', '').code).toBeUndefined();
    expect(new ApiError(502, '<html>Bad gateway</html>', '').code).toBeUndefined();
    expect(new ApiError(500, '', 'Internal Server Error').code).toBeUndefined();
    expect(new ApiError(400, 'null', '').code).toBeUndefined();
  });
});
