import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmail from './ConfirmEmail';
import { json, renderScreen, sentBody, stubFetch } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(40);

describe('/account/confirm-email', () => {
  it('sends the token once and says the e-mail is confirmed, signed out too', async () => {
    const fetchMock = stubFetch(() => json(200, { email: 'new@example.com' }));
    renderScreen(ConfirmEmail, `/account/confirm-email?token=${TOKEN}`, null);
    expect((await screen.findByText(/Your e-mail is confirmed/)).textContent).toBe('Your e-mail is confirmed: FinX now writes to new@example.com.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to your Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('says an expired or used link is so, and the way on, without a pointless retry', async () => {
    stubFetch(() => json(400, { error: 'This link has expired or was already used.' }));
    renderScreen(ConfirmEmail, `/account/confirm-email?token=${TOKEN}`, null);
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired or was already used. Links work once, for 24 hours');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a link without a token is incomplete, and sends nothing', () => {
    const fetchMock = stubFetch(() => json(200, {}));
    renderScreen(ConfirmEmail, '/account/confirm-email', null);
    expect(screen.getByRole('alert').textContent).toContain('This link has no confirmation code.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
