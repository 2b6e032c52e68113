import { toaster } from '@finx/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../common/testing';
import Contact from './Contact';

/** The contact page for a visitor (signed out: the header asks nothing of the API). */
function renderContact() {
  renderScreen(Contact, '/contact', null);
  return userEvent.setup();
}

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Renata');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Alvarez');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'renata@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
};

afterEach(() => vi.unstubAllGlobals());

describe('Contact lead form', () => {
  it('missing required fields: the spec notice, nothing sent, what was typed kept', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderContact();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Renata');
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    expect(toaster.get()).toMatchObject({
      title: 'Missing Required Fields',
      description: 'Please fill in all required fields and agree to terms',
      tone: 'danger',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Renata');
  });

  it('sends every field with the defaults (email, newsletter on) and resets after "Thank You!"', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}', { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const user = renderContact();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Thank You!', tone: 'success' }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/submit');
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Renata',
      lastName: 'Alvarez',
      email: 'renata@example.com',
      phone: '',
      creditScore: '',
      primaryGoal: '',
      currentSituation: '',
      message: '',
      agreeToTerms: true,
      subscribeNewsletter: true,
      preferredContact: 'email',
      website: '',
    });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', '');
  });

  it('a refused submission says why (429) and keeps the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Too many messages from this network."}', { status: 429 })),
    );
    const user = renderContact();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Submission Failed', description: 'Too many messages from this network.' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveProperty('value', 'renata@example.com');
  });
});
