import { WRONG_CODE } from '@finx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE, READY_EXPORT, SESSIONS } from './account/fixtures';
import Settings from './Settings';
import { bodyOf, callsTo, fieldError, json, navigatedTo, renderScreen, stubFetch, USER } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const READS: Record<string, unknown> = {
  '/api/account/profile': PROFILE,
  '/api/account/sessions': SESSIONS,
  '/api/account/security-activity': [],
  '/api/account/exports': [],
  '/api/account/close': {
    deleted: [{ what: 'Uploaded documents', count: 3 }],
    retained: [{ what: 'Signed contracts', why: 'the Credit Repair Organizations Act', keptUntil: 'Nov 2031' }],
    disputesInFlight: [],
  },
};

function stubApi(answer: (path: string, init: RequestInit) => Response | undefined = () => undefined, reads: Record<string, unknown> = {}) {
  const all = { ...READS, ...reads };
  return stubFetch(
    (path, init) => answer(path, init) ?? ((init.method ?? 'GET') === 'GET' && path in all ? json(200, all[path]) : json(404, { error: `unexpected ${path}` })),
  );
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
const statusOf = (el: HTMLElement) => within(el).getByRole('status').textContent;

describe('/settings', () => {
  it('changes the password: the new one twice, then says the other devices were signed out', async () => {
    const fetchMock = stubApi((path) => (path === '/api/account/password' ? json(200, { otherSessionsEnded: 2 }) : undefined));
    renderScreen(Settings, '/settings', USER);
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'secret1');
    await userEvent.type(within(form).getByLabelText('New password'), 'secret22');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(fieldError('Confirm new password')).toEqual({ invalid: true, text: 'The new passwords do not match' });
    expect(callsTo(fetchMock, 'POST', '/api/account/password')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Confirm new password'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(statusOf(form)).toBe('Your password is changed. Other devices were signed out (2).'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/password')[0]!)).toEqual({ currentPassword: 'secret1', newPassword: 'secret22' });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('turns two-step sign-in on: password, the QR code as an image and the key, a code, then the recovery codes once', async () => {
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const fetchMock = stubApi((path, init) => {
      const body = init.body ? JSON.parse(String(init.body)) : {};
      if (path === '/api/account/two-step/setup')
        return json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/FinX:jdoe?secret=JBSWY3DPEHPK3PXP', qrSvg });
      if (path === '/api/account/two-step/confirm')
        return body.code === '123456' ? json(200, { recoveryCodes: ['abcde12345', 'fghij67890'] }) : json(401, { error: WRONG_CODE, code: 'wrong_code' });
      return undefined;
    });
    renderScreen(Settings, '/settings', USER);
    // the loaded section, taken before the dialog opens (an open dialog hides the page from the accessibility tree)
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    const section = await card('Two-step sign-in');
    await userEvent.click(turnOn);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = (await within(section).findByRole('img', { name: 'QR code to scan with your authenticator app' })) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`);
    expect(section.querySelector('svg rect')).toBeNull();
    expect(section.textContent).toContain('JBSW Y3DP EHPK 3PXP');

    await userEvent.type(within(section).getByLabelText('Code from your authenticator app'), '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fieldError('Code from your authenticator app')).toEqual({ invalid: true, text: WRONG_CODE }));
    await userEvent.clear(within(section).getByLabelText('Code from your authenticator app'));
    await userEvent.type(within(section).getByLabelText('Code from your authenticator app'), '123 456');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));

    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['abcde-12345', 'fghij-67890']);
    expect(section.textContent).toContain('Save these recovery codes now.');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/two-step/confirm')[1]!)).toEqual({ code: '123456' });
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('with two-step on: new recovery codes and turning it off each ask the password and a code', async () => {
    let enabled = true;
    const fetchMock = stubApi((path) => {
      if (path === '/api/account/two-step/recovery-codes') return json(200, { recoveryCodes: ['zzzzz99999'] });
      if (path === '/api/account/two-step/disable') return ((enabled = false), json(200, { ok: true }));
      if (path === '/api/account/profile') return json(200, { ...PROFILE, twoStepEnabled: enabled });
      return undefined;
    });
    renderScreen(Settings, '/settings', USER);
    const newCodes = await screen.findByRole('button', { name: 'New recovery codes' });
    const section = await card('Two-step sign-in');
    await userEvent.click(newCodes);
    let dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(fieldError('Code from your authenticator app')).toEqual({ invalid: true, text: 'Enter the 6-digit code' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect((await within(section).findByRole('list', { name: 'Recovery codes' })).textContent).toBe('zzzzz-99999');
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Turn off two-step sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/two-step/disable')[0]!)).toEqual({ currentPassword: 'secret1', code: '654321' });
    await waitFor(() => expect(statusOf(section)).toBe('Two-step sign-in is off.'));
  });

  it('lists the sessions with this device marked; signs one out, and everywhere else', async () => {
    const fetchMock = stubApi((path, init) =>
      init.method === 'DELETE' ? json(200, { ok: true }) : path === '/api/account/sessions/sign-out-others' ? json(200, { ended: 1 }) : undefined,
    );
    renderScreen(Settings, '/settings', USER);
    const section = await card('Signed-in sessions');
    const rows = await within(section).findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Chrome on macOS');
    expect(rows[0]!.textContent).toContain('This device');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('198.51.100.x');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(statusOf(section)).toBe('Safari on iPhone is signed out.'));
    expect(callsTo(fetchMock, 'DELETE', '/api/account/sessions/bbbbbbbbbbbbbbbb')).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(statusOf(section)).toBe('One other session was signed out.'));
  });

  it('says when there is no security activity yet', async () => {
    stubApi();
    renderScreen(Settings, '/settings', USER);
    const section = await card('Recent security activity');
    await waitFor(() => expect(section.textContent).toContain('No security activity yet.'));
  });

  it('says when the security activity could not be loaded', async () => {
    stubApi((path) => (path === '/api/account/security-activity' ? json(500, {}) : undefined));
    renderScreen(Settings, '/settings', USER);
    const section = await card('Recent security activity');
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toContain("Couldn't load your security activity."));
  });

  it('requests a data download with the password, and marks the export the e-mail links to', async () => {
    let exports: unknown[] = [READY_EXPORT];
    const fetchMock = stubFetch((path, init) => {
      if (path === '/api/account/exports' && init.method === 'POST') {
        const queued = { id: 8, status: 'queued', requestedAt: '2026-11-28T10:00:00.000Z', expiresAt: null, sizeBytes: null };
        exports = [queued, READY_EXPORT];
        return json(202, queued);
      }
      if (path === '/api/account/exports') return json(200, exports);
      return path in READS ? json(200, READS[path]) : json(404, {});
    });
    renderScreen(Settings, '/settings?export=7', USER);
    const section = await card('Your data');
    const marked = await waitFor(() => {
      const found = section.querySelector<HTMLElement>('[aria-current="true"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(marked.textContent).toContain('Ready');
    expect(within(marked).getByRole('button', { name: /^Download the archive requested/ })).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download my data' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Build my archive' }));
    await waitFor(() => expect(statusOf(section)).toContain("We're building your archive."));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/exports')[0]!)).toEqual({ currentPassword: 'secret1' });
    await waitFor(() => expect(section.textContent).toContain('Queued'));
  });

  it('closes the account: the preview, the password and CLOSE, then the goodbye page', async () => {
    const fetchMock = stubApi((path, init) => (path === '/api/account/close' && init.method === 'POST' ? json(202, { ok: true }) : undefined));
    renderScreen(Settings, '/settings', USER);
    await userEvent.click(within(await card('Close my account')).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
    await waitFor(() => expect(dialog.textContent).toContain('Uploaded documents: 3'));
    expect(dialog.textContent).toContain('Signed contracts — the Credit Repair Organizations Act, until Nov 2031');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await userEvent.type(within(dialog).getByLabelText('Type CLOSE to confirm'), 'close');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(fieldError('Type CLOSE to confirm')).toEqual({ invalid: true, text: 'Type CLOSE to confirm' });
    await userEvent.clear(within(dialog).getByLabelText('Type CLOSE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type CLOSE to confirm'), 'CLOSE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await navigatedTo()).toBe('/account/closed');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/account/close')[0]!)).toEqual({ currentPassword: 'secret1', confirm: 'CLOSE' });
  });
});
