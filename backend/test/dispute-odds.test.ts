import { describe, expect, test } from 'bun:test';
import { disputeOddsSchema, oddsHeadline, NOT_ENOUGH_DISPUTES } from '@finx/contracts';
import { type EndedDispute, oddsOf } from '../src/modules/disputes/odds/odds';
import { ApiAgent, registeredAgent, useTestServer } from './support';

/**
 * Honest odds (issue 29): how FinX users' disputes of a kind ended, only over at least 20 ended disputes from at
 * least 10 users, per company only once that company alone has as many; aggregated numbers only.
 */

const ended = (n: number, users: number, result: EndedDispute['result'] = 'deleted', creditor = 'MIDLAND CREDIT MGMT'): EndedDispute[] =>
  Array.from({ length: n }, (_, i) => ({ userId: (i % users) + 1, result, creditor, days: 30 + i }));

describe('the thresholds', () => {
  test('19 disputes from 19 users: not enough', () => {
    expect(oddsOf(ended(19, 19))).toBeNull();
  });

  test('20 disputes from 9 users: not enough', () => {
    expect(oddsOf(ended(20, 9))).toBeNull();
  });

  test('20 disputes from 10 users: the share of each answer and the median time', () => {
    const disputes = [...ended(7, 7, 'deleted'), ...ended(3, 3, 'updated'), ...ended(8, 8, 'verified'), ...ended(2, 2, 'no_change')].map((d, i) => ({
      ...d,
      userId: (i % 10) + 1,
      days: i + 1,
    }));
    const stats = oddsOf(disputes);
    expect(stats).toEqual({ disputes: 20, deleted: 35, updated: 15, verified: 40, noChange: 10, medianDays: 11 });
    expect(oddsHeadline(stats)).toBe('Deleted in 35\u00a0% of 20 disputes like this');
    expect(oddsHeadline(null)).toBe(NOT_ENOUGH_DISPUTES);
  });

  test('a dispute answered before its letter went out counts as 0 days; unknown times are left out of the median', () => {
    const disputes = ended(20, 10).map((d, i) => ({ ...d, days: i === 0 ? -2 : i < 10 ? null : 40 }));
    expect(oddsOf(disputes)?.medianDays).toBe(40);
  });
});

const suite = useTestServer({ TRUST_PROXY: 'true' });

/** Ended disputes written as the engine leaves them (the current round answered), 34 days after filing. */
async function endedDisputes(
  rows: { userId: number; result: string; creditor?: string; reason?: string; itemType?: string; type?: string; answered?: boolean }[],
) {
  for (const r of rows) {
    await suite.sql(
      `insert into @"disputes" ("user_id", "type", "creditor", "bureau", "dispute_reason", "status", "submitted_date", "result", "response_date", "item_type")
       values (?, ?, ?, 'experian', ?, ?, now() - interval '40 days', ?, now() - interval '6 days', ?)`,
      [
        r.userId,
        r.type ?? 'validation',
        r.creditor ?? 'MIDLAND CREDIT MGMT',
        r.reason ?? 'not_mine',
        r.result === 'deleted' || r.result === 'updated' ? 'resolved' : 'rejected',
        r.answered === false ? null : r.result,
        r.itemType ?? 'collection',
      ],
    );
  }
}

describe('GET /api/dispute-odds', () => {
  test('hidden below the thresholds, correct above them, per company only once that company has enough', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => registeredAgent(suite.base)));
    const [viewer] = users;
    const ids = users.map((u) => u.user.id);
    const odds = async (query: string) => {
      const res = await viewer!.agent.get(`/api/dispute-odds?${query}`);
      expect(res.status).toBe(200);
      return disputeOddsSchema.parse(res.json);
    };
    const kind = 'reason=not_mine&itemType=collection';

    // 19 ended (14 with Midland, 5 with Portfolio Recovery), plus disputes that must not count: one still in its round, other kinds
    await endedDisputes([
      ...Array.from({ length: 14 }, (_, i) => ({ userId: ids[i % 10]!, result: i < 7 ? 'deleted' : 'verified' })),
      ...Array.from({ length: 5 }, (_, i) => ({ userId: ids[i]!, result: 'updated', creditor: 'PORTFOLIO RECOVERY ASSOCIATES' })),
      { userId: ids[0]!, result: 'deleted', answered: false },
      { userId: ids[1]!, result: 'deleted', itemType: 'account', type: '611' },
      { userId: ids[2]!, result: 'deleted', reason: 'paid_in_full' },
    ]);
    const below = await odds(`${kind}&creditor=${encodeURIComponent('Midland Credit Management')}`);
    expect(below).toEqual({
      reason: 'not_mine',
      itemType: 'collection',
      kind: null,
      furnisher: { name: 'Midland Credit Management', stats: null },
      minimum: { disputes: 20, users: 10 },
    });

    await endedDisputes([{ userId: ids[5]!, result: 'no_change', creditor: 'PORTFOLIO RECOVERY ASSOCIATES' }]);
    const twenty = await odds(`${kind}&creditor=MIDLAND%20CREDIT%20MGMT`);
    // 7 deleted, 7 verified, 5 updated, 1 no change of 20; each 34 days after filing
    expect(twenty.kind).toEqual({ disputes: 20, deleted: 35, updated: 25, verified: 35, noChange: 5, medianDays: 34 });
    expect(twenty.furnisher).toEqual({ name: 'MIDLAND CREDIT MGMT', stats: null });
    expect(oddsHeadline(twenty.kind)).toBe('Deleted in 35\u00a0% of 20 disputes like this');

    await endedDisputes(Array.from({ length: 6 }, (_, i) => ({ userId: ids[(i + 4) % 10]!, result: 'deleted' })));
    const withCompany = await odds(`${kind}&creditor=MIDLAND%20CREDIT%20MGMT`);
    expect(withCompany.kind?.disputes).toBe(26);
    expect(withCompany.furnisher?.stats).toEqual({ disputes: 20, deleted: 65, updated: 0, verified: 35, noChange: 0, medianDays: 34 });
    // another company of the same kind: too few of its own
    expect((await odds(`${kind}&creditor=Portfolio%20Recovery`)).furnisher).toEqual({ name: 'Portfolio Recovery', stats: null });
    // no user's id or dispute in the answer: only the aggregates
    expect(JSON.stringify(withCompany)).not.toMatch(/userId|"id"/);
  }, 60_000);

  test('20 disputes of a kind from 9 users stay hidden', async () => {
    const users = await Promise.all(Array.from({ length: 9 }, () => registeredAgent(suite.base)));
    await endedDisputes(
      Array.from({ length: 20 }, (_, i) => ({
        userId: users[i % 9]!.user.id,
        result: 'deleted',
        reason: 'incorrect_date',
        itemType: 'inquiry',
        type: '611',
        creditor: 'CAPITAL ONE',
      })),
    );
    const res = await users[0]!.agent.get('/api/dispute-odds?reason=incorrect_date&itemType=inquiry');
    expect(res.status).toBe(200);
    expect(res.json.kind).toBeNull();
    expect(res.json.furnisher).toBeNull();
  }, 60_000);

  test('a dispute of the user: its own kind and company; another user’s is 404, no session 401, a bad kind 400', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const filed = await agent.post('/api/disputes', {
      userId: user.id,
      type: 'validation',
      creditor: 'Midland Credit Management',
      bureau: 'experian',
      disputeReason: 'not_mine',
    });
    expect(filed.status).toBe(201);
    const mine = await agent.get(`/api/disputes/${filed.json.id}/odds`);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ reason: 'not_mine', itemType: 'collection', furnisher: { name: 'Midland Credit Management' } });
    const other = await registeredAgent(suite.base);
    expect((await other.agent.get(`/api/disputes/${filed.json.id}/odds`)).status).toBe(404);
    expect((await new ApiAgent(suite.base).get('/api/dispute-odds?reason=not_mine&itemType=collection')).status).toBe(401);
    const bad = await agent.get('/api/dispute-odds?reason=lucky&itemType=collection');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('reason must be one of');
  }, 60_000);
});
