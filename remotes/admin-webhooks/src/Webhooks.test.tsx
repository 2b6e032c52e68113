import type { Webhook, WebhookEvent } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, chooseOption, heldAnswer, json, renderScreen, type Respond, stubFetch, USER } from '../../common/testing';
import Webhooks from './Webhooks';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const webhook = (id: number, extra: Partial<Webhook> = {}): Webhook => ({
  id,
  userId: USER.id,
  provider: 'kikoff',
  webhookUrl: `https://partner.example/hooks/${id}`,
  secretKey: 'whsec_…AbCd',
  isActive: true,
  lastTriggered: null,
  disabledReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const event = (id: number, status: WebhookEvent['status'], extra: Partial<WebhookEvent> = {}): WebhookEvent => ({
  id,
  webhookId: 1,
  provider: 'kikoff',
  messageId: `msg_${String(id).padStart(32, '0')}`,
  eventType: 'builder.signup',
  status,
  attempts: 1,
  responseStatus: status === 'sent' ? 200 : 500,
  responseBody: status === 'sent' ? 'ok' : 'down',
  lastError: null,
  payload: JSON.stringify({ type: 'builder.signup', data: { userId: USER.id, builderProvider: 'kikoff', creditScore: 650 } }),
  createdAt: '2026-03-02T15:04:00.000Z',
  nextAttemptAt: null,
  ...extra,
});

/** The API as the screen sees it; `extra` answers first. */
const apiFor =
  (hooks: Webhook[], events: WebhookEvent[] = [], extra: Respond = () => undefined as never): Respond =>
  (path, init) => {
    const own = extra(path, init);
    if (own) return own;
    const method = init.method ?? 'GET';
    if (path === '/api/webhooks' && method === 'GET') return json(200, hooks);
    if (path.startsWith('/api/webhook-events?')) return json(200, events);
    const one = /^\/api\/webhook-events\/(\d+)$/.exec(path);
    if (one)
      return json(200, {
        ...events.find((e) => e.id === Number(one[1])),
        attemptLog: [
          { attempt: 1, at: '2026-03-02T15:04:01.000Z', durationMs: 42, responseStatus: 500, responseBody: 'down', error: null, nextAttemptAt: null },
        ],
      });
    return json(404, { error: `unexpected ${method} ${path}` });
  };

const renderWebhooks = () => renderScreen(Webhooks, '/webhooks', USER);

describe('/webhooks', () => {
  it('shows skeleton cards while loading, then the cards with provider, address, switch and last triggered', async () => {
    const held = heldAnswer();
    stubFetch((path) => (path === '/api/webhooks' ? held.answer : json(200, [])));
    renderWebhooks();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Webhook Management');
    expect(screen.getByTestId('webhooks-skeleton').getAttribute('aria-busy')).toBe('true');
    held.release(json(200, [webhook(1, { lastTriggered: '2026-03-02T15:04:00.000Z' }), webhook(2, { provider: 'chime', isActive: false })]));
    const cards = within(await screen.findByRole('list', { name: 'Webhooks' })).getAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { name: 'Kikoff' })).toBeTruthy();
    expect(within(cards[0]!).getByText('https://partner.example/hooks/1')).toBeTruthy();
    expect(within(cards[0]!).getByText(/Mar 2, 2026/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Never')).toBeTruthy();
    expect((within(cards[0]!).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect((within(cards[1]!).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(false);
    // Test is disabled while the webhook is inactive
    expect(within(cards[0]!).getByRole('button', { name: 'Test' }).hasAttribute('disabled')).toBe(false);
    expect(within(cards[1]!).getByRole('button', { name: 'Test' }).hasAttribute('disabled')).toBe(true);
  });

  it("says 'No Webhooks Configured' with a New Webhook action", async () => {
    stubFetch(apiFor([]));
    renderWebhooks();
    expect(await screen.findByText('No Webhooks Configured')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New Webhook' }).length).toBe(2);
  });

  it("New Webhook: 'Please fill all required fields' and nothing is sent; then a generated secret is shown once", async () => {
    const fetchMock = stubFetch(
      apiFor([], [], (path, init) =>
        path === '/api/webhooks' && init.method === 'POST'
          ? json(201, { ...webhook(9), signingSecret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0' })
          : (undefined as never),
      ),
    );
    renderWebhooks();
    await userEvent.click((await screen.findAllByRole('button', { name: 'New Webhook' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Webhook' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));
    expect(toaster.get()).toMatchObject({ title: 'Please fill all required fields', tone: 'danger' });
    expect(callsTo(fetchMock, 'POST', '/api/webhooks')).toHaveLength(0);

    await chooseOption(dialog, 'Provider *', 'Kikoff');
    await userEvent.type(within(dialog).getByLabelText('Webhook URL *'), 'https://partner.example/hooks/9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Webhook created successfully', tone: 'success' }));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/webhooks')[0]!)).toEqual({
      userId: USER.id,
      provider: 'kikoff',
      webhookUrl: 'https://partner.example/hooks/9',
      isActive: true,
      generateSecret: true,
    });
    const secret = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(secret).getByTestId('signing-secret').textContent).toBe('whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0');
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('signing-secret')).toBeNull());
  });

  it('a secret typed in is masked and sent; a refused address keeps the dialog open with the reason', async () => {
    const fetchMock = stubFetch(
      apiFor([], [], (path, init) =>
        path === '/api/webhooks' && init.method === 'POST'
          ? json(400, { error: 'The webhook URL points to a private address; use a public address' })
          : (undefined as never),
      ),
    );
    renderWebhooks();
    await userEvent.click((await screen.findAllByRole('button', { name: 'New Webhook' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Webhook' });
    await chooseOption(dialog, 'Provider *', 'Chime Credit Builder');
    await userEvent.type(within(dialog).getByLabelText('Webhook URL *'), 'http://10.0.0.5/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Generate one/ }));
    const secret = within(dialog).getByLabelText('Secret Key *') as HTMLInputElement;
    expect(secret.type).toBe('password');
    await userEvent.type(secret, 'whsec_abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Failed to create webhook',
        description: 'The webhook URL points to a private address; use a public address',
        tone: 'danger',
      }),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/webhooks')[0]!)).toMatchObject({ provider: 'chime', secretKey: 'whsec_abc' });
    expect(screen.getByRole('dialog', { name: 'New Webhook' })).toBeTruthy();
  });

  it('a failed toggle puts the switch back and says so', async () => {
    const held = heldAnswer();
    stubFetch(apiFor([webhook(1)], [], (path, init) => (path === '/api/webhooks/1' && init.method === 'PATCH' ? held.answer : (undefined as never))));
    renderWebhooks();
    const toggle = (await screen.findByRole('checkbox', { name: 'Active' })) as HTMLInputElement;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    held.release(json(500, { error: 'Internal Server Error' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Webhook not switched off', tone: 'danger' }));
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('Test sends builder.signup with 650 for the card’s provider', async () => {
    const fetchMock = stubFetch(
      apiFor([webhook(1)], [], (path) => (path === '/api/webhooks/trigger/builder-signup' ? json(202, { success: true, events: 1 }) : (undefined as never))),
    );
    renderWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Test' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Test webhook triggered successfully', tone: 'success' }));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/webhooks/trigger/builder-signup')[0]!)).toEqual({
      userId: USER.id,
      builderProvider: 'kikoff',
      creditScore: 650,
    });
  });

  it("Test failing shows 'Failed to trigger webhook'; Delete confirms, then 'Webhook deleted successfully'", async () => {
    const fetchMock = stubFetch(
      apiFor([webhook(1)], [], (path, init) => {
        if (path === '/api/webhooks/trigger/builder-signup') return json(500, { error: 'boom' });
        if (path === '/api/webhooks/1' && init.method === 'DELETE') return json(200, { success: true });
        return undefined as never;
      }),
    );
    renderWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Test' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Failed to trigger webhook', tone: 'danger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the Kikoff webhook' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Webhook' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Webhook deleted successfully', tone: 'success' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/webhooks/1')).toHaveLength(1);
  });

  it('Recent Webhook Events: the first 10 with status badges; one opens its details, a failed one can be replayed', async () => {
    const events = [event(12, 'failed'), event(11, 'pending'), event(10, 'sent'), ...Array.from({ length: 9 }, (_, i) => event(9 - i, 'sent'))];
    const fetchMock = stubFetch(
      apiFor([webhook(1)], events, (path) =>
        path === '/api/webhook-events/12/replay' ? json(202, { ...events[0], status: 'pending' }) : (undefined as never),
      ),
    );
    renderWebhooks();
    const list = await screen.findByRole('heading', { name: 'Recent Webhook Events' });
    const card = list.closest('section')!;
    const rows = await within(card).findAllByRole('button', { name: /builder\.signup/ });
    expect(rows).toHaveLength(10);
    const badge = (row: HTMLElement, text: string) => within(row).getByText(text);
    expect(badge(rows[0]!, 'failed').className).toContain('danger');
    expect(badge(rows[1]!, 'pending').className).toContain('danger');
    expect(badge(rows[2]!, 'sent').className).toContain('success');

    await userEvent.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'builder.signup' });
    expect(within(dialog).getByText('500')).toBeTruthy();
    expect(within(dialog).getByText(/"creditScore": 650/)).toBeTruthy();
    expect(await within(dialog).findByText(/#1 .* 42 ms/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Event queued again', tone: 'success' }));
    expect(callsTo(fetchMock, 'POST', '/api/webhook-events/12/replay')).toHaveLength(1);
  });

  it('rotating a secret shows the new one once', async () => {
    stubFetch(
      apiFor([webhook(1)], [], (path) =>
        path === '/api/webhooks/1/rotate-secret'
          ? json(200, { ...webhook(1), signingSecret: 'whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3' })
          : (undefined as never),
      ),
    );
    renderWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByText(/both the new and the previous secret for 24 hours/)).toBeTruthy();
  });

  it('a failed read says so with Retry', async () => {
    stubFetch((path) => (path === '/api/webhooks' ? json(500, { error: 'down' }) : json(200, [])));
    renderWebhooks();
    expect(await screen.findByText("Couldn't load your webhooks.")).toBeTruthy();
  });
});
