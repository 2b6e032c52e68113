import { describe, expect, test } from 'bun:test';
import { registeredAgent, useTestServer } from './support';

/** `npm start` without keys: no payment provider, so nothing can be shown as paid. */
const suite = useTestServer({ STRIPE_SECRET_KEY: '', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' });

describe('billing without payment providers', () => {
  test('checkout answers 503 with the spec’s message; the fallback records a pending subscription, never an active one', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await agent.post('/api/subscription/contract', { planId: 'pro', signature: 'Ada Lovelace', accepted: true });
    const checkout = await agent.post('/api/subscription/create-checkout', { planId: 'pro', userId: user.id, email: 'a@example.com', name: 'Ada' });
    expect(checkout.status).toBe(503);
    expect(checkout.json.error).toBe('Payment processing is currently unavailable. Please try again later.');
    const created = await agent.post('/api/subscription/create', { planId: 'pro', userId: user.id });
    expect(created.status).toBe(201);
    expect(created.json.subscription).toMatchObject({ planId: 'pro', provider: 'none', status: 'pending', confirmedAt: null });
    const current = (await agent.get('/api/subscription/current')).json;
    expect(current.subscription.status).toBe('pending');
    expect(current.payments).toEqual([]);
    expect(current.nextCharge).toBeNull();
    expect((await agent.post('/api/subscription/change-plan', { planId: 'elite' })).status).toBe(404);
    expect((await agent.post('/api/subscription/cancel', {})).json).toMatchObject({ immediate: true, subscription: { status: 'canceled' } });
  });

  test("PayPal setup gives a demo_ token and says in plain words that PayPal isn't available yet (issue 26); orders are refused the same way", async () => {
    const { agent } = await registeredAgent(suite.base);
    const setup = (await agent.get('/api/paypal/setup')).json;
    expect(setup.clientToken).toMatch(/^demo_/);
    expect(setup.clientId).toBeNull();
    expect(setup.message).toBe("Paying with PayPal isn't available yet. Please pay by card.");
    const order = await agent.post('/api/paypal/order', { planId: 'pro', currency: 'USD', intent: 'subscription' });
    expect([order.status, order.json.error]).toEqual([503, setup.message]);
    // The settings to set are for operators: GET /api/health names them, no answer to a user does.
    expect(((await (await fetch(`${suite.base}/api/health`)).json()) as { providers: Record<string, unknown> }).providers.paypal).toEqual({
      configured: false,
      using: "off: users are told paying with PayPal isn't available yet",
      missing: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    });
  });

  test('Stripe’s webhook is refused while it is not configured', async () => {
    const res = await fetch(`${suite.base}/api/hooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(await suite.count('stripe_events')).toBe(0);
  });

  test('the CSP admits PayPal’s hosts on /subscription only', async () => {
    const csp = async (path: string) => (await fetch(`${suite.base}${path}`)).headers.get('content-security-policy') ?? '';
    const wallet = await csp('/subscription');
    expect(wallet).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com");
    expect(wallet).toContain('frame-src https://*.paypal.com https://*.paypalobjects.com');
    for (const path of ['/', '/dashboard', '/thank-you', '/api/subscription/plans']) {
      const other = await csp(path);
      expect(other).toContain("script-src 'self'");
      expect(other).not.toContain('paypal');
    }
  });
});
