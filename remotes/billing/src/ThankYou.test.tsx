import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, stubFetch, USER } from '../../common/testing';
import ThankYou from './ThankYou';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const purchase = (status: string) => ({
  provider: 'stripe',
  planId: 'pro',
  providerStatus: 'complete',
  status,
  amountToday: 0,
  firstChargeAt: status === 'confirmed' ? '2026-03-06T10:00:00.000Z' : null,
  subscription: null,
});

describe('/thank-you', () => {
  it('is a public-site page: header, footer, and links to sign in and to the home page', () => {
    stubFetch(() => json(200, { user: null }));
    renderScreen(ThankYou, '/thank-you', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You!');
    expect(screen.getByRole('link', { name: 'FinX home' }).closest('header')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    const main = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(main).getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe('/auth');
    expect(within(main).getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says what the session bought, and waits for the provider’s confirmation (5-10 minutes) until it arrives', async () => {
    let answers = 0;
    const fetchMock = stubFetch((path) => {
      if (path === '/api/subscription/purchase/cs_test_9') return json(200, purchase(++answers < 2 ? 'pending' : 'confirmed'));
      return json(200, { user: USER });
    });
    renderScreen(ThankYou, '/thank-you?session_id=cs_test_9', USER);
    expect(await screen.findByRole('heading', { name: 'FinX Pro — $99/month' })).toBeTruthy();
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByText(/activates within 5-10 minutes/)).toBeTruthy();
    expect(await screen.findByText('Confirmed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/first software fee is charged on Mar 6, 2026/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([p]) => String(p) === '/api/subscription/purchase/cs_test_9')).toHaveLength(2);
  });

  it('signed out: asks to sign in to see the purchase', async () => {
    stubFetch((path) => (path.startsWith('/api/subscription/purchase/') ? json(401, { error: 'Please sign in to continue' }) : json(200, { user: null })));
    renderScreen(ThankYou, '/thank-you?session_id=cs_test_9', null);
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in to see your purchase and its confirmation.');
  });
});
