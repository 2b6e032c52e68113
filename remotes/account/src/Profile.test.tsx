import { WRONG_PASSWORD } from '@finx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from './account/fixtures';
import Profile from './Profile';
import { bodyOf, callsTo, fieldError, json, renderScreen, stubFetch, USER } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

function stubApi(answer: (path: string, init: RequestInit) => Response | undefined = () => undefined) {
  return stubFetch((path, init) => answer(path, init) ?? (path === '/api/account/profile' ? json(200, PROFILE) : json(404, { error: `unexpected ${path}` })));
}

/**
 * Opens Change e-mail and sends new@example.com with the password 'wrong-one'; POST /api/account/email answers
 * `answers` in turn. `sendAgain` adds '2' to the password and sends once more.
 */
async function sendEmailChange(...answers: Response[]) {
  let tries = 0;
  const fetchMock = stubApi((path) => (path === '/api/account/email' ? answers[tries++] : undefined));
  renderScreen(Profile, '/profile', USER);
  await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
  await userEvent.type(within(dialog).getByLabelText('New e-mail'), 'new@example.com');
  const send = async (password: string) => {
    await userEvent.type(within(dialog).getByLabelText('Current password'), password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
  };
  await send('wrong-one');
  return { fetchMock, dialog, sendAgain: () => send('2') };
}

describe('/profile', () => {
  it('shows the saved details, and saves name and phone', async () => {
    const fetchMock = stubApi((_path, init) => (init.method === 'PATCH' ? json(200, { ...PROFILE, user: { ...USER, firstName: 'Janet' } }) : undefined));
    renderScreen(Profile, '/profile', USER);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Name and phone' });
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('(214) 555-0199');
    expect(screen.getByText('XXX-XX-6789')).toBeTruthy();
    expect(screen.queryByText(/\d{3}-\d{2}-6789/)).toBeNull();

    const first = within(form).getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Your name and phone are saved.'));
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/api/account/profile')[0]!)).toEqual({ firstName: 'Janet', lastName: 'Doe', phone: '(214) 555-0199' });
  });

  it("shows the contract's message under a bad phone number, and sends nothing", async () => {
    const fetchMock = stubApi();
    renderScreen(Profile, '/profile', USER);
    const form = await screen.findByRole('form', { name: 'Name and phone' });
    await userEvent.clear(within(form).getByLabelText('Phone'));
    await userEvent.type(within(form).getByLabelText('Phone'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(fieldError('Phone')).toEqual({ invalid: true, text: 'Please enter a valid US phone number' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Phone'));
    expect(callsTo(fetchMock, 'PATCH', '/api/account/profile')).toHaveLength(0);
  });

  it('changes the e-mail by a link: a wrong password under its field, then the link is sent and the pending address shown', async () => {
    const { fetchMock, sendAgain } = await sendEmailChange(
      json(401, { error: WRONG_PASSWORD, code: 'wrong_password' }),
      json(202, { ...PROFILE, pendingEmail: 'new@example.com' }),
    );
    await waitFor(() => expect(fieldError('Current password')).toEqual({ invalid: true, text: WRONG_PASSWORD }));

    await sendAgain();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('We sent a link to new@example.com — your e-mail changes when you open it.')).toBeTruthy();
    expect(screen.getByText(/new@example.com — open the link we sent there/)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/email')[1]!)).toEqual({ newEmail: 'new@example.com', currentPassword: 'wrong-one2' });
  });

  it("puts a refusal under the password field by the answer's code, not its words", async () => {
    const { dialog, sendAgain } = await sendEmailChange(
      json(401, { error: 'Not the password on file', code: 'wrong_password' }),
      json(429, { error: WRONG_PASSWORD, code: 'rate_limited' }),
    );
    await waitFor(() => expect(fieldError('Current password')).toEqual({ invalid: true, text: 'Not the password on file' }));

    await sendAgain();
    // the words of a wrong password, but another code: the dialog's message, not the field's
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(WRONG_PASSWORD));
    expect(fieldError('Current password').text).not.toBe(WRONG_PASSWORD);
  });

  it('changes the SSN only with it typed in full and the current password', async () => {
    const fetchMock = stubApi((path) =>
      path === '/api/account/letter-details' ? json(200, { ...PROFILE, letterDetails: { ...PROFILE.letterDetails!, ssnMasked: 'XXX-XX-6789' } }) : undefined,
    );
    renderScreen(Profile, '/profile', USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Change SSN and date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change SSN and date of birth' });
    await userEvent.type(within(dialog).getByLabelText('SSN'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fieldError('SSN')).toEqual({ invalid: true, text: 'SSN must be 9 digits' });
    expect(fieldError('Current password')).toEqual({ invalid: true, text: 'Enter your current password' });

    await userEvent.type(within(dialog).getByLabelText('SSN'), '56789');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Your SSN and date of birth are saved.')).getAttribute('role')).toBe('status');
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/account/letter-details')[0]!)).toEqual({
      userInfo: { firstName: 'Jane', lastName: 'Doe', address: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201', ssn: '123456789' },
      currentPassword: 'secret1',
    });
  });

  it('says when the profile could not be loaded, with a Retry', async () => {
    stubFetch(() => json(500, { error: 'boom' }));
    renderScreen(Profile, '/profile', USER);
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load your profile.");
  });
});
