import { beforeAll, describe, expect, test } from 'bun:test';
import { ApiAgent, newUserPayload, registeredAgent, useTestServer } from './support';

/**
 * Issue 27: bad input is a 400 before it reaches the database, for every route family — ids past what a
 * bigint holds (or a JSON number carries exactly), and NUL / control characters / broken Unicode in any string.
 */
const suite = useTestServer({ TRUST_PROXY: 'true' });
const { count } = suite;

const NUL = 'a\u0000b';
const HUGE = '99999999999999999999';
const controlIn = (where: string) => ({ error: `${where}: control characters are not allowed` });

let agent: ApiAgent;
let userId: number;
beforeAll(async () => {
  const registered = await registeredAgent(suite.base);
  agent = registered.agent;
  userId = registered.user.id;
});

describe('ids out of range: 400 naming the id, for every family of id routes', () => {
  test.each([
    ['GET', `/api/disputes/${HUGE}/deadlines`, 'Dispute id is too large'],
    ['GET', '/api/disputes/9223372036854775808/delivery-methods', 'Dispute id is too large'],
    // within bigint, but no JSON number carries it exactly (it would name another row)
    ['POST', '/api/disputes/9223372036854775807/more-information', 'Dispute id is too large'],
    ['GET', `/api/disputes/${HUGE}/letters/1/pdf`, 'Dispute id is too large'],
    ['GET', `/api/disputes/1/letters/${HUGE}/pdf`, 'Letter id is too large'],
    ['GET', '/api/disputes/1/letters/-3/pdf', 'Letter id must be positive'],
    ['GET', `/api/users/${HUGE}`, 'User id is too large'],
    ['GET', `/api/credit-profiles/${HUGE}`, 'User id is too large'],
    ['GET', '/api/users/-1', 'User id must be positive'],
    ['GET', '/api/users/1.5', 'User id must be a whole number'],
    ['GET', `/api/documents/${HUGE}/file`, 'Document id is too large'],
    ['DELETE', `/api/documents/${HUGE}`, 'Document id is too large'],
    ['GET', `/api/credit-reports/${HUGE}`, 'Report id is too large'],
    ['PATCH', `/api/webhooks/${HUGE}`, 'Webhook id is too large'],
    ['GET', `/api/webhook-events/${HUGE}`, 'Event id is too large'],
    ['POST', `/api/notifications/${HUGE}/read`, 'Notification id is too large'],
    ['POST', `/api/insurance/policies/${HUGE}/cancel`, 'Policy id is too large'],
  ])('%s %s → 400 %s', async (method, path, message) => {
    const res = await agent.call(method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
  });

  test('ids in a body too: nothing is written', async () => {
    const res = await agent.post('/api/disputes', { userId: 1e20, type: 'validation', creditor: 'Midland', bureau: 'experian', disputeReason: 'not_mine' });
    expect(res).toMatchObject({ status: 400, json: { error: 'userId is too large' } });
    // biome-ignore lint/correctness/noPrecisionLoss: bigint's maximum as a JSON number, on purpose (it arrives as 2^63)
    const generate = await agent.post('/api/disputes/generate-letters', { userId, disputeId: 9223372036854775807 });
    expect(generate).toMatchObject({ status: 400, json: { error: expect.stringContaining('disputeId is too large') } });
    expect(await count('disputes', userId)).toBe(0);
  });

  test('a page number past what an OFFSET can hold', async () => {
    expect(await agent.get(`/api/notifications?page=${HUGE}`)).toMatchObject({ status: 400, json: { error: 'page is too large' } });
  });

  test('a package id that is not a UUID is not found (not a database error)', async () => {
    const res = await agent.get(`/api/dispute-packages/${'-'.repeat(36)}/pdf`);
    expect(res).toMatchObject({ status: 404, json: { error: expect.any(String) } });
  });
});

describe('NUL and other control characters: 400 naming the field, nothing written', () => {
  test('registration and sign-in', async () => {
    const visitor = new ApiAgent(suite.base);
    const payload = newUserPayload({ lastName: NUL });
    expect(await visitor.post('/api/auth/register', payload)).toMatchObject({ status: 400, json: controlIn('body.lastName') });
    expect(await suite.sql('select 1 from @"users" where "username" = ?', [payload.username])).toEqual([]);
    expect(visitor.cookie).toBe('');
    expect(await visitor.post('/api/auth/login', { username: NUL, password: 'correct horse' })).toMatchObject({
      status: 400,
      json: controlIn('body.username'),
    });
  });

  test('disputes, activities, the service contract, letters, push unsubscribe', async () => {
    const dispute = { userId, type: 'validation', creditor: 'Midland', bureau: 'experian', disputeReason: 'not_mine' };
    expect(await agent.post('/api/disputes', { ...dispute, creditor: NUL })).toMatchObject({ status: 400, json: controlIn('body.creditor') });
    expect(await agent.post('/api/activities', { userId, type: 'quick_action', title: 'Checked my score\u001b[31m' })).toMatchObject({
      status: 400,
      json: controlIn('body.title'),
    });
    expect(await agent.post('/api/subscription/contract', { signature: `Ada${'\u0000'}Lovelace`, accepted: true })).toMatchObject({
      status: 400,
      json: controlIn('body.signature'),
    });
    const userInfo = { firstName: 'Ada', lastName: 'Lovelace', address: `1 Main St${'\u007f'}`, city: 'Dallas', state: 'TX', zip: '75201' };
    expect(await agent.post('/api/disputes/generate-letters', { userId, userInfo })).toMatchObject({ status: 400, json: controlIn('body.userInfo.address') });
    expect(await agent.post('/api/notifications/push/subscriptions/remove', { endpoint: `https://push.example/${NUL}` })).toMatchObject({
      status: 400,
      json: controlIn('body.endpoint'),
    });
    for (const table of ['disputes', 'activities', 'billing_contracts']) expect(await count(table, userId)).toBe(0);
  });

  test('in a path segment or a query value, in an array, or in a key', async () => {
    expect(await agent.get('/api/subscription/purchase/a%00b')).toMatchObject({ status: 400, json: { error: 'path: control characters are not allowed' } });
    expect(await agent.get('/api/subscription/purchase/a%0Ab')).toMatchObject({ status: 400, json: { error: 'path: control characters are not allowed' } });
    expect(await agent.get('/api/notifications?page=1%00')).toMatchObject({ status: 400, json: controlIn('query.page') });
    expect(await agent.get('/api/auth/me?anything=%1B')).toMatchObject({ status: 400, json: controlIn('query.anything') });
    const generate = await agent.post('/api/disputes/generate-letters', { userId, findingKeys: ['abc', NUL] });
    expect(generate).toMatchObject({ status: 400, json: controlIn('body.findingKeys[1]') });
    expect(await agent.post('/api/auth/login', { username: 'ada', password: 'correct horse', [NUL]: 1 })).toMatchObject({
      status: 400,
      json: controlIn('body (a key)'),
    });
  });

  test('tab and line breaks stay allowed in free text', async () => {
    const res = await agent.post('/api/disputes', {
      userId,
      type: 'validation',
      creditor: 'Midland',
      bureau: 'experian',
      disputeReason: 'not_mine',
      description: 'Not mine.\r\nI never had this account.\tSee the attached letter.',
    });
    expect(res.status).toBe(201);
    expect(res.json.description).toContain('\r\nI never had this account.\t');
  });
});

describe('other text PostgreSQL cannot store, and odd bodies: 400, not 500', () => {
  test('a lone UTF-16 surrogate ("\\ud800" in JSON)', async () => {
    const res = await agent.call(
      'POST',
      '/api/disputes',
      `{"userId":${userId},"type":"validation","creditor":"Mid\\ud800land","bureau":"experian","disputeReason":"not_mine"}`,
    );
    expect(res).toMatchObject({ status: 400, json: { error: 'body.creditor: not valid Unicode text' } });
    const paired = await agent.call(
      'POST',
      '/api/disputes',
      `{"userId":${userId},"type":"validation","creditor":"Midland \\ud83d\\ude00","bureau":"equifax","disputeReason":"not_mine"}`,
    );
    expect(paired.status).toBe(201);
  });

  test('a body nested deeper than any the API takes (32 levels), however deep', async () => {
    const body = (depth: number) =>
      `{"userId":${userId},"type":"validation","creditor":"Midland","bureau":"transunion","disputeReason":"not_mine","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await agent.call('POST', '/api/disputes', body(100_000));
    expect(res).toMatchObject({ status: 400, json: { error: expect.stringMatching(/^body\.x(\[0\])+: nested deeper than 32 levels$/) } });
    expect((await agent.call('POST', '/api/disputes', body(20))).status).toBe(201);
  });
});

describe('/api/openapi.json lists the answers the platform gives', () => {
  test('400 on every operation; 403 and 413 on every state-changing one; 503 where a provider may be missing', async () => {
    const doc = (await agent.get('/api/openapi.json')).json as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const listed = Object.keys(op.responses);
        expect({ op: `${method} ${path}`, has400: listed.includes('400') }).toEqual({ op: `${method} ${path}`, has400: true });
        if (method !== 'get') expect({ op: `${method} ${path}`, listed }).toEqual({ op: `${method} ${path}`, listed: expect.arrayContaining(['403', '413']) });
      }
    }
    expect(Object.keys(doc.paths['/api/paypal/order/{id}/capture']!.post!.responses)).toContain('503');
    expect(doc.paths['/api/disputes/{id}/deadlines']!.get!).toMatchObject({ parameters: [{ name: 'id', schema: { maximum: Number.MAX_SAFE_INTEGER } }] });
  });
});
