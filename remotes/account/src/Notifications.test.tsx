import { CHANNEL_UNAVAILABLE, NOTIFICATION_TYPES, type Notification, type NotificationPreferences, PHONE_FORMAT_MESSAGE } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Notifications from './Notifications';
import { bodyOf, callsTo, json, renderScreen, stubFetch, USER } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const SAVED: NotificationPreferences = {
  email: { enabled: true, frequency: 'immediate', types: [...NOTIFICATION_TYPES], address: '' },
  sms: { enabled: false, frequency: 'immediate', types: ['system_alert'], phoneNumber: '', phoneVerified: false },
  push: { enabled: false, frequency: 'immediate', types: [], devices: 0 },
  timeZone: 'America/Chicago',
  accountEmail: USER.email,
  available: { email: true, sms: true, push: true },
};

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'letter_delivered',
  priority: 'high',
  title: `Letter ${id} delivered`,
  body: 'Experian received your letter.',
  link: '/disputes',
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt: null,
  ...over,
});

type Answers = { test?: Response; list?: Notification[]; first?: NotificationPreferences };

function stubApi({
  test = json(200, { success: true, channel: 'email', sentTo: USER.email }),
  list = [note(2), note(1, { readAt: '2026-11-21T00:00:00.000Z' })],
  first = SAVED,
}: Answers = {}) {
  let saved = first;
  let items = list;
  return stubFetch((path, init) => {
    const method = init.method ?? 'GET';
    if (path === '/api/notifications/preferences' && method === 'GET') return json(200, saved);
    if (path === '/api/notifications/preferences' && method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saved = { ...first, ...body, sms: { ...body.sms, phoneVerified: false }, push: { ...body.push, devices: 0 }, accountEmail: USER.email };
      return json(200, saved);
    }
    if (path.startsWith('/api/notifications?'))
      return json(200, { notifications: items, page: 1, pageSize: 10, total: items.length, unread: items.filter((n) => !n.readAt).length });
    if (path === '/api/notifications/test') return test;
    if (/\/api\/notifications\/\d+\/read/.test(path)) {
      const id = Number(path.split('/')[3]);
      items = items.map((n) => (n.id === id ? { ...n, readAt: '2026-11-22T00:00:00.000Z' } : n));
      return json(
        200,
        items.find((n) => n.id === id),
      );
    }
    if (path === '/api/notifications/read-all') return json(200, { updated: 1 });
    return json(404, { error: `unexpected ${method} ${path}` });
  });
}

/** A type's switch for a channel ('… by Email'; jsdom drops the space between the hidden and the shown part). */
const typeSwitch = (type: string, channel: string) => new RegExp(`^${type} by\\s*${channel}$`);

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('/notifications', () => {
  it('opens on the Inbox (what the unread count leads to), then the spec’s three tabs', async () => {
    stubApi();
    renderScreen(Notifications, '/notifications', USER);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notification Center');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Inbox', 'Preferences', 'Channels', 'Testing']);
    expect(screen.getByRole('tab', { name: 'Inbox' }).getAttribute('aria-selected')).toBe('true');
    expect(within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).toBeNull();
    await tab('Testing');
    // Ark's tabs machine hides the Inbox panel on its next tick, not within the click.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull());
  });

  it('loads the saved preferences: a switch per type for each channel', async () => {
    stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Preferences');
    const email = await screen.findByRole('checkbox', { name: typeSwitch('Dispute status updates', 'Email') });
    const checked = (type: string, channel: string) => (screen.getByRole('checkbox', { name: typeSwitch(type, channel) }) as HTMLInputElement).checked;
    expect((email as HTMLInputElement).checked).toBe(true);
    expect([checked('System alerts', 'SMS'), checked('System alerts', 'Push'), checked('Coaching milestones', 'SMS')]).toEqual([true, false, false]);
    expect(within(screen.getByRole('tabpanel', { name: 'Preferences' })).getAllByRole('checkbox')).toHaveLength(24);
  });

  it('Save Preferences sends what was changed, with the browser’s time zone, and says so', async () => {
    const fetchMock = stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Preferences');
    await userEvent.click(await screen.findByRole('checkbox', { name: typeSwitch('Coaching milestones', 'Email') }));
    await userEvent.click(screen.getByRole('checkbox', { name: typeSwitch('Credit score changes', 'Push') }));
    await tab('Channels');
    await userEvent.click(screen.getByRole('checkbox', { name: /SMS notifications/ }));
    await userEvent.type(screen.getByLabelText('Phone number'), '214 555 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')).toHaveLength(1));
    const sent = bodyOf(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')[0]!) as Record<
      string,
      { types: string[]; enabled: boolean; phoneNumber?: string }
    >;
    expect(sent.email!.types).not.toContain('coaching_milestone');
    expect(sent.push!.types).toEqual(['credit_score_change']);
    expect(sent.sms).toMatchObject({ enabled: true, phoneNumber: '+12145550123' });
    expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Preferences Saved', tone: 'success' }));
    expect(await screen.findByText(/Not confirmed/)).toBeTruthy();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(214) 555-0123');
  });

  it.each(['(214) 555-0199', '214.555.0199', '1-214-555-0199', '+1 214 555 0199'])('a US number written %s is sent as +12145550199', async (typed) => {
    const fetchMock = stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Channels');
    await userEvent.type(await screen.findByLabelText('Phone number'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')).toHaveLength(1));
    expect((bodyOf(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')[0]!) as { sms: { phoneNumber: string } }).sms.phoneNumber).toBe('+12145550199');
  });

  it('a bad phone number blocks only SMS: the other preferences are saved, the number stays with its problem', async () => {
    const fetchMock = stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Preferences');
    await userEvent.click(await screen.findByRole('checkbox', { name: typeSwitch('Coaching milestones', 'Email') }));
    await tab('Channels');
    await userEvent.click(screen.getByRole('checkbox', { name: /SMS notifications/ }));
    await userEvent.type(screen.getByLabelText('Phone number'), '555 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(PHONE_FORMAT_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')).toHaveLength(1));
    const sent = bodyOf(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')[0]!) as {
      email: { types: string[] };
      sms: { enabled: boolean; phoneNumber: string };
    };
    expect(sent.email.types).not.toContain('coaching_milestone');
    expect(sent.sms).toMatchObject({ enabled: false, phoneNumber: '' });
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Preferences Saved',
        description: 'Your email and push preferences were saved. Your SMS settings were not: check the phone number.',
        tone: 'warning',
      }),
    );
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('555 0123');
    expect(screen.getByText(PHONE_FORMAT_MESSAGE)).toBeTruthy();
  });

  it('a channel the server cannot deliver through yet says so in plain words, with no setting names', async () => {
    stubApi({ first: { ...SAVED, sms: { ...SAVED.sms, phoneNumber: '+12145550199' }, available: { email: false, sms: false, push: true } } });
    renderScreen(Notifications, '/notifications', USER);
    await tab('Channels');
    expect(await screen.findByText(CHANNEL_UNAVAILABLE.email)).toBeTruthy();
    expect(screen.getByText(CHANNEL_UNAVAILABLE.sms)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Text me a code/ })).toBeNull();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(214) 555-0199');
    expect(document.body.textContent).not.toMatch(/SMTP|TWILIO|outbox|configured/i);
  });

  it("test buttons: 'Test Notification Sent' via the channel, or 'Test Failed' with the reason", async () => {
    stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Testing');
    await userEvent.click(screen.getByRole('button', { name: 'Test Email' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Test Notification Sent', description: `A test notification was sent via email to ${USER.email}.` }),
    );
    toaster.dismiss();
    vi.unstubAllGlobals();
    stubApi({ test: json(200, { success: true, channel: 'email', sentTo: USER.email, notice: CHANNEL_UNAVAILABLE.email }) });
    await userEvent.click(screen.getByRole('button', { name: 'Test Email' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Not Delivered', description: CHANNEL_UNAVAILABLE.email, tone: 'warning' }));
    toaster.dismiss();
    vi.unstubAllGlobals();
    stubApi({ test: json(503, { error: CHANNEL_UNAVAILABLE.sms }) });
    await userEvent.click(screen.getByRole('button', { name: 'Test SMS' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Failed', description: CHANNEL_UNAVAILABLE.sms, tone: 'danger' }));
    toaster.dismiss();
    vi.unstubAllGlobals();
    stubApi({ test: new Response('', { status: 502 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Test Push' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Failed', description: 'Failed to send test notification' }));
  });

  it('the Inbox lists the real ones, newest first; mark read and all read', async () => {
    const fetchMock = stubApi({ list: [note(3), note(2), note(1, { readAt: '2026-11-21T00:00:00.000Z', title: 'Old one' })] });
    renderScreen(Notifications, '/notifications', USER);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')!.firstChild!.textContent),
    ).toEqual(['Letter 3 delivered', 'Letter 2 delivered', 'Old one']);
    expect(screen.getByText('2 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Mark read:\s*Letter 3 delivered$/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/3/read')).toHaveLength(1));
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1));
  });
});
