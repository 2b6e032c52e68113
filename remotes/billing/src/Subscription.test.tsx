import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@finx/design-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, json, renderScreen, stubFetch, USER } from '../../common/testing';
import Subscription from './Subscription';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const EMPTY = {
  subscription: null,
  contract: null,
  payments: [],
  nextCharge: null,
  inCancellationPeriod: false,
  plan: { id: 'none', name: 'No plan' },
  serviceAccepted: false,
  mailingFees: [],
  cardCheckout: true,
};
const CONTRACT = {
  id: 3,
  planId: 'pro',
  version: '2026-01',
  signature: 'Jane Doe',
  acceptedAt: '2026-03-02T15:00:00.000Z',
  cancelDeadline: '2026-03-06T10:00:00.000Z',
  canceledAt: null,
};
const DEMO_SETUP = { clientToken: 'demo_abc', clientId: null, message: "Paying with PayPal isn't available yet. Please pay by card." };

/** The API as the screen sees it; `overrides` answer some paths differently. */
function api(overrides: Record<string, (init: RequestInit) => Response> = {}, current: unknown = EMPTY) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    if (overrides[key]) return overrides[key](init);
    if (key === 'GET /api/subscription/current') return json(200, current);
    if (key === 'GET /api/paypal/setup') return json(200, DEMO_SETUP);
    return json(404, { error: `unexpected ${key}` });
  });
}

describe('/subscription: plans', () => {
  it('shows the three plans with prices from cents, Most Popular on Pro, Pro selected by default, and the features overview', async () => {
    api();
    renderScreen(Subscription, '/subscription', USER);
    const plans = within(screen.getByRole('list', { name: 'Plans' }))
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-labelledby'));
    expect(plans.map((p) => within(p).getByRole('heading', { level: 3 }).textContent)).toEqual(['Basic', 'Pro', 'Elite']);
    expect(plans.map((p) => p.textContent?.match(/\$\d+ \/month/)?.[0])).toEqual(['$49 /month', '$99 /month', '$149 /month']);
    expect(within(plans[1]!).getByText('Most Popular')).toBeTruthy();
    expect(within(plans[0]!).queryByText('Most Popular')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select Pro' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Select Basic' }).getAttribute('aria-pressed')).toBe('false');
    for (const title of ['Platform Features Overview', 'AI-Powered Disputes', 'FinX Score Engine', 'Credit Guardian'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('keeps the plan chosen on the landing page (?plan=) selected, and says a wrong one is not a plan', async () => {
    api();
    renderScreen(Subscription, '/subscription?plan=elite', USER);
    expect(screen.getByText(/You chose Elite — \$149\/month\. Nothing has been charged/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Elite' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a plan that does not exist is named as such', () => {
    api();
    renderScreen(Subscription, '/subscription?plan=gold', USER);
    expect(screen.getByRole('alert').textContent).toBe('There is no plan called “gold”. The plans are Basic, Pro, Elite.');
  });

  it("the wallet button: a spinner, then a button that says in plain words PayPal isn't available yet (issue 26: no setting names, no 'demo')", async () => {
    api();
    renderScreen(Subscription, '/subscription', USER);
    expect(screen.getByRole('status', { name: 'Loading PayPal for Pro' })).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Pay with PayPal for Pro (not available yet)' });
    expect(button.textContent).toBe('PayPal (not available yet)');
    await userEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe("Paying with PayPal isn't available yet. Please pay by card. Nothing was charged.");
    expect(document.body.textContent).not.toMatch(/PAYPAL_|configured|demo/i);
  });

  it('without card payments, Subscribe says Checkout Unavailable at once: no contract is shown that no checkout can follow (issue 26)', async () => {
    const fetchMock = api(
      { 'POST /api/subscription/create-checkout': () => json(503, { error: 'Payment processing is currently unavailable. Please try again later.' }) },
      { ...EMPTY, cardCheckout: false },
    );
    renderScreen(Subscription, '/subscription', USER);
    await screen.findByRole('button', { name: 'Pay with PayPal for Pro (not available yet)' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/subscription/current')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe with card — Pro' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Checkout Unavailable',
        description: 'Payment processing is currently unavailable. Please try again later.',
        tone: 'danger',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/subscription/contract')).toHaveLength(0);
  });

  it('Subscribe first shows the CROA disclosure and contract; accepting stores it and then asks for the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = api({
      'POST /api/subscription/contract': () => json(201, { contract: CONTRACT }),
      'POST /api/subscription/create-checkout': () =>
        json(200, { success: true, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_2', sessionId: 'cs_test_2' }),
    });
    renderScreen(Subscription, '/subscription', USER);
    await screen.findByRole('button', { name: 'Pay with PayPal for Pro (not available yet)' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe with card — Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your contract for the Pro plan' });
    expect(within(dialog).getByRole('heading', { name: 'Consumer Credit File Rights Under State and Federal Law' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Notice of Cancellation' })).toBeTruthy();
    expect(dialog.textContent).toContain('$70 for the month’s credit-repair work, billed only after that month’s work has been performed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Tick the box to accept the contract');
    expect(callsTo(fetchMock, 'POST', '/api/subscription/contract')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Type your full name to sign/ }), { target: { value: 'Jane Doe' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/subscription/create-checkout')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription/contract')[0]!)).toEqual({ planId: 'pro', signature: 'Jane Doe', accepted: true });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription/create-checkout')[0]!)).toEqual({
      planId: 'pro',
      userId: USER.id,
      email: USER.email,
      name: 'Jane Doe',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'));
  });

  it('with the contract accepted, Subscribe goes to the checkout address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api(
      {
        'POST /api/subscription/create-checkout': () =>
          json(200, { success: true, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1', sessionId: 'cs_test_1' }),
      },
      { ...EMPTY, contract: CONTRACT },
    );
    renderScreen(Subscription, '/subscription', USER);
    await screen.findByRole('button', { name: 'Pay with PayPal for Pro (not available yet)' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe with card — Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });
});

describe('/subscription: Current Subscription', () => {
  it('without a subscription: the empty state and no billing history', async () => {
    api();
    renderScreen(Subscription, '/subscription', USER);
    await userEvent.click(screen.getByRole('tab', { name: 'Current Subscription' }));
    expect(await screen.findByText('No subscription yet')).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See the plans' }));
    expect(screen.getByRole('tab', { name: 'Subscription Plans' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the stored plan, status, period, next charge and payments; Cancel confirms and cancels', async () => {
    const current = {
      subscription: {
        id: 7,
        planId: 'pro',
        provider: 'stripe',
        status: 'active',
        currentPeriodStart: '2026-03-06T10:00:00.000Z',
        currentPeriodEnd: '2026-04-06T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        canceledAt: null,
        confirmedAt: '2026-03-02T15:01:00.000Z',
        createdAt: '2026-03-02T15:00:00.000Z',
      },
      contract: { ...CONTRACT, cancelDeadline: '2026-03-06T10:00:00.000Z' },
      payments: [
        {
          id: 1,
          provider: 'stripe',
          amount: 2900,
          currency: 'usd',
          status: 'paid',
          description: '1 × FinX Pro — software',
          periodStart: '2026-03-06T10:00:00.000Z',
          periodEnd: '2026-04-06T10:00:00.000Z',
          createdAt: '2026-03-06T10:05:00.000Z',
        },
      ],
      nextCharge: {
        at: '2026-04-06T10:00:00.000Z',
        amount: 9900,
        automatic: true,
        description: 'Next month’s software fee in advance and this month’s credit-repair work after it is done',
      },
      inCancellationPeriod: false,
      plan: { id: 'pro', name: 'Pro' },
      serviceAccepted: true,
      mailingFees: [
        {
          mailingId: 4,
          description: 'USPS Certified Mail to Experian: dispute package 1a2b3c4d',
          amount: 0,
          paidBy: 'plan',
          status: 'included',
          trackingNumber: '9407111899223344556677',
          acceptedAt: '2026-03-10T15:00:00.000Z',
          billedAt: null,
        },
      ],
      cardCheckout: true,
    };
    const fetchMock = api(
      {
        'POST /api/subscription/cancel': () =>
          json(200, {
            subscription: { ...current.subscription, cancelAtPeriodEnd: true },
            immediate: false,
            refunded: 0,
            contractCanceled: false,
            mailingsStopped: 0,
          }),
      },
      current,
    );
    renderScreen(Subscription, '/subscription', USER);
    await userEvent.click(screen.getByRole('tab', { name: 'Current Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Pro plan — $99/month' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('$99.00')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Billing history' });
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    expect(within(history).getByText('$29.00')).toBeTruthy();
    expect(within(history).getByText('Paid')).toBeTruthy();
    const mail = screen.getByRole('table', { name: 'Certified mail fees' });
    expect(within(mail).getByText('9407111899223344556677')).toBeTruthy();
    expect(within(mail).getByText('Included in plan')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toMatch(/stays active until Apr 6, 2026/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/subscription/cancel')).toHaveLength(1));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Subscription Canceled', description: expect.stringMatching(/stays active until Apr 6, 2026/) }),
    );
  });
});

describe('/subscription: the contract without a plan (issue 26)', () => {
  it('shows the contract in force, the certified-mail fees owed, and cancels it: work stops and nothing is charged', async () => {
    const contract = { ...CONTRACT, planId: null };
    const current = {
      ...EMPTY,
      contract,
      serviceAccepted: true,
      inCancellationPeriod: true,
      mailingFees: [
        {
          mailingId: 9,
          description: 'USPS Certified Mail to Equifax: Midland, round 1',
          amount: 850,
          paidBy: 'per_package',
          status: 'owed',
          trackingNumber: '9407111899223344556677',
          acceptedAt: '2026-03-03T15:00:00.000Z',
          billedAt: null,
        },
      ],
    };
    const fetchMock = api(
      { 'POST /api/subscription/cancel': () => json(200, { subscription: null, immediate: true, refunded: 0, contractCanceled: true, mailingsStopped: 1 }) },
      current,
    );
    renderScreen(Subscription, '/subscription', USER);
    await userEvent.click(screen.getByRole('tab', { name: 'Current Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Your FinX contract — no plan' })).toBeTruthy();
    expect(screen.getByText(/nothing is charged, not even for letters already mailed/)).toBeTruthy();
    const mail = screen.getByRole('table', { name: 'Certified mail fees' });
    expect(within(mail).getByText('$8.50')).toBeTruthy();
    expect(within(mail).getByText('Owed, billed later')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Contract' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your FinX contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Contract' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/subscription/cancel')).toHaveLength(1));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Contract Canceled',
        description: 'FinX does no more work for you and nothing is charged for it. 1 letter not yet mailed was stopped.',
      }),
    );
  });

  it('with the contract without a plan, Subscribe goes to the checkout: it is not asked for again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = api(
      {
        'POST /api/subscription/create-checkout': () =>
          json(200, { success: true, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_3', sessionId: 'cs_test_3' }),
      },
      { ...EMPTY, contract: { ...CONTRACT, planId: null }, serviceAccepted: true },
    );
    renderScreen(Subscription, '/subscription', USER);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/subscription/current')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe with card — Elite' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
