import { describe, expect, test } from 'bun:test';
import { ApiAgent, memoryLogger, registeredAgent, useTestServer } from './support';

const log = memoryLogger('debug');
const suite = useTestServer({ TRUST_PROXY: 'true', LOG_LEVEL: 'debug' }, { logger: log.logger });
const { sql, count } = suite;

const FULL_NUMBER = '4111-2222-3333-9876';

const dispute = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  type: 'validation',
  creditor: 'Midland Credit Management',
  accountNumber: FULL_NUMBER,
  amount: '1250.5',
  bureau: 'experian',
  description: 'This collection is not mine; I never had an account with the original creditor.',
  disputeReason: 'not_mine',
  expectedResponseDate: '2001-01-01T00:00:00.000Z',
  ...overrides,
});

describe('POST /api/disputes', () => {
  test('saves a pending dispute: masked account number, 2-place amount, no due date until the bureau receives the letter; records dispute_filed', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const before = Date.now();
    const res = await agent.post('/api/disputes', dispute(user.id));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      userId: user.id,
      type: 'validation',
      creditor: 'Midland Credit Management',
      accountNumber: '****9876',
      amount: '1250.50',
      bureau: 'experian',
      description: 'This collection is not mine; I never had an account with the original creditor.',
      disputeReason: 'not_mine',
      status: 'pending',
      expectedResponseDate: null,
      submittedDate: expect.any(String),
      round: 1,
      result: null,
      responseDate: null,
      overdueAt: null,
      deadlineExtended: false,
      mailing: null,
    });
    const submitted = new Date(res.json.submittedDate).getTime();
    expect(submitted).toBeGreaterThanOrEqual(before - 1000);
    expect(submitted).toBeLessThanOrEqual(Date.now() + 1000);

    const [row] = await sql('select * from @"disputes" where "id" = ?', [res.json.id]);
    expect(row).toMatchObject({ account_number_masked: '****9876', amount: '1250.50', status: 'pending' });
    const stored = JSON.stringify(await sql('select * from @"disputes" where "user_id" = ?', [user.id]));
    const activities = JSON.stringify(await sql('select * from @"activities" where "user_id" = ?', [user.id]));
    expect(log.raw()).toContain('"path":"/api/disputes"');
    for (const text of [stored, activities, JSON.stringify(res.json), log.raw()]) {
      expect(text).not.toContain(FULL_NUMBER);
      expect(text).not.toContain('411122223333');
      expect(text).not.toContain('3333-9876');
    }

    const [activity] = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activity).toMatchObject({ type: 'dispute_filed', title: 'Dispute saved', description: 'Midland Credit Management with Experian' });
    expect(JSON.parse(activity.metadata)).toMatchObject({ disputeId: res.json.id });
  });

  test('one open dispute per account and bureau: a second answers 409 with a link to the first, nothing written; another bureau or account is fine', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const first = await agent.post('/api/disputes', dispute(user.id));
    expect(first.status).toBe(201);
    // the same account typed differently (name variant, only the last 4), another letter type and reason
    const again = await agent.post(
      '/api/disputes',
      dispute(user.id, { creditor: 'MIDLAND CREDIT MGMT', accountNumber: '9876', type: '611', disputeReason: 'incorrect_amount' }),
    );
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: expect.stringContaining('already has an open dispute with Experian'),
      disputeId: first.json.id,
      href: `/disputes#dispute-${first.json.id}`,
      code: 'duplicate_dispute',
    });
    expect(await count('disputes', user.id)).toBe(1);
    expect(await count('activities', user.id)).toBe(1);
    expect((await agent.post('/api/disputes', dispute(user.id, { bureau: 'equifax' }))).status).toBe(201);
    expect((await agent.post('/api/disputes', dispute(user.id, { accountNumber: '5555' }))).status).toBe(201);
  });

  test.each([
    [{ accountNumber: 'AB 12' }, '****AB12', { amount: 0 }, '0.00'],
    [{ accountNumber: '987' }, '****987', { amount: 99.99 }, '99.99'],
    [{ accountNumber: '' }, null, { amount: '' }, null],
    [{ accountNumber: undefined }, null, { amount: null }, null],
    [{ accountNumber: '--- ---' }, null, { amount: '9999999999.99' }, '9999999999.99'],
  ])('account %j → %p, amount %j → %p', async (acct, masked, amount, stored) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/disputes', dispute(user.id, { ...acct, ...amount }));
    expect(res.status).toBe(201);
    expect(res.json.accountNumber).toBe(masked);
    expect(res.json.amount).toBe(stored);
  });

  test.each([
    [{ type: undefined }],
    [{ type: '' }],
    [{ creditor: '' }],
    [{ creditor: '   ' }],
    [{ creditor: undefined }],
    [{ bureau: '' }],
    [{ disputeReason: null }],
    [{ type: undefined, creditor: undefined, bureau: undefined, disputeReason: undefined }],
  ])('missing %j → 400 "Please fill in all required fields", nothing written', async (override) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/disputes', dispute(user.id, override));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Please fill in all required fields', code: 'invalid_input' });
    expect(await count('disputes', user.id)).toBe(0);
    expect(await count('activities', user.id)).toBe(0);
  });

  test.each([
    [{ amount: '12.345' }, 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [{ amount: '-5' }, 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [{ amount: 'lots' }, 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [{ amount: '12345678901' }, 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [{ amount: true }, 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [{ bureau: 'innovis' }, 'Choose one of: experian, equifax, transunion'],
    [{ type: 'lawsuit' }, 'Choose one of: validation, verification, obsolete, 609, 611, escalation'],
    [{ accountNumber: '1234;drop' }, 'Account number may hold letters, digits, spaces and dashes only'],
    [{ creditor: 'x'.repeat(121) }, 'Creditor must be at most 120 characters'],
  ])('%j → 400 with the schema message, nothing written', async (override, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/disputes', dispute(user.id, override));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect(await count('disputes', user.id)).toBe(0);
    expect(await count('activities', user.id)).toBe(0);
  });
});

describe('GET /api/disputes/{userId}', () => {
  test("newest first, only the user's own", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    await other.agent.post('/api/disputes', dispute(other.user.id, { creditor: 'Not Yours Bank' }));
    const first = await agent.post('/api/disputes', dispute(user.id, { creditor: 'First Bank', bureau: 'equifax' }));
    const second = await agent.post('/api/disputes', dispute(user.id, { creditor: 'Second Bank', bureau: 'transunion' }));
    await sql('update @"disputes" set "submitted_date" = now() - interval \'3 days\' where "id" = ?', [first.json.id]);
    const list = await agent.get(`/api/disputes/${user.id}`);
    expect(list.status).toBe(200);
    expect(list.json.map((d: { creditor: string }) => d.creditor)).toEqual(['Second Bank', 'First Bank']);
    expect(list.json[0]).toEqual(second.json);
    expect((await agent.get(`/api/activities/${user.id}`)).json.map((a: { description: string }) => a.description)).toEqual([
      'Second Bank with TransUnion',
      'First Bank with Equifax',
    ]);
  });

  test('401 without a session and 403 for another user, on both routes, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    const anonymous = new ApiAgent(suite.base);
    expect((await anonymous.get(`/api/disputes/${user.id}`)).status).toBe(401);
    expect((await anonymous.post('/api/disputes', dispute(user.id))).status).toBe(401);
    expect((await agent.get(`/api/disputes/${other.user.id}`)).status).toBe(403);
    const forbidden = await agent.post('/api/disputes', dispute(other.user.id));
    expect(forbidden.status).toBe(403);
    expect(await count('disputes', other.user.id)).toBe(0);
    expect(await count('disputes', user.id)).toBe(0);
    expect(await count('activities', other.user.id)).toBe(0);
    expect((await agent.get('/api/disputes/abc')).status).toBe(400);
  });
});
