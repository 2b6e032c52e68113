import { afterAll, describe, expect, test } from 'bun:test';
import Stripe from 'stripe';
import { PAYPAL_ID, PAYPAL_SECRET, STRIPE_KEY, startFakePaypal, startFakeStripe } from './fixtures/fake-billing';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const WEBHOOK_SECRET = 'whsec_finx_test_secret';
const stripeFake = startFakeStripe();
const paypalFake = startFakePaypal();
afterAll(() => {
  stripeFake.server.stop(true);
  paypalFake.server.stop(true);
});
const suite = useTestServer({
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripeFake.baseUrl,
  PAYPAL_CLIENT_ID: PAYPAL_ID,
  PAYPAL_CLIENT_SECRET: PAYPAL_SECRET,
  PAYPAL_BASE_URL: paypalFake.baseUrl,
});
const { sql } = suite;
const signer = new Stripe('sk_test_signer');
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

let eventSeq = 0;
/** Posts a Stripe event to the webhook, signed with `secret`. */
async function sendEvent(type: string, object: unknown, { secret = WEBHOOK_SECRET, id = `evt_${++eventSeq}_${Date.now()}` } = {}) {
  const payload = JSON.stringify({ id, object: 'event', type, created: now(), data: { object } });
  const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  const res = await fetch(`${suite.base}/api/hooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return { status: res.status, json: (await res.json()) as any, id };
}

/** A Stripe subscription as the fake answers it. */
function stripeSubscription(id: string, userId: number, planId: string, status: string, start: number, end: number) {
  const sub = {
    id,
    object: 'subscription',
    status,
    customer: 'cus_x',
    metadata: { userId: String(userId), planId, contractId: '1' },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    items: { object: 'list', data: [{ id: `si_${id}`, current_period_start: start, current_period_end: end, price: null }] },
  };
  stripeFake.subscriptions.set(id, sub);
  return sub;
}

const invoice = (id: string, subscription: string, extra: Record<string, unknown>) => ({
  id,
  object: 'invoice',
  parent: { type: 'subscription_details', subscription_details: { subscription } },
  created: now(),
  ...extra,
});

async function acceptContract(agent: ApiAgent, planId: string) {
  const res = await agent.post('/api/subscription/contract', { planId, signature: 'Ada Lovelace', accepted: true });
  expect(res.status).toBe(201);
  return res.json.contract;
}

const current = async (agent: ApiAgent) => (await agent.get('/api/subscription/current')).json;

describe('plans and access', () => {
  test('GET /api/subscription/plans: basic, pro, elite in cents, pro popular, each fee split', async () => {
    const res = await new ApiAgent(suite.base).get('/api/subscription/plans');
    expect(res.status).toBe(200);
    expect(res.json.plans.map((p: any) => [p.id, p.price, p.popular, p.softwareFee + p.creditRepairFee])).toEqual([
      ['basic', 4900, false, 4900],
      ['pro', 9900, true, 9900],
      ['elite', 14900, false, 14900],
    ]);
  });

  test('every user call answers 401 without a session, and 403 for another user’s id', async () => {
    const visitor = new ApiAgent(suite.base);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/subscription/current'],
      ['POST', '/api/subscription/contract', { planId: 'pro', signature: 'X Y', accepted: true }],
      ['POST', '/api/subscription/create-checkout', { planId: 'pro', userId: 1 }],
      ['POST', '/api/subscription/create', { planId: 'pro', userId: 1 }],
      ['POST', '/api/subscription/cancel', {}],
      ['POST', '/api/subscription/change-plan', { planId: 'elite' }],
      ['GET', '/api/subscription/purchase/cs_test_1'],
      ['GET', '/api/paypal/setup'],
      ['POST', '/api/paypal/order', { planId: 'pro', currency: 'USD', intent: 'subscription' }],
      ['POST', '/api/paypal/order/5O00000001X/capture', {}],
    ];
    for (const [method, path, body] of calls) expect([path, (await visitor.call(method, path, body)).status]).toEqual([path, 401]);
    const { agent, user } = await registeredAgent(suite.base);
    for (const path of ['/api/subscription/create-checkout', '/api/subscription/create']) {
      const res = await agent.post(path, { planId: 'pro', userId: user.id + 1000 });
      expect(res.status).toBe(403);
    }
    expect(await suite.count('subscriptions', user.id)).toBe(0);
  });

  test('the contract: 400 without acceptance or a signature; stored with its text, time and cancellation deadline', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await agent.post('/api/subscription/contract', { planId: 'pro', signature: 'Ada Lovelace', accepted: false })).json.error).toBe(
      'You must accept the contract to continue',
    );
    expect((await agent.post('/api/subscription/contract', { planId: 'pro', signature: ' ', accepted: true })).json.error).toBe('Type your full name to sign');
    expect((await agent.post('/api/subscription/contract', { planId: 'gold', signature: 'Ada Lovelace', accepted: true })).status).toBe(400);
    expect(await suite.count('billing_contracts', user.id)).toBe(0);
    const before = Date.now();
    const contract = await acceptContract(agent, 'pro');
    const accepted = new Date(contract.acceptedAt).getTime();
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    const deadline = new Date(contract.cancelDeadline).getTime();
    // Three business days, then the end of that day in Hawaii: at least 3 and at most ~10 days later.
    expect(deadline - accepted).toBeGreaterThan(3 * DAY * 1000);
    expect(deadline - accepted).toBeLessThan(11 * DAY * 1000);
    const [row] = await sql<{ text: any; version: string; signature: string }>(
      'select "text", "version", "signature" from @"billing_contracts" where "user_id" = ?',
      [user.id],
    );
    expect(row!.signature).toBe('Ada Lovelace');
    expect(row!.text.disclosure.title).toBe('Consumer Credit File Rights Under State and Federal Law');
    expect(JSON.stringify(row!.text.contract)).toContain('$70 for the month’s credit-repair work, billed only after that month’s work has been performed');
    expect(row!.text.notice.heading).toBe('Notice of Cancellation');
  });
});

describe('Stripe', () => {
  test('checkout: refused before the contract; then a subscription-mode session with the plan’s price, the customer and no charge before the cancellation period ends', async () => {
    const { agent, user, payload } = await registeredAgent(suite.base);
    const body = { planId: 'pro', userId: user.id, email: payload.email, name: 'Ada Lovelace' };
    const refused = await agent.post('/api/subscription/create-checkout', body);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('Read and accept the contract for the Pro plan before paying');
    const contract = await acceptContract(agent, 'pro');
    const res = await agent.post('/api/subscription/create-checkout', body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
      sessionId: expect.stringMatching(/^cs_test_/),
    });

    const [customer] = stripeFake.to('POST', '/v1/customers').slice(-1);
    expect(customer!.form.get('email')).toBe(payload.email);
    expect(customer!.form.get('metadata[userId]')).toBe(String(user.id));
    const price = stripeFake.prices.find((p) => p.lookup_key === 'finx_pro_software_2900_usd_month');
    expect(price).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' } });
    const [session] = stripeFake.to('POST', '/v1/checkout/sessions').slice(-1);
    const f = session!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price]')).toBe(price.id);
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('customer')).toMatch(/^cus_/);
    expect(f.get('client_reference_id')).toBe(String(user.id));
    expect(f.get('success_url')).toBe(`${suite.base}/thank-you?session_id={CHECKOUT_SESSION_ID}`);
    expect(f.get('cancel_url')).toBe(`${suite.base}/subscription`);
    expect(f.get('subscription_data[metadata][planId]')).toBe('pro');
    expect(Number(f.get('subscription_data[trial_end]'))).toBe(Math.floor(new Date(contract.cancelDeadline).getTime() / 1000));

    const shown = await current(agent);
    expect(shown.subscription).toMatchObject({ planId: 'pro', provider: 'stripe', status: 'pending', confirmedAt: null });
    const purchase = await agent.get(`/api/subscription/purchase/${res.json.sessionId}`);
    expect(purchase.json).toMatchObject({ provider: 'stripe', planId: 'pro', status: 'pending', providerStatus: 'open' });
    // Another user cannot read it.
    const other = await registeredAgent(suite.base);
    expect((await other.agent.get(`/api/subscription/purchase/${res.json.sessionId}`)).status).toBe(404);
  });

  test('the webhook: a wrong signature is 400 and changes nothing; the session’s completion confirms the subscription once; invoices, renewal, plan change, cancellation', async () => {
    const { agent, user, payload } = await registeredAgent(suite.base);
    await acceptContract(agent, 'pro');
    const { sessionId } = (await agent.post('/api/subscription/create-checkout', { planId: 'pro', userId: user.id, email: payload.email })).json;
    const subId = `sub_${user.id}`;
    const t0 = now();
    const trialEnd = t0 + 5 * DAY;
    stripeSubscription(subId, user.id, 'pro', 'trialing', t0, trialEnd);
    const completed = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: subId,
      customer: 'cus_x',
      metadata: { userId: String(user.id), planId: 'pro' },
    };

    const events = () => suite.count('stripe_events');
    const before = await events();
    const forged = await sendEvent('checkout.session.completed', completed, { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    const garbled = await fetch(`${suite.base}/api/hooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{}',
    });
    expect(garbled.status).toBe(400);
    expect(await events()).toBe(before);
    expect((await current(agent)).subscription).toMatchObject({ status: 'pending', confirmedAt: null });

    const ok = await sendEvent('checkout.session.completed', completed);
    expect(ok.status).toBe(200);
    let shown = await current(agent);
    expect(shown.subscription).toMatchObject({
      status: 'trialing',
      provider: 'stripe',
      planId: 'pro',
      currentPeriodEnd: new Date(trialEnd * 1000).toISOString(),
    });
    expect(shown.subscription.confirmedAt).not.toBeNull();
    expect(shown.payments).toEqual([]);
    expect(shown.nextCharge).toMatchObject({ amount: 2900, automatic: true });
    expect((await agent.get(`/api/subscription/purchase/${sessionId}`)).json).toMatchObject({
      status: 'confirmed',
      amountToday: 0,
      firstChargeAt: new Date(trialEnd * 1000).toISOString(),
    });

    // The same event again: harmless.
    const replay = await fetch(`${suite.base}/api/hooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': await signer.webhooks.generateTestHeaderStringAsync({
          payload: JSON.stringify({ id: ok.id, object: 'event', type: 'checkout.session.completed', created: now(), data: { object: completed } }),
          secret: WEBHOOK_SECRET,
        }),
      },
      body: JSON.stringify({ id: ok.id, object: 'event', type: 'checkout.session.completed', created: now(), data: { object: completed } }),
    });
    expect(((await replay.json()) as any).outcome).toBe('duplicate');
    expect(await suite.count('subscriptions', user.id)).toBe(1);

    // The trial's renewal invoice: the cancellation period had no credit-repair work, so nothing is added.
    const itemsBefore = stripeFake.to('POST', '/v1/invoiceitems').length;
    await sendEvent(
      'invoice.created',
      invoice('in_trial', subId, { status: 'draft', billing_reason: 'subscription_cycle', period_start: t0, period_end: trialEnd }),
    );
    expect(stripeFake.to('POST', '/v1/invoiceitems').length).toBe(itemsBefore);

    // The first software fee is paid: the subscription is active; a late failure event does not undo it; a replay is one payment.
    const t1 = trialEnd;
    const t2 = t1 + 30 * DAY;
    stripeSubscription(subId, user.id, 'pro', 'active', t1, t2);
    const paid = invoice('in_1', subId, {
      amount_paid: 2900,
      amount_due: 2900,
      status: 'paid',
      lines: { data: [{ description: '1 × FinX Pro — software (at $29.00 / month)', period: { start: t1, end: t2 } }] },
    });
    expect((await sendEvent('invoice.paid', paid)).status).toBe(200);
    await sendEvent('invoice.payment_failed', { ...paid, status: 'open' });
    await sendEvent('invoice.paid', paid);
    shown = await current(agent);
    expect(shown.subscription.status).toBe('active');
    expect(shown.payments).toHaveLength(1);
    expect(shown.payments[0]).toMatchObject({ provider: 'stripe', amount: 2900, status: 'paid', periodStart: new Date(t1 * 1000).toISOString() });
    expect(shown.nextCharge).toMatchObject({ amount: 9900 });

    // Renewal: the finished month's credit-repair fee joins the draft invoice, once however often the event comes.
    const renewal = invoice('in_2', subId, { status: 'draft', billing_reason: 'subscription_cycle', period_start: t1, period_end: t2 });
    await sendEvent('invoice.created', renewal);
    await sendEvent('invoice.created', renewal);
    const items = stripeFake.to('POST', '/v1/invoiceitems').slice(itemsBefore);
    expect(items).toHaveLength(1);
    expect(items[0]!.form.get('amount')).toBe('7000');
    expect(items[0]!.form.get('invoice')).toBe('in_2');
    expect(items[0]!.form.get('period[start]')).toBe(String(t1));
    expect(items[0]!.headers.get('idempotency-key')).toBe(`finx-repair-${shown.subscription.id}-${t1}`);

    // Changing plan needs that plan's contract; then Stripe prorates the software fee.
    expect((await agent.post('/api/subscription/change-plan', { planId: 'elite' })).status).toBe(409);
    await acceptContract(agent, 'elite');
    const changed = await agent.post('/api/subscription/change-plan', { planId: 'elite' });
    expect(changed.status).toBe(200);
    expect(changed.json.subscription.planId).toBe('elite');
    const [update] = stripeFake.to('POST', `/v1/subscriptions/${subId}`).slice(-1);
    expect(update!.form.get('items[0][id]')).toBe(`si_${subId}`);
    expect(update!.form.get('items[0][price]')).toBe(stripeFake.prices.find((p) => p.lookup_key === 'finx_elite_software_3900_usd_month').id);
    expect(update!.form.get('proration_behavior')).toBe('create_prorations');

    // After the cancellation period, Cancel ends the plan at the period's end.
    await sql('update @"billing_contracts" set "cancel_deadline" = now() - interval \'1 day\' where "user_id" = ?', [user.id]);
    const cancelled = await agent.post('/api/subscription/cancel', {});
    expect(cancelled.json).toMatchObject({ immediate: false, refunded: 0, subscription: { cancelAtPeriodEnd: true, status: 'active' } });
    expect(stripeFake.to('POST', `/v1/subscriptions/${subId}`).at(-1)!.form.get('cancel_at_period_end')).toBe('true');

    // The next month is paid, then the subscription ends at its period's end: its credit-repair work is invoiced on its own.
    const t3 = t2 + 30 * DAY;
    const sub = stripeSubscription(subId, user.id, 'elite', 'active', t2, t3);
    await sendEvent(
      'invoice.paid',
      invoice('in_3', subId, {
        amount_paid: 10900,
        status: 'paid',
        lines: {
          data: [
            { description: 'software', period: { start: t2, end: t3 } },
            { description: 'repair', period: { start: t1, end: t2 } },
          ],
        },
      }),
    );
    Object.assign(sub, { status: 'canceled', ended_at: t3, canceled_at: t3 });
    const itemsAtEnd = stripeFake.to('POST', '/v1/invoiceitems').length;
    const invoicesAtEnd = stripeFake.to('POST', '/v1/invoices').length;
    await sendEvent('customer.subscription.deleted', sub);
    const last = stripeFake.to('POST', '/v1/invoiceitems').slice(itemsAtEnd);
    expect(last.map((r) => [r.form.get('amount'), r.form.get('invoice')])).toEqual([['11000', null]]);
    expect(stripeFake.to('POST', '/v1/invoices').length).toBe(invoicesAtEnd + 1);
    // An older "updated" event arriving afterwards cannot bring the subscription back.
    await sendEvent('customer.subscription.updated', { ...sub, status: 'active', ended_at: null });
    shown = await current(agent);
    expect(shown.subscription.status).toBe('canceled');
    expect(shown.payments.map((p: any) => p.amount)).toEqual([10900, 2900]);
    expect(stripeFake.to('POST', '/v1/invoiceitems').length).toBe(itemsAtEnd + 1);
  });

  test('cancelling within the three business days ends the subscription at once, before any charge', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptContract(agent, 'basic');
    const { sessionId } = (await agent.post('/api/subscription/create-checkout', { planId: 'basic', userId: user.id })).json;
    const subId = `sub_w${user.id}`;
    stripeSubscription(subId, user.id, 'basic', 'trialing', now(), now() + 4 * DAY);
    await sendEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session', mode: 'subscription', subscription: subId });
    expect((await current(agent)).inCancellationPeriod).toBe(true);
    const res = await agent.post('/api/subscription/cancel', {});
    expect(res.json).toMatchObject({ immediate: true, refunded: 0, subscription: { status: 'canceled' } });
    expect(stripeFake.to('DELETE', `/v1/subscriptions/${subId}`)).toHaveLength(1);
    const shown = await current(agent);
    expect(shown.contract.canceledAt).not.toBeNull();
    expect(shown.payments).toEqual([]);
    expect(shown.nextCharge).toBeNull();
  });
});

describe('PayPal', () => {
  test('setup gives PayPal’s client token and the client id', async () => {
    const { agent } = await registeredAgent(suite.base);
    expect((await agent.get('/api/paypal/setup')).json).toEqual({ clientToken: 'eyJ-real-client-token', clientId: PAYPAL_ID });
  });

  test('the amount comes from the server; concurrent captures record one payment; cancelling in the cancellation period refunds it', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const order = { planId: 'pro', currency: 'USD', intent: 'subscription' };
    expect((await agent.post('/api/paypal/order', order)).status).toBe(409);
    await acceptContract(agent, 'pro');
    const tampered = await agent.post('/api/paypal/order', { ...order, amount: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.json.error).toBe('The amount is set by the server: 29.00 USD for the Pro plan');
    expect((await agent.post('/api/paypal/order', { ...order, currency: 'EUR' })).status).toBe(400);
    const created = await agent.post('/api/paypal/order', { ...order, amount: '29.00' });
    expect(created.status).toBe(201);
    expect(created.json.amount).toBe(2900);
    const sent = paypalFake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!;
    expect(sent.json.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '29.00' });
    expect(sent.headers.get('paypal-request-id')).toBeTruthy();

    paypalFake.state.captureDelayMs = 150;
    const captures = await Promise.all(Array.from({ length: 5 }, () => agent.post(`/api/paypal/order/${created.json.id}/capture`, {})));
    paypalFake.state.captureDelayMs = 0;
    expect(captures.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(captures.map((c) => c.json.subscription.id)).size).toBe(1);
    expect(await suite.count('payments', user.id)).toBe(1);
    let shown = await current(agent);
    expect(shown.subscription).toMatchObject({ provider: 'paypal', status: 'active', planId: 'pro' });
    expect(shown.payments[0]).toMatchObject({ provider: 'paypal', amount: 2900, status: 'paid' });
    expect(shown.nextCharge).toMatchObject({ automatic: false });
    expect((await agent.get(`/api/subscription/purchase/${created.json.id}`)).json).toMatchObject({
      provider: 'paypal',
      status: 'confirmed',
      amountToday: 2900,
    });
    // Another user cannot capture it.
    const other = await registeredAgent(suite.base);
    expect((await other.agent.post(`/api/paypal/order/${created.json.id}/capture`, {})).status).toBe(404);

    const cancelled = await agent.post('/api/subscription/cancel', {});
    expect(cancelled.json).toMatchObject({ immediate: true, refunded: 2900, subscription: { status: 'canceled' } });
    const captureId = (await sql<{ provider_ref: string }>('select "provider_ref" from @"payments" where "user_id" = ?', [user.id]))[0]!.provider_ref;
    expect(paypalFake.state.refunds).toContain(captureId);
    shown = await current(agent);
    expect(shown.payments[0].status).toBe('refunded');
  });

  test('a finished PayPal month’s credit-repair work is added to the next PayPal payment, once', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await acceptContract(agent, 'basic');
    const first = await agent.post('/api/paypal/order', { planId: 'basic', currency: 'USD', intent: 'subscription' });
    expect(first.json.amount).toBe(1900);
    expect((await agent.post(`/api/paypal/order/${first.json.id}/capture`, {})).status).toBe(200);
    // A month later: the cancellation period and the paid month are over.
    await sql('update @"billing_contracts" set "cancel_deadline" = now() - interval \'30 days\' where "user_id" = ?', [user.id]);
    await sql('update @"payments" set "period_start" = now() - interval \'31 days\', "period_end" = now() - interval \'1 day\' where "user_id" = ?', [user.id]);
    await sql('update @"subscriptions" set "current_period_end" = now() - interval \'1 day\' where "user_id" = ?', [user.id]);
    const second = await agent.post('/api/paypal/order', { planId: 'basic', currency: 'USD', intent: 'subscription', amount: 49 });
    expect(second.status).toBe(201);
    expect(second.json.amount).toBe(4900);
    expect((await agent.post(`/api/paypal/order/${second.json.id}/capture`, {})).status).toBe(200);
    expect(await suite.count('credit_repair_charges')).toBeGreaterThanOrEqual(1);
    const third = await agent.post('/api/paypal/order', { planId: 'basic', currency: 'USD', intent: 'subscription' });
    expect(third.json.amount).toBe(1900);
    const shown = await current(agent);
    expect(shown.payments.map((p: any) => p.amount)).toEqual([4900, 1900]);
    expect(shown.payments[0].description).toContain('credit-repair work');
  });
});
