import { NOTIFICATION_TYPES, type Notification, type NotificationPreferences } from '@finx/contracts';
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

type Answers = { test?: Response; list?: Notification[] };

function stubApi({ test = json(200, { success: true, channel: 'email', sentTo: USER.email }), list = [note(2), note(1, { readAt: '2026-11-21T00:00:00.000Z' })] }: Answers = {}) {
  let saved = SAVED;
  let items = list;
  return stubFetch((path, init) => {
    const method = init.method ?? 'GET';
    if (path === '/api/notifications/preferences' && method === 'GET') return json(200, saved);
    if (path === '/api/notifications/preferences' && method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saved = { ...SAVED, ...body, sms: { ...body.sms, phoneVerified: false }, push: { ...body.push, devices: 0 }, accountEmail: USER.email };
      return json(200, saved);
    }
    if (path.startsWith('/api/notifications?')) return json(200, { notifications: items, page: 1, pageSize: 10, total: items.length, unread: items.filter((n) => !n.readAt).length });
    if (path === '/api/notifications/test') return test;
    if (/\/api\/notifications\/\d+\/read/.test(path)) {
      const id = Number(path.split('/')[3]);
      items = items.map((n) => (n.id === id ? { ...n, readAt: '2026-11-22T00:00:00.000Z' } : n));
      return json(200, items.find((n) => n.id === id));
    }
    if (path === '/api/notifications/read-all') return json(200, { updated: 1 });
    return json(404, { error: `unexpected ${method} ${path}` });
  });
}

/** A type's switch for a channel ('… by Email'; jsdom drops the space between the hidden and the shown part). */
const typeSwitch = (type: string, channel: string) => new RegExp(`^${type} by\\s*${channel}$`);

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('/notifications', () => {
  it('has the three tabs and loads the saved preferences: a switch per type for each channel', async () => {
    stubApi();
    renderScreen(Notifications, '/notifications', USER);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notification Center');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Preferences', 'Channels', 'Testing']);
    const email = await screen.findByRole('checkbox', { name: typeSwitch('Dispute status updates', 'Email') });
    const checked = (type: string, channel: string) => (screen.getByRole('checkbox', { name: typeSwitch(type, channel) }) as HTMLInputElement).checked;
    expect((email as HTMLInputElement).checked).toBe(true);
    expect([checked('System alerts', 'SMS'), checked('System alerts', 'Push'), checked('Coaching milestones', 'SMS')]).toEqual([true, false, false]);
    expect(within(screen.getByRole('tabpanel', { name: 'Preferences' })).getAllByRole('checkbox')).toHaveLength(24);
  });

  it('Save Preferences sends what was changed, with the browser’s time zone, and says so', async () => {
    const fetchMock = stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await userEvent.click(await screen.findByRole('checkbox', { name: typeSwitch('Coaching milestones', 'Email') }));
    await userEvent.click(screen.getByRole('checkbox', { name: typeSwitch('Credit score changes', 'Push') }));
    await tab('Channels');
    await userEvent.click(screen.getByRole('checkbox', { name: /SMS notifications/ }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+1 214 555 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')).toHaveLength(1));
    const sent = bodyOf(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')[0]!) as Record<string, { types: string[]; enabled: boolean; phoneNumber?: string }>;
    expect(sent.email!.types).not.toContain('coaching_milestone');
    expect(sent.push!.types).toEqual(['credit_score_change']);
    expect(sent.sms).toMatchObject({ enabled: true, phoneNumber: '+12145550123' });
    expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Preferences Saved', tone: 'success' }));
    expect(await screen.findByText(/Not confirmed/)).toBeTruthy();
  });

  it('an invalid phone number is shown under its field and nothing is sent', async () => {
    const fetchMock = stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await screen.findByRole('checkbox', { name: typeSwitch('Coaching milestones', 'Email') });
    await tab('Channels');
    await userEvent.type(screen.getByLabelText('Phone number'), '5550123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(/international format/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/notifications/preferences')).toHaveLength(0);
  });

  it("test buttons: 'Test Notification Sent' via the channel, or 'Test Failed' with the reason", async () => {
    stubApi();
    renderScreen(Notifications, '/notifications', USER);
    await tab('Testing');
    await userEvent.click(screen.getByRole('button', { name: 'Test Email' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Notification Sent', description: `A test notification was sent via email to ${USER.email}.` }));
    toaster.dismiss();
    vi.unstubAllGlobals();
    stubApi({ test: json(503, { error: 'SMS notifications are not configured on this server: set TWILIO_ACCOUNT_SID' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Test SMS' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Failed', description: 'SMS notifications are not configured on this server: set TWILIO_ACCOUNT_SID', tone: 'danger' }));
    toaster.dismiss();
    vi.unstubAllGlobals();
    stubApi({ test: new Response('', { status: 502 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Test Push' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test Failed', description: 'Failed to send test notification' }));
  });

  it('Recent Notifications lists the real ones, newest first; mark read and all read', async () => {
    const fetchMock = stubApi({ list: [note(3), note(2), note(1, { readAt: '2026-11-21T00:00:00.000Z', title: 'Old one' })] });
    renderScreen(Notifications, '/notifications', USER);
    await tab('Testing');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')!.firstChild!.textContent)).toEqual(['Letter 3 delivered', 'Letter 2 delivered', 'Old one']);
    expect(screen.getByText('2 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Mark read:\s*Letter 3 delivered$/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/3/read')).toHaveLength(1));
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1));
  });
});
