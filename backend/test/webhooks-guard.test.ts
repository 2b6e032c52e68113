import { describe, expect, test } from 'bun:test';
import { isSigningSecret } from '@finx/contracts';
import { Webhook } from 'standardwebhooks';
import { addressKind, cachedResolver, checkTarget, connectableAddress, UnsafeTargetError } from '../src/modules/webhooks/address-guard';
import { GONE_REASON, outcomeOf } from '../src/modules/webhooks/retry-policy';
import { parseRetryAfter, type SendResult } from '../src/modules/webhooks/send';
import { generateSecret, maskSecret, signatureHeaders } from '../src/modules/webhooks/signing';
import { loadConfig } from '../src/platform/config';

describe('address kinds (SSRF guard)', () => {
  const cases: [string, string][] = [
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.10.1', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['100.100.100.200', 'cloud metadata'],
    ['100.128.0.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['not an address', 'reserved'],
  ];
  for (const [address, kind] of cases) test(`${address} is ${kind}`, () => expect(addressKind(address)).toBe(kind as never));

  test('an IPv4-mapped IPv6 address is connected to as IPv4', () => {
    expect(connectableAddress('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(connectableAddress('2606:4700:4700::1111')).toBe('2606:4700:4700::1111');
  });
});

describe('checkTarget', () => {
  const names: Record<string, string[]> = {
    'partner.example': ['93.184.215.14'],
    'sneaky.example': ['127.0.0.1'],
    'mixed.example': ['93.184.215.14', '10.0.0.7'],
    'six.example': ['2606:4700:4700::1111'],
  };
  const resolve = async (host: string) => names[host] ?? [];
  const strict = { allowLoopback: false, httpsOnly: false, resolve };
  const refused = async (url: string, opts = strict) => {
    const err = await checkTarget(url, opts).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UnsafeTargetError);
    return (err as Error).message;
  };

  test('a public name resolves to the address that will be connected to', async () => {
    expect(await checkTarget('https://partner.example/hooks?x=1', strict)).toMatchObject({ address: '93.184.215.14', port: 443 });
    expect(await checkTarget('http://six.example:8080/', strict)).toMatchObject({ address: '2606:4700:4700::1111', port: 8080 });
  });

  test('every SSRF target is refused', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://[::1]:8080/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://100.64.1.1/',
      'http://224.0.0.1/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://sneaky.example/',
      'http://mixed.example/',
    ]) {
      expect(await refused(url)).toMatch(/points to a .* address/);
    }
  });

  test('a real name that resolves to loopback (localhost, through the system resolver) is refused', async () => {
    expect(await refused('http://localhost:3000/', { allowLoopback: false, httpsOnly: false } as never)).toContain('loopback');
  });

  test('an unknown name, a bad scheme and credentials in the URL are refused', async () => {
    expect(await refused('https://nowhere.example/')).toContain('could not be resolved');
    expect(await refused('ftp://partner.example/')).toContain('https://');
    expect(await refused('https://user:pw@partner.example/')).toContain('user name or password');
    expect(await refused('not a url')).toContain('full address');
  });

  test('WEBHOOK_ALLOW_LOOPBACK allows loopback (http too) and nothing else private', async () => {
    const loose = { allowLoopback: true, httpsOnly: true, resolve };
    expect(await checkTarget('http://127.0.0.1:9999/', loose)).toMatchObject({ address: '127.0.0.1' });
    expect(await checkTarget('http://[::1]:9999/', loose)).toMatchObject({ address: '::1' });
    expect(await checkTarget('http://sneaky.example/', loose)).toMatchObject({ address: '127.0.0.1' });
    expect(await checkTarget('http://[::ffff:127.0.0.1]/', loose)).toMatchObject({ address: '127.0.0.1' });
    await refused('http://10.0.0.1/', loose);
    await refused('http://169.254.169.254/', loose);
    await refused('http://192.168.0.10/', loose);
    expect(await refused('http://partner.example/', loose)).toContain('https://');
  });

  test('a cached resolver reuses a lookup for its time, keeps no failure, and the guard still judges what it gives', async () => {
    const lookups: string[] = [];
    let fail = true;
    const counted = async (host: string) => {
      lookups.push(host);
      await Bun.sleep(1);
      if (host === 'flaky.example' && fail) throw new Error('SERVFAIL');
      return names[host] ?? ['93.184.215.14'];
    };
    const cached = cachedResolver(counted, 50);
    const opts = { ...strict, resolve: cached };
    await Promise.all([checkTarget('https://partner.example/a', opts), checkTarget('https://partner.example/b', opts)]);
    expect(await checkTarget('https://partner.example/c', opts)).toMatchObject({ address: '93.184.215.14' });
    expect(lookups).toEqual(['partner.example']);
    expect(await refused('http://sneaky.example/', opts)).toContain('loopback');
    expect(await refused('http://sneaky.example/', opts)).toContain('loopback');
    expect(lookups).toEqual(['partner.example', 'sneaky.example']);
    await expect(cached('flaky.example')).rejects.toThrow('SERVFAIL');
    fail = false;
    expect(await cached('flaky.example')).toEqual(['93.184.215.14']);
    await Bun.sleep(60);
    await checkTarget('https://partner.example/d', opts);
    expect(lookups.filter((h) => h === 'partner.example')).toHaveLength(2);
  });

  test('the settings come from WEBHOOK_ALLOW_LOOPBACK, WEBHOOK_HTTPS_ONLY (on by default in production) and WEBHOOK_RETRY_SCHEDULE', () => {
    expect(loadConfig({}).webhooks.allowLoopback).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: 'true' }).webhooks.allowLoopback).toBe(true);
    expect(loadConfig({}).webhooks.httpsOnly).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).webhooks.httpsOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', WEBHOOK_HTTPS_ONLY: 'false' }).webhooks.httpsOnly).toBe(false);
    expect(loadConfig({ WEBHOOK_HTTPS_ONLY: 'true' }).webhooks.httpsOnly).toBe(true);
    // Svix's and Stripe's shape: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
    expect(loadConfig({}).webhooks.retryScheduleMs).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000].map((s) => s * 1000));
    expect(loadConfig({ WEBHOOK_RETRY_SCHEDULE: '0, 0.05,1' }).webhooks.retryScheduleMs).toEqual([0, 50, 1000]);
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: '0,soon' })).toThrow('WEBHOOK_RETRY_SCHEDULE');
  });
});

describe('Standard Webhooks signing', () => {
  test('a generated secret is whsec_ + 32 random bytes, masked to its last 4', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(isSigningSecret(secret)).toBe(true);
    expect(generateSecret()).not.toBe(secret);
    expect(maskSecret(secret)).toBe(`whsec_…${secret.slice(-4)}`);
  });

  test('secrets must be whsec_ with 24 to 64 bytes', () => {
    expect(isSigningSecret(`whsec_${Buffer.alloc(24, 1).toString('base64')}`)).toBe(true);
    expect(isSigningSecret(`whsec_${Buffer.alloc(64, 1).toString('base64')}`)).toBe(true);
    expect(isSigningSecret(`whsec_${Buffer.alloc(23, 1).toString('base64')}`)).toBe(false);
    expect(isSigningSecret(`whsec_${Buffer.alloc(65, 1).toString('base64')}`)).toBe(false);
    expect(isSigningSecret('my-password')).toBe(false);
    expect(isSigningSecret('whsec_not base64!')).toBe(false);
  });

  test('the standardwebhooks library verifies a delivery; a changed body or another secret does not', () => {
    const secret = generateSecret();
    const body = JSON.stringify({ type: 'builder.signup', data: { userId: 7 } });
    const headers = signatureHeaders([secret], 'msg_abc', body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });

  test('during a rotation both secrets sign, so either verifies', () => {
    const [old, fresh] = [generateSecret(), generateSecret()];
    const body = '{"ok":true}';
    const headers = signatureHeaders([fresh, old], 'msg_rot', body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(fresh).verify(body, headers)).toEqual({ ok: true });
    expect(new Webhook(old).verify(body, headers)).toEqual({ ok: true });
  });

  test('an old timestamp is refused by the verifier (replay protection)', () => {
    const secret = generateSecret();
    const headers = signatureHeaders([secret], 'msg_old', '{}', Date.now() - 10 * 60_000);
    expect(() => new Webhook(secret).verify('{}', headers)).toThrow();
  });
});

describe('retry policy', () => {
  const schedule = loadConfig({}).webhooks.retryScheduleMs;
  const answer = (status: number | null, retryAfterSeconds: number | null = null): SendResult => ({
    status,
    body: '',
    retryAfterSeconds,
    error: status === null ? 'Connection refused' : null,
    durationMs: 1,
  });

  test('2xx is delivered; 3xx and 5xx retry on the schedule; the last step fails', () => {
    expect(outcomeOf(answer(200), 0, schedule)).toEqual({ status: 'sent' });
    expect(outcomeOf(answer(204), 3, schedule)).toEqual({ status: 'sent' });
    expect(outcomeOf(answer(302), 0, schedule)).toEqual({ status: 'pending', delayMs: 5000, step: 1 });
    expect(outcomeOf(answer(500), 1, schedule)).toEqual({ status: 'pending', delayMs: 300_000, step: 2 });
    expect(outcomeOf(answer(null), 6, schedule)).toEqual({ status: 'pending', delayMs: 36_000_000, step: 7 });
    expect(outcomeOf(answer(500), 7, schedule)).toEqual({ status: 'failed' });
  });

  test('410 fails at once and switches the webhook off', () => {
    expect(outcomeOf(answer(410), 0, schedule)).toEqual({ status: 'failed', disableReason: GONE_REASON });
  });

  test('429/502/503/504 wait for Retry-After when it is longer; other statuses ignore it', () => {
    expect(outcomeOf(answer(429, 60), 0, schedule)).toEqual({ status: 'pending', delayMs: 60_000, step: 1 });
    expect(outcomeOf(answer(503, 1), 1, schedule)).toEqual({ status: 'pending', delayMs: 300_000, step: 2 });
    expect(outcomeOf(answer(504, 10 ** 9), 0, schedule)).toEqual({ status: 'pending', delayMs: 24 * 3_600_000, step: 1 });
    expect(outcomeOf(answer(500, 60), 0, schedule)).toEqual({ status: 'pending', delayMs: 5000, step: 1 });
  });

  test('Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('yesterday', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('OpenAPI document', () => {
  test('POST /api/webhooks documents the builder.signup body as a callback to the registered URL', async () => {
    const { openApiDocument } = await import('../src/platform/http/openapi');
    const doc = openApiDocument('test') as { paths: Record<string, Record<string, { callbacks?: Record<string, Record<string, { post: any }>> }>> };
    const callback = doc.paths['/api/webhooks']!.post!.callbacks!['builder.signup']!['{$request.body#/webhookUrl}']!;
    const schema = callback.post.requestBody.content['application/json'].schema;
    expect(schema.properties.type.enum).toEqual(['builder.signup']);
    expect(Object.keys(schema.properties.data.properties)).toEqual(['userId', 'builderProvider', 'builderAccountId', 'creditScore', 'test']);
  });
});
