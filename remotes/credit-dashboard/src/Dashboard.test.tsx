import { expectedResponseDate, quickActionTitle } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dashboard from './Dashboard';
import {
  activity,
  apiFor,
  bodyOf,
  builder,
  callsTo,
  card,
  COACHING,
  dispute,
  heldAnswer,
  json,
  navigatedTo,
  PROFILE,
  renderScreen,
  section,
  stubFetch,
  USER,
} from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const GETS = [
  '/api/users/42',
  '/api/credit-profiles/42',
  '/api/coaching-progress/42',
  '/api/activities/42',
  '/api/builder-accounts/42',
  '/api/disputes/42',
];

describe('/dashboard', () => {
  it('starts every read at once, shows its heading and skeletons while they load', async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(() => held.answer);
    renderScreen(Dashboard, '/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Credit Dashboard');
    expect(document.title).toBe('Credit Dashboard · FinX');
    await waitFor(() => expect(fetchMock.mock.calls.map(([p]) => String(p)).sort()).toEqual([...GETS].sort()));
    expect(document.querySelectorAll('[aria-busy="true"] [data-skeleton]').length).toBeGreaterThan(4);
    held.release(json(500, {}));
  });

  it('shows the spec fallbacks for a new user (no profile or coaching yet, empty lists)', async () => {
    stubFetch(apiFor());
    renderScreen(Dashboard, '/dashboard');
    expect(await screen.findByText("Welcome back, Jane! Here's your credit overview.")).toBeTruthy();
    await waitFor(() => expect(within(card('Credit Score')).getByText('650')).toBeTruthy());
    expect(within(card('Credit Score')).getByText('+25 from last month')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('0')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('In progress')).toBeTruthy();
    expect(within(card('Coaching Progress')).getByText('78%')).toBeTruthy();
    expect(within(card('Coaching Progress')).getByText('Level 3 - Advanced')).toBeTruthy();
    expect(within(card('Builder Accounts')).getByText('0')).toBeTruthy();
    expect(within(card('Builder Accounts')).getByText('Active accounts')).toBeTruthy();

    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('780')).toBeTruthy();
    expect(within(analysis).getByText('/1000')).toBeTruthy();
    expect(within(analysis).getByText('Good')).toBeTruthy(); // scoreBand(780)
    const subscores = within(analysis).getAllByRole('listitem').map((li) => li.textContent);
    expect(subscores).toEqual(['Payment History99%', 'Credit Utilization92%', 'Credit Mix85%', 'Account Age98%']);
    const bar = within(analysis).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemin')).toBe('300');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(bar.getAttribute('aria-valuenow')).toBe('650');
    expect(bar.getAttribute('aria-label')).toBe('Current credit score: 650 of 1000');

    const recent = section('Recent Activity');
    expect(within(recent).getByText('No recent activity')).toBeTruthy();
    expect(within(recent).getByRole('button', { name: 'Start New Dispute' })).toBeTruthy();
  });

  it('shows real data: score change, active disputes without resolved ones, band badge, first 5 activities', async () => {
    stubFetch(
      apiFor({
        profile: PROFILE,
        coaching: { ...COACHING, overallScore: 86 },
        disputes: [dispute(1, 'pending'), dispute(2, 'in_progress'), dispute(3, 'rejected'), dispute(4, 'resolved')],
        builderAccounts: [builder(1, 'self'), builder(2, 'kikoff')],
        activities: Array.from({ length: 7 }, (_, i) => activity(i + 1)),
      }),
    );
    renderScreen(Dashboard, '/dashboard');
    await waitFor(() => expect(within(card('Credit Score')).getByText('712')).toBeTruthy());
    expect(within(card('Credit Score')).getByText('-8 from last month')).toBeTruthy();
    await waitFor(() => expect(within(card('Active Disputes')).getByText('3')).toBeTruthy());
    expect(within(card('Coaching Progress')).getByText('86%')).toBeTruthy();
    expect(within(card('Coaching Progress')).getByText('Level 4 - Advanced')).toBeTruthy();
    expect(within(card('Builder Accounts')).getByText('2')).toBeTruthy();

    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('860')).toBeTruthy();
    expect(within(analysis).getByText('Excellent').getAttribute('data-tone')).toBe('success');
    expect(within(analysis).getByText('Credit Utilization').parentElement!.textContent).toBe('Credit Utilization58%');
    expect(within(analysis).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('712');

    const recent = section('Recent Activity');
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toBe('Activity 1Description 1May 11, 2026');
  });

  it('shows an inline error with Retry when a read fails, and Retry reads again', async () => {
    let fail = true;
    stubFetch(apiFor({}, () => json(500, {})));
    const fetchMock = stubFetch((path, init) => (path === '/api/disputes/42' && fail ? json(500, { error: 'down' }) : apiFor()(path, init)));
    renderScreen(Dashboard, '/dashboard');
    const alert = await within(card('Active Disputes')).findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your disputes.");
    expect(within(card('Credit Score')).getByText('650')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(card('Active Disputes')).getByText('0')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET', '/api/disputes/42')).toHaveLength(2);
  });
});

describe('/dashboard: Start New Dispute', () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Start New Dispute' }));
    return screen.findByRole('dialog', {}, { timeout: 5000 });
  };
  /** Picks an option with the keyboard (open with ArrowDown, move to the option, Enter). */
  const choose = async (dialog: HTMLElement, label: string, option: string) => {
    const trigger = within(dialog).getByRole('combobox', { name: label });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await within(dialog).findAllByRole('option');
    const index = options.findIndex((o) => o.textContent!.startsWith(option));
    for (let i = 0; i < index; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger.textContent).toContain(option));
  };
  const fillRequired = async (dialog: HTMLElement) => {
    await choose(dialog, 'Dispute type *', '609 Letter');
    await userEvent.type(within(dialog).getByLabelText('Creditor *'), 'Capital Two');
    await choose(dialog, 'Credit bureau *', 'TransUnion');
    await choose(dialog, 'Dispute reason *', 'Incorrect amount');
  };

  it("marks the missing fields with 'Missing Information' and sends nothing", async () => {
    const fetchMock = stubFetch(apiFor());
    renderScreen(Dashboard, '/dashboard');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Creditor *'), 'Capital Two');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Dispute' }));
    expect(toaster.get()).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields', tone: 'danger' });
    expect(within(dialog).getByText('Choose a dispute type')).toBeTruthy();
    expect(within(dialog).getByText('Choose a credit bureau')).toBeTruthy();
    expect(within(dialog).getByText('Choose a dispute reason')).toBeTruthy();
    expect(within(dialog).queryByText('Enter the creditor')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/disputes')).toHaveLength(0);
  });

  it("files for the session user with expectedResponseDate 30 days out, shows 'Filing...', then the success toast and refreshes", async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(apiFor({}, (path, init) => (path === '/api/disputes' && init.method === 'POST' ? held.answer : json(500, {}))));
    renderScreen(Dashboard, '/dashboard');
    const dialog = await openDialog();
    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByLabelText('Account number'), '1234-5678');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1250.5');
    expect(within(dialog).getByLabelText('Amount').getAttribute('step')).toBe('0.01');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Balance is wrong');
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Dispute' }));

    expect(within(dialog).getByRole('button', { name: 'Filing...' }).getAttribute('aria-busy')).toBe('true');
    const [call] = callsTo(fetchMock, 'POST', '/api/disputes');
    const body = bodyOf(call!);
    expect(body).toEqual({
      userId: USER.id,
      type: '609',
      creditor: 'Capital Two',
      accountNumber: '1234-5678',
      amount: '1250.5',
      bureau: 'transunion',
      description: 'Balance is wrong',
      disputeReason: 'incorrect_amount',
      expectedResponseDate: expect.any(String),
    });
    const expected = new Date(body.expectedResponseDate as string).getTime();
    expect(expected).toBeGreaterThanOrEqual(expectedResponseDate(new Date(before)).getTime());
    expect(expected).toBeLessThanOrEqual(expectedResponseDate(new Date()).getTime());

    const getsBefore = callsTo(fetchMock, 'GET', '/api/disputes/42').length;
    held.release(json(201, { ...dispute(9, 'pending'), creditor: 'Capital Two', bureau: 'transunion' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Dispute Filed Successfully',
        description: 'Your dispute against Capital Two has been submitted to TransUnion',
        tone: 'success',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/disputes/42').length).toBe(getsBefore + 1));
    expect(callsTo(fetchMock, 'GET', '/api/activities/42').length).toBe(2);
  });

  it.each([
    [json(400, { error: 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals' }), 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals'],
    [new Response('', { status: 500 }), 'Unable to file dispute. Please try again.'],
  ])("shows 'Filing Failed' with the server's words or the fallback and keeps the form", async (response, message) => {
    stubFetch(apiFor({}, () => response));
    renderScreen(Dashboard, '/dashboard');
    const dialog = await openDialog();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Filing Failed', description: message, tone: 'danger' }));
    expect((within(dialog).getByLabelText('Creditor *') as HTMLInputElement).value).toBe('Capital Two');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('/dashboard: quick actions', () => {
  it.each([
    ['View Coaching Plan', 'coaching_plan_view', '/coaching'],
    ['Check Progress', 'progress_check', '/progress'],
  ] as const)('%s records a quick_action activity, toasts its title and goes to %s', async (label, action, to) => {
    const fetchMock = stubFetch(apiFor({}, (path, init) => (path === '/api/activities' ? json(201, activity(50, { title: JSON.parse(String(init.body)).title })) : json(500, {}))));
    renderScreen(Dashboard, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(await navigatedTo()).toBe(to);
    const [call] = callsTo(fetchMock, 'POST', '/api/activities');
    const body = bodyOf(call!);
    expect(body).toEqual({ userId: 42, type: 'quick_action', title: quickActionTitle(action), description: expect.any(String), metadata: expect.any(String) });
    expect(JSON.parse(body.metadata as string)).toMatchObject({ action });
    expect(toaster.get()).toMatchObject({ title: 'Action Completed', description: `Quick action: ${action}`, tone: 'success' });
  });

  it("shows 'Action Failed' with the server's words, or the fallback", async () => {
    stubFetch(apiFor({}, () => json(400, { error: 'Title is required' })));
    renderScreen(Dashboard, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Check Progress' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Action Failed', description: 'Title is required', tone: 'danger' }));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('Add Builder Account records the action, then enrolls with a partner (enrolled ones shown as such, 409 shown)', async () => {
    let conflict = true;
    const fetchMock = stubFetch(
      apiFor({ builderAccounts: [builder(1, 'kikoff')] }, (path, init) => {
        if (path === '/api/activities') return json(201, activity(51, { title: 'Quick action: add_builder_account' }));
        if (path === '/api/builder-accounts' && init.method === 'POST')
          return conflict ? json(409, { error: 'You already have a Chime Credit Builder account' }) : json(201, builder(2, 'chime'));
        return json(500, {});
      }),
    );
    renderScreen(Dashboard, '/dashboard');
    await waitFor(() => expect(within(card('Builder Accounts')).getByText('1')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Add Builder Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(toaster.get()).toMatchObject({ title: 'Action Completed', description: 'Quick action: add_builder_account' });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/activities')[0]!).title).toBe('Quick action: add_builder_account');
    const kikoff = within(dialog).getByText('Kikoff').closest('li')!;
    expect(within(kikoff).getByText('Enrolled')).toBeTruthy();
    expect(within(kikoff).queryByRole('button')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enroll with Chime Credit Builder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already have a Chime Credit Builder account');
    expect(toaster.get()).toMatchObject({ title: 'Enrollment Failed', tone: 'danger' });

    conflict = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enroll with Chime Credit Builder' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Builder Account Added', description: "You're enrolled with Chime Credit Builder.", tone: 'success' }));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/builder-accounts')[1]!)).toEqual({ userId: 42, provider: 'chime' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/builder-accounts/42')).toHaveLength(2));
  });
});
