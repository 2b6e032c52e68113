import { afterAll, describe, expect, test } from 'bun:test';
import { billMailingFeesJob } from '../src/modules/billing/mailing-fees';
import { STRIPE_KEY, startFakeStripe } from './fixtures/fake-billing';
import { acceptServiceContract, type ApiAgent, grantPlan, msUntil, registeredAgent, useTestServer } from './support';

/**
 * Contract before service, plans enforced, every paid mailing confirmed (issue 26), through the API: no letter is
 * prepared, mailed or tracked before the CROA contract is accepted (403 naming what is missing); a call beyond the
 * plan is 402 with the plan that includes it; a mailing is sent only at the price the user confirmed (409 otherwise)
 * and its fee is billed on Stripe once, after the carrier accepted it and the cancellation period ended; cancelling
 * within the three business days stops queued mailings and charges nothing.
 */

const stripeFake = startFakeStripe();
afterAll(() => stripeFake.server.stop(true));
/** Long sandbox steps: a letter stays 'mailed' while a test looks at it. */
const suite = useTestServer(
  { TRUST_PROXY: 'true', STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_API_BASE: stripeFake.baseUrl },
  { configure: (c) => (c.certifiedMail.sandboxStepMs = 60 * 60_000) },
);
const { sql } = suite;

const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const MISSING = { missing: ['croa_contract'] };

async function fileDispute(agent: ApiAgent, userId: number, bureau = 'experian', creditor = 'Midland Credit Management') {
  const res = await agent.post('/api/disputes', {
    userId,
    type: 'validation',
    creditor,
    accountNumber: `4111-2222-3333-${Math.floor(1000 + Math.random() * 8999)}`,
    amount: '1250.50',
    bureau,
    description: 'This collection is not mine; I never had an account with the original creditor.',
    disputeReason: 'not_mine',
  });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const previewLetterId = async (agent: ApiAgent, id: number) =>
  (await agent.post(`/api/disputes/${id}/letter-preview`, { userInfo: INFO })).json.letterId as number;

/** Previews the dispute's letter and sends it at `price` (the quote's when omitted). */
async function sendLetter(agent: ApiAgent, id: number, price?: number) {
  const letterId = await previewLetterId(agent, id);
  const confirmedPriceCents = price ?? (await agent.get(`/api/disputes/${id}/mailing-quote`)).json.totalCents;
  return agent.post(`/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, letterId, confirmedPriceCents });
}

const fees = (userId: number) =>
  sql<{
    mailing_id: string;
    status: string;
    amount_cents: number;
    paid_by: string;
    provider_ref: string | null;
    invoice_ref: string | null;
    tracking_number: string | null;
  }>('select * from @"mailing_fees" where "user_id" = ? order by "mailing_id"', [userId]);

/** Moves the user's contract back so that its three business days are over. */
const endCancellationPeriod = (userId: number) =>
  sql(`update @"billing_contracts" set "accepted_at" = now() - interval '10 days', "cancel_deadline" = now() - interval '1 day' where "user_id" = ?`, [userId]);

describe('contract before service', () => {
  test('without the contract: previews, the bureau portals and the findings stay open; letters, mailing and portal tracking answer 403 naming what is missing; nothing is written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const id = await fileDispute(agent, user.id);
    expect((await agent.post(`/api/disputes/${id}/letter-preview`, { userInfo: INFO })).status).toBe(200);
    expect((await agent.get('/api/bureau-portals')).status).toBe(200);
    expect((await agent.get('/api/credit-report-findings')).status).toBe(200);
    const letterId = await previewLetterId(agent, id);
    const refused = [
      await agent.get(`/api/disputes/${id}/mailing-quote`),
      await agent.post(`/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, letterId, confirmedPriceCents: 850 }),
      await agent.post(`/api/disputes/${id}/portal-used`, {}),
      await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject(MISSING);
      expect(res.json.error).toContain('accept the FinX contract');
    }
    expect(await suite.count('dispute_packages', user.id)).toBe(0);
    expect((await sql('select 1 from @"dispute_mailings" where "dispute_id" = ?', [id])).length).toBe(0);
  });

  test('the contract without a plan: its three texts stored with the version and time; then the quote names the recipient, the price and how it is paid; send at that price', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const id = await fileDispute(agent, user.id, 'equifax');
    const contract = await acceptServiceContract(agent);
    const [row] = await sql<{ plan_id: string | null; version: string; text: any; accepted_at: Date }>('select * from @"billing_contracts" where "id" = ?', [
      contract.id,
    ]);
    expect(row!.plan_id).toBeNull();
    expect(row!.version).toBe('2026-02');
    expect(row!.text.disclosure.title).toBe('Consumer Credit File Rights Under State and Federal Law');
    expect(JSON.stringify(row!.text.contract)).toContain('Without a plan there is no monthly fee. Each certified-mail package to a bureau costs $8.50');
    expect(JSON.stringify(row!.text.contract)).toContain('Basic: $49 per month');
    expect(row!.text.notice.heading).toBe('Notice of Cancellation');

    const quote = await agent.get(`/api/disputes/${id}/mailing-quote`);
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({ totalCents: 850, planId: 'none', planName: 'No plan', includedLeft: 0 });
    expect(quote.json.pieces).toEqual([
      {
        packageId: null,
        disputeId: id,
        bureau: 'equifax',
        items: 1,
        priceCents: 850,
        paidBy: 'per_package',
        recipient: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'] },
      },
    ]);
    expect(quote.json.payment).toContain('after the carrier accepts it');

    // Another price, or none, is refused with the price to confirm; nothing is mailed.
    const letterId = await previewLetterId(agent, id);
    for (const confirmedPriceCents of [0, undefined]) {
      const wrong = await agent.post(`/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, letterId, confirmedPriceCents });
      expect([wrong.status, wrong.json.totalCents]).toEqual([409, 850]);
    }
    expect((await sql('select 1 from @"dispute_mailings" where "dispute_id" = ?', [id])).length).toBe(0);

    const sent = await agent.post(`/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, letterId, confirmedPriceCents: 850 });
    expect(sent.status).toBe(200);
    expect(sent.json.tracking_number).toMatch(/^\d{22}$/);
    // Owed after the carrier accepted it, with its tracking number; not billed inside the cancellation period.
    await msUntil(async () => (await fees(user.id))[0]?.status === 'owed');
    const [fee] = await fees(user.id);
    expect(fee).toMatchObject({ amount_cents: 850, paid_by: 'per_package', tracking_number: sent.json.tracking_number, provider_ref: null });
    expect(stripeFake.to('POST', '/v1/invoiceitems').filter((r) => r.form.get('metadata[userId]') === String(user.id))).toHaveLength(0);
    const current = (await agent.get('/api/subscription/current')).json;
    expect(current).toMatchObject({ plan: { id: 'none' }, serviceAccepted: true, cardCheckout: true, inCancellationPeriod: true });
    expect(current.mailingFees).toEqual([expect.objectContaining({ amount: 850, status: 'owed', trackingNumber: sent.json.tracking_number })]);
  });

  test('checkout reuses the contract without a plan (no second contract)', async () => {
    const { agent, user, payload } = await registeredAgent(suite.base);
    await acceptServiceContract(agent);
    const res = await agent.post('/api/subscription/create-checkout', { planId: 'elite', userId: user.id, email: payload.email, name: 'Ada Lovelace' });
    expect(res.status).toBe(200);
    expect(await suite.count('billing_contracts', user.id)).toBe(1);
  });
});

describe('plans enforced', () => {
  test('AI underwriting and insurance quotes answer 402 with the Elite plan without it; with it they run', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const analyze = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: { income: 5000, existingDebts: 1000 } });
    expect(analyze.status).toBe(402);
    expect(analyze.json).toEqual({ error: 'AI underwriting analysis is part of the Elite plan', requiredPlan: 'elite', code: 'plan_required' });
    const quote = await agent.post('/api/insurance/quote', { userId: user.id, underwritingResult: { id: 1 }, income: 5000 });
    expect(quote.status).toBe(402);
    expect(quote.json.requiredPlan).toBe('elite');
    await grantPlan(sql, user.id, 'pro');
    expect((await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: {} })).json).toMatchObject({
      requiredPlan: 'elite',
      error: 'AI underwriting analysis is part of the Elite plan (you have Pro)',
    });
    await grantPlan(sql, user.id, 'elite');
    expect((await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: { income: 5000, existingDebts: 1000 } })).status).toBe(201);
  });

  test('without a plan, letters for up to 3 disputed items a month: the 4th is 402 with the Basic plan, and nothing is mailed', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptServiceContract(agent);
    const ids = [];
    for (const creditor of ['Midland Credit Management', 'Portfolio Recovery', 'LVNV Funding', 'Cavalry SPV'])
      ids.push(await fileDispute(agent, user.id, 'transunion', creditor));
    for (const id of ids.slice(0, 3)) expect((await sendLetter(agent, id)).status).toBe(200);
    const quote = await agent.get(`/api/disputes/${ids[3]}/mailing-quote`);
    expect(quote.status).toBe(402);
    expect(quote.json).toEqual({
      requiredPlan: 'basic',
      error: 'Without a plan, FinX mails letters for up to 3 disputed items a month (3 this month, 1 in these letters): the Basic plan covers 5',
      code: 'plan_required',
    });
    expect((await sendLetter(agent, ids[3]!, 850)).status).toBe(402);
    expect((await fees(user.id)).length).toBe(3);
  });

  test('Pro: three packages a month included (nothing owed), the 4th at $8.50; the packages quote lists each recipient', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptServiceContract(agent);
    await grantPlan(sql, user.id, 'pro');
    for (const bureau of ['experian', 'equifax', 'transunion']) await fileDispute(agent, user.id, bureau);
    const generated = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO });
    expect(generated.status).toBe(200);
    const quote = await agent.get('/api/dispute-packages/quote');
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({ totalCents: 0, planId: 'pro', planName: 'Pro', includedLeft: 0 });
    expect(quote.json.pieces.map((p: any) => [p.bureau, p.recipient.name, p.priceCents, p.paidBy]).sort()).toEqual([
      ['equifax', 'Equifax Information Services LLC', 0, 'plan'],
      ['experian', 'Experian', 0, 'plan'],
      ['transunion', 'TransUnion Consumer Solutions', 0, 'plan'],
    ]);
    expect(quote.json.payment).toBe('Included in your Pro plan: nothing is charged for these packages.');
    const sent = await agent.post('/api/disputes/send-letters', { userId: user.id, confirmedPriceCents: 0 });
    expect(sent.status).toBe(200);
    expect(sent.json.mailingPackages.every((m: any) => m.success && /^\d{22}$/.test(m.trackingNumber))).toBe(true);
    await msUntil(async () => (await fees(user.id)).every((f) => f.status === 'included'));
    const id = await fileDispute(agent, user.id, 'experian', 'Cavalry SPV');
    expect((await agent.get(`/api/disputes/${id}/mailing-quote`)).json).toMatchObject({
      totalCents: 850,
      includedLeft: 0,
      pieces: [{ paidBy: 'per_package' }],
    });
  });
});

describe('a paid mailing on Stripe', () => {
  test('billed once, after the carrier accepted it and the cancellation period ended: one invoice item by mailing id, on an invoice Stripe sends', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptServiceContract(agent);
    await endCancellationPeriod(user.id);
    const id = await fileDispute(agent, user.id);
    const sent = await sendLetter(agent, id);
    expect(sent.status).toBe(200);
    await msUntil(async () => (await fees(user.id))[0]?.status === 'billed', 10_000);
    const [fee] = await fees(user.id);
    const items = stripeFake.to('POST', '/v1/invoiceitems').filter((r) => r.form.get('metadata[userId]') === String(user.id));
    expect(items).toHaveLength(1);
    expect(items[0]!.form.get('amount')).toBe('850');
    expect(items[0]!.form.get('metadata[mailingId]')).toBe(String(fee!.mailing_id));
    expect(items[0]!.headers.get('idempotency-key')).toBe(`finx-mailing-fee-${fee!.mailing_id}`);
    expect(items[0]!.form.get('description')).toContain('USPS Certified Mail to Experian');
    const invoices = stripeFake.to('POST', '/v1/invoices').filter((r) => r.form.get('metadata[userId]') === String(user.id));
    expect(invoices.map((r) => [r.form.get('collection_method'), r.form.get('days_until_due'), r.headers.get('idempotency-key')])).toEqual([
      ['send_invoice', '14', `finx-mailing-invoice-${fee!.mailing_id}`],
    ]);
    expect(fee).toMatchObject({ provider_ref: expect.stringMatching(/^ii_/), invoice_ref: expect.stringMatching(/^in_/) });

    // A repeated send or a restart's sweep bills nothing more.
    expect((await sendLetter(agent, id)).status).toBe(409);
    await billMailingFeesJob.enqueue(suite.server.srv.ctx.queue, { userId: user.id }, { key: Date.now() });
    await Bun.sleep(300);
    expect(stripeFake.to('POST', '/v1/invoiceitems').filter((r) => r.form.get('metadata[userId]') === String(user.id))).toHaveLength(1);
  });
});

describe('cancelling within three business days', () => {
  test('stops queued mailings, waives what was mailed, charges nothing; services answer 403 again', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptServiceContract(agent);
    const mailed = await fileDispute(agent, user.id, 'experian');
    expect((await sendLetter(agent, mailed)).status).toBe(200);
    await msUntil(async () => (await fees(user.id))[0]?.status === 'owed');
    // a letter still waiting for the carrier (queued)
    const waiting = await fileDispute(agent, user.id, 'equifax');
    const letterId = await previewLetterId(agent, waiting);
    const [queued] = await sql<{ id: string }>(
      `insert into @"dispute_mailings" ("dispute_id", "letter_id", "round", "carrier", "service", "status", "created_at") values (?, ?, 1, 'sandbox', 'certified', 'queued', now()) returning "id"`,
      [waiting, letterId],
    );

    const cancel = await agent.post('/api/subscription/cancel', {});
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({ subscription: null, immediate: true, refunded: 0, contractCanceled: true, mailingsStopped: 1 });
    const [stopped] = await sql<{ status: string; error: string }>('select "status", "error" from @"dispute_mailings" where "id" = ?', [queued!.id]);
    expect(stopped).toEqual({
      status: 'failed',
      error: 'Stopped: you cancelled your FinX contract, so this letter was not mailed and nothing is charged for it.',
    });
    expect((await fees(user.id)).map((f) => f.status)).toEqual(['waived']);
    const current = (await agent.get('/api/subscription/current')).json;
    expect(current).toMatchObject({ serviceAccepted: false, inCancellationPeriod: false, contract: { canceledAt: expect.any(String) } });

    // The period is over for billing too: still nothing is billed.
    await endCancellationPeriod(user.id);
    await billMailingFeesJob.enqueue(suite.server.srv.ctx.queue, { userId: user.id }, { key: Date.now() });
    await Bun.sleep(300);
    expect(stripeFake.to('POST', '/v1/invoiceitems').filter((r) => r.form.get('metadata[userId]') === String(user.id))).toHaveLength(0);

    const again = await agent.get(`/api/disputes/${waiting}/mailing-quote`);
    expect([again.status, again.json.missing]).toEqual([403, ['croa_contract']]);
    expect((await agent.post('/api/subscription/cancel', {})).status).toBe(404);
  });
});
