import { expect, test } from 'bun:test';
import { migrate } from '../src/platform/db/orm';
import { silentLogger, useDatabaseBefore } from './support';

/**
 * Issue 26's migrations on data written before them: no partner ever confirmed a builder account, so every
 * "enrollment" becomes a request (notified when a builder.signup event carries its id) and its activity says so;
 * a result scored without any credit data loses its score and risk; every saved insurance "policy" is illustrative.
 */
const FIRST = 'Migration20261201003100_credit_builder_requested';
const suite = useDatabaseBefore(FIRST);
const { sql } = suite;

test('enrollments become requests, a score from no credit data is cleared, policies become illustrative quotes', async () => {
  const [{ id }] = await sql<{ id: string }>(
    `insert into @"users" ("username", "email", "password_hash", "first_name", "last_name") values ('before26', 'before26@example.com', 'x', 'Ada', 'Lovelace') returning "id"`,
  );
  const userId = Number(id);
  const [kikoff] = await sql<{ id: string }>(
    `insert into @"builder_accounts" ("user_id", "provider", "status") values (?, 'kikoff', 'active') returning "id"`,
    [userId],
  );
  await sql(`insert into @"builder_accounts" ("user_id", "provider", "status") values (?, 'self', 'active')`, [userId]);
  const [hook] = await sql<{ id: string }>(
    `insert into @"webhooks" ("user_id", "provider", "webhook_url", "secret_enc", "secret_hint") values (?, 'kikoff', 'https://partner.example/hook', 'x', 'abcd') returning "id"`,
    [userId],
  );
  await sql(
    `insert into @"webhook_events" ("message_id", "webhook_id", "user_id", "event_type", "payload") values ('msg_before26', ?, ?, 'builder.signup', ?)`,
    [
      hook!.id,
      userId,
      JSON.stringify({
        type: 'builder.signup',
        timestamp: '2026-11-01T00:00:00.000Z',
        data: { userId, builderProvider: 'kikoff', builderAccountId: Number(kikoff!.id), creditScore: null, test: false },
      }),
    ],
  );
  await sql(
    `insert into @"activities" ("user_id", "type", "title", "description") values (?, 'builder_account_opened', 'Builder account opened', 'Kikoff credit-builder account')`,
    [userId],
  );

  const analysis = (reportId: number | null, finxSource: string) =>
    JSON.stringify({
      reasons: [],
      recommendations: [{ id: 'secured_card' }],
      basis: { reportId, reportDate: null, bureau: null, finxScore: null, finxSource, openDisputes: 0, debtToIncome: 0.01, missing: [] },
      narrative: 'Your creditworthiness score is 99 out of 100, which a lender would read as low risk.',
      narrativeSource: 'offline',
      narrativeNote: null,
      model: 'finx-offline-1',
    });
  const [none] = await sql<{ id: string }>(
    `insert into @"underwriting_results" ("user_id", "creditworthiness_score", "risk_level", "confidence_score", "inputs", "analysis") values (?, 99, 'low', 55, '{}', ?) returning "id"`,
    [userId, analysis(null, 'none')],
  );
  const [told] = await sql<{ id: string }>(
    `insert into @"underwriting_results" ("user_id", "creditworthiness_score", "risk_level", "confidence_score", "inputs", "analysis") values (?, 80, 'low', 65, '{}', ?) returning "id"`,
    [userId, analysis(null, 'self_reported')],
  );
  await sql(
    `insert into @"insurance_quotes" ("id", "user_id", "result_id", "provider", "risk_level", "monthly_premium_cents", "maximum_coverage", "deductible", "income_cents", "expires_at") values ('q_before26', ?, ?, 'shield', 'low', 2180, 18000, 250, 600000, now() + interval '30 days')`,
    [userId, told!.id],
  );
  await sql(
    `insert into @"insurance_policies" ("user_id", "quote_id", "provider", "risk_level", "monthly_premium_cents", "maximum_coverage", "deductible", "status") values (?, 'q_before26', 'shield', 'low', 2180, 18000, 250, 'active')`,
    [userId],
  );

  const applied = await migrate(suite.db.orm, silentLogger());
  expect(applied).toContain(FIRST);
  expect(applied).toContain('Migration20261201003200_underwriting_credit_data');

  expect(await sql('select "provider", "status", "partner_notified" from @"builder_accounts" order by "provider"')).toEqual([
    { provider: 'kikoff', status: 'requested', partner_notified: true },
    { provider: 'self', status: 'requested', partner_notified: false },
  ]);
  expect(await sql('select "title" from @"activities"')).toEqual([{ title: 'Builder account requested' }]);
  const results = await sql<{
    id: string;
    creditworthiness_score: number | null;
    risk_level: string | null;
    analysis: { basis: { creditData?: string }; narrative: string; recommendations: unknown[] };
  }>('select "id", "creditworthiness_score", "risk_level", "analysis" from @"underwriting_results" order by "id"');
  expect(results.map((r) => [r.id, r.creditworthiness_score, r.risk_level, r.analysis.basis.creditData ?? null, r.analysis.recommendations.length])).toEqual([
    [none!.id, null, null, 'none', 0],
    [told!.id, 80, 'low', null, 1],
  ]);
  expect(results[0]!.analysis.narrative).toStartWith('No score yet: upload a credit report');
  expect(await sql('select "status" from @"insurance_policies"')).toEqual([{ status: 'illustrative' }]);
  // new rows start as what they are
  await sql(`insert into @"builder_accounts" ("user_id", "provider") values (?, 'chime')`, [userId]);
  expect(await sql(`select "status", "partner_notified" from @"builder_accounts" where "provider" = 'chime'`)).toEqual([
    { status: 'requested', partner_notified: false },
  ]);
  await expect(sql(`insert into @"builder_accounts" ("user_id", "provider", "status") values (?, 'extra', 'enrolled')`, [userId])).rejects.toThrow();
}, 60_000);
