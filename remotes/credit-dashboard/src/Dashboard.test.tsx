import { expectedResponseDate, quickActionTitle } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../common/testing';
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
  screenLoaded,
  SELF_REPORTED_COACHING,
  SELF_REPORTED_PROFILE,
  section,
  stubFetch,
  USER,
} from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const GETS = ['/api/users/42', '/api/credit-profiles/42', '/api/coaching-progress/42', '/api/activities/42', '/api/builder-accounts/42', '/api/disputes/42'];

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

  it('shows no made-up numbers to a new user: no credit score, 0% of lessons at level 1, no FinX Score yet', async () => {
    stubFetch(apiFor());
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    expect(screen.getByText("Welcome back, Jane! Here's your credit overview.")).toBeTruthy();
    expect(card('Credit Score').textContent).toBe('Credit Score—Not added yet');
    expect(card('Active Disputes').textContent).toBe('Active Disputes0In progress');
    expect(card('Coaching Progress').textContent).toBe('Coaching Progress0%Level 1 - Beginner');
    expect(card('Builder Accounts').textContent).toBe('Builder Accounts0Active accounts');

    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('No FinX Score yet')).toBeTruthy();
    expect(within(analysis).getByText('No data yet: add your credit score or take the assessment to get your first estimate.')).toBeTruthy();
    expect(within(analysis).getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe('/coaching');
    expect(within(analysis).queryByRole('list', { name: 'FinX sub-scores' })).toBeNull();
    expect(within(analysis).queryByRole('progressbar')).toBeNull();
    expect(within(analysis).getByRole('link', { name: 'Add it in setup' }).getAttribute('href')).toBe('/onboarding');
    expect(within(analysis).queryByText('Estimated')).toBeNull();

    for (const madeUp of ['780', '99%', 'Level 3', '12/20', '650', '+25']) expect(document.body.textContent).not.toContain(madeUp);

    const recent = section('Recent Activity');
    expect(within(recent).getByText('No recent activity')).toBeTruthy();
    expect(within(recent).getByRole('button', { name: 'Start New Dispute' })).toBeTruthy();
  });

  it('shows a self-reported 640 as an estimate: 620/1000 Fair, marked Estimated, every factor 62 and what it is based on', async () => {
    stubFetch(apiFor({ profile: SELF_REPORTED_PROFILE, coaching: SELF_REPORTED_COACHING }));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    expect(card('Credit Score').textContent).toBe('Credit Score640Self-reported · May 20, 2026Upload a report to track changes');
    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('620')).toBeTruthy();
    expect(within(analysis).getByTestId('finx-change').textContent).toBe('Your first FinX Score, on May 20, 2026: estimated from the score you told us (640).');
    expect(within(analysis).getByText('/1000')).toBeTruthy();
    expect(within(analysis).getByText('Fair').getAttribute('data-tone')).toBe('warning');
    expect(within(analysis).getByText('Estimated')).toBeTruthy();
    const factors = within(within(analysis).getByRole('list', { name: 'FinX sub-scores' })).getAllByRole('listitem');
    expect(factors.map((li) => li.textContent)).toEqual(['Payment History62%', 'Credit Utilization62%', 'Credit Mix62%', 'Account Age62%']);
    expect(
      within(analysis).getByText(
        'Estimated from the credit score you told us (640): it does not tell us which factor is strong or weak. Take the assessment for your own factors.',
      ),
    ).toBeTruthy();
    // the credit score's bar runs on its own 300–850 scale, labelled with what the score is
    const bar = within(analysis).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemin')).toBe('300');
    expect(bar.getAttribute('aria-valuemax')).toBe('850');
    expect(bar.getAttribute('aria-label')).toBe('Current credit score: 640 of 300–850');
    expect(within(analysis).getByText('Self-reported · May 20, 2026')).toBeTruthy();
  });

  const EXPERIAN = { source: 'credit_report', bureau: 'experian', model: 'FICO Score 8' } as const;
  it.each([
    [
      'a change within Experian FICO 8',
      { scorePoint: { ...EXPERIAN, score: 712, date: '2026-06-01' }, previousScore: { ...EXPERIAN, score: 694, date: '2026-05-02' }, scoreChange: 18 },
      'Experian · FICO Score 8 · Jun 1, 2026+18 since May 2, 2026',
    ],
    [
      'a drop within Experian FICO 8',
      { scorePoint: { ...EXPERIAN, score: 712, date: '2026-06-01' }, previousScore: { ...EXPERIAN, score: 717, date: '2026-05' }, scoreChange: -5 },
      'Experian · FICO Score 8 · Jun 1, 2026-5 since May 2026',
    ],
    [
      'the first Equifax score (after an Experian one)',
      { scorePoint: { ...EXPERIAN, bureau: 'equifax', score: 712, date: '2026-06-01' }, previousScore: null, scoreChange: null },
      'Equifax · FICO Score 8 · Jun 1, 2026No earlier Equifax FICO Score 8 to compare with',
    ],
    [
      'a report without a model',
      { scorePoint: { ...EXPERIAN, model: null, score: 712, date: '2026-06-01' }, previousScore: null, scoreChange: null },
      'Experian · model not stated · Jun 1, 2026Model not stated: not compared',
    ],
    ['a point recorded before scores said what they are', { scorePoint: null, previousScore: null, scoreChange: null }, 'Source not recorded: not compared'],
  ] as const)('says what the score is and its change only within its bureau and model: %s', async (_, fields, hint) => {
    stubFetch(apiFor({ profile: { ...PROFILE, ...fields } }));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    expect(card('Credit Score').textContent).toBe(`Credit Score712${hint}`);
    expect(document.body.textContent).not.toMatch(/from last month|of 1000/);
  });

  it("shows the server's numbers: active disputes without resolved ones, lessons share and level, measured band, first 5 activities", async () => {
    stubFetch(
      apiFor({
        profile: PROFILE,
        coaching: COACHING,
        disputes: [dispute(1, 'pending'), dispute(2, 'in_progress'), dispute(3, 'rejected'), dispute(4, 'resolved')],
        builderAccounts: [builder(1, 'self'), builder(2, 'kikoff')],
        activities: Array.from({ length: 7 }, (_, i) => activity(i + 1)),
      }),
    );
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    expect(within(card('Active Disputes')).getByText('3')).toBeTruthy();
    expect(card('Coaching Progress').textContent).toBe('Coaching Progress70%Level 3 - Advanced');
    expect(within(card('Builder Accounts')).getByText('2')).toBeTruthy();

    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('800')).toBeTruthy();
    expect(within(analysis).getByText('Excellent').getAttribute('data-tone')).toBe('success');
    expect(within(analysis).getByText('Estimated')).toBeTruthy();
    expect(within(analysis).getByText('Credit Utilization').parentElement!.textContent).toBe('Credit Utilization58%');
    expect(
      within(analysis).getByText('Estimated from your assessment answers of May 3, 2026. Upload a credit report for factors measured from your file.'),
    ).toBeTruthy();
    expect(within(analysis).getByTestId('finx-change').textContent).toBe('Up 180 from 620 on May 3, 2026: you took the assessment.');
    expect(within(analysis).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('712');
    expect(within(analysis).getByText('Experian · FICO Score 8 · Jun 1, 2026')).toBeTruthy();

    const items = within(section('Recent Activity')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toBe('Activity 1Description 1May 11, 2026');
  });

  it('drops the Estimated mark once the factors come from a credit report', async () => {
    stubFetch(apiFor({ profile: PROFILE, coaching: { ...COACHING, scoreSource: 'credit_report', estimated: false } }));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    const analysis = section('FinX Score Analysis');
    expect(within(analysis).getByText('Computed from your credit report.')).toBeTruthy();
    expect(within(analysis).queryByText('Estimated')).toBeNull();
    // a score computed from a report can be simulated on it (the score simulator on the credit file)
    expect(within(analysis).getByRole('link', { name: 'Estimate it on your Credit File' }).getAttribute('href')).toBe('/credit-file');
  });

  it('offers the score simulator only for a score computed from a report', async () => {
    stubFetch(apiFor({ profile: PROFILE, coaching: COACHING }));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    expect(within(section('FinX Score Analysis')).queryByRole('link', { name: 'Estimate it on your Credit File' })).toBeNull();
  });

  it('shows quick actions in the activity list in words, never their stored codes', async () => {
    stubFetch(
      apiFor({
        activities: [
          activity(1, { title: 'Quick action: progress_check', description: 'Checked progress from the dashboard' }),
          activity(2, { title: 'Quick action: coaching_plan_view', description: '' }),
          activity(3, { title: 'Quick action: add_builder_account', description: '' }),
          activity(4, { type: 'lesson_completed', title: 'Lesson completed', description: 'Lesson 1: How payments count' }),
        ],
      }),
    );
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    const recent = section('Recent Activity');
    const titles = within(recent)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent);
    expect(titles).toEqual(['Checked your progress', 'Opened your coaching plan', 'Started adding a credit-builder account', 'Lesson completed']);
    expect(recent.textContent).not.toMatch(/Quick action|progress_check|coaching_plan_view|add_builder_account/);
  });

  it('shows an inline error with Retry when a read fails, and Retry reads again', async () => {
    let fail = true;
    const fetchMock = stubFetch((path, init) => (path === '/api/disputes/42' && fail ? json(500, { error: 'down' }) : apiFor()(path, init)));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    const alert = within(card('Active Disputes')).getByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your disputes.");
    expect(card('Credit Score').textContent).toBe('Credit Score—Not added yet');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(card('Active Disputes')).getByText('0')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET', '/api/disputes/42')).toHaveLength(2);
  });
});

// Ark's selects typed and picked by keyboard: slow under a loaded test run.
describe('/dashboard: Start New Dispute', { timeout: 15_000 }, () => {
  const openDialog = async () => {
    await screenLoaded();
    await userEvent.click(within(section('Quick Actions')).getByRole('button', { name: 'Start New Dispute' }));
    return screen.findByRole('dialog', {}, { timeout: 5000 });
  };
  // the letter type chosen by hand (Advanced: 609) over the one the plain-words choice filled in (Obsolete Information)
  const fillRequired = async (dialog: HTMLElement) => {
    await chooseOption(dialog, "What's wrong?", "It's too old to be reported");
    await userEvent.type(within(dialog).getByLabelText('Creditor *'), 'Capital Two');
    await chooseOption(dialog, 'Credit bureau *', 'TransUnion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Advanced: choose the letter type' }));
    await chooseOption(dialog, 'Dispute type *', '609 Letter');
  };

  it("marks the missing fields with 'Missing Information' and sends nothing", async () => {
    const fetchMock = stubFetch(apiFor());
    renderScreen(Dashboard, '/dashboard');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Creditor *'), 'Capital Two');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Dispute' }));
    expect(toaster.get()).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields', tone: 'danger' });
    // no letter type or reason: the plain-words choice is what is missing
    expect(within(dialog).getByText("Choose what's wrong")).toBeTruthy();
    expect(within(dialog).getByText('Choose a credit bureau')).toBeTruthy();
    expect(within(dialog).queryByText('Enter the creditor')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/disputes')).toHaveLength(0);
  });

  it("files for the session user with expectedResponseDate 30 days out, shows 'Filing...', then 'Dispute saved' with the next step and refreshes", async () => {
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
      disputeReason: 'obsolete',
      expectedResponseDate: expect.any(String),
    });
    const expected = new Date(body.expectedResponseDate as string).getTime();
    expect(expected).toBeGreaterThanOrEqual(expectedResponseDate(new Date(before)).getTime());
    expect(expected).toBeLessThanOrEqual(expectedResponseDate(new Date()).getTime());

    const getsBefore = callsTo(fetchMock, 'GET', '/api/disputes/42').length;
    held.release(json(201, { ...dispute(9, 'pending'), creditor: 'Capital Two', bureau: 'transunion' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Dispute saved',
        description: "Next: preview your letter and send it by certified mail — the bureau's 30 days start when it receives it.",
        tone: 'success',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/disputes/42').length).toBe(getsBefore + 1));
    expect(callsTo(fetchMock, 'GET', '/api/activities/42').length).toBe(2);
  });

  it.each([
    [
      json(400, { error: 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals' }),
      'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals',
    ],
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

  it('links to the open dispute when that account already has one at that bureau (409)', async () => {
    const error = 'Capital Two already has an open dispute at TransUnion (round 1)';
    stubFetch(
      apiFor({}, (path, init) =>
        path === '/api/disputes' && init.method === 'POST'
          ? json(409, { error, disputeId: 12, href: '/disputes#dispute-12', code: 'duplicate_dispute' })
          : json(500, {}),
      ),
    );
    renderScreen(Dashboard, '/dashboard');
    const dialog = await openDialog();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Filing Failed', description: error, tone: 'danger' }));
    const link = await within(dialog).findByRole('link', { name: 'See the open dispute' });
    expect(link.getAttribute('href')).toBe('/disputes#dispute-12');
    expect(link.closest('p')?.textContent).toContain(error);
    await userEvent.click(link);
    expect(await navigatedTo()).toBe('/disputes');
  });
});

describe('/dashboard: quick actions', () => {
  it.each([
    ['View Coaching Plan', 'coaching_plan_view', 'Opened your coaching plan', '/coaching'],
    ['Check Progress', 'progress_check', 'Checked your progress', '/progress'],
  ] as const)("%s records the spec's quick_action activity, toasts it in words and goes to its screen", async (label, action, words, to) => {
    const fetchMock = stubFetch(
      apiFor({}, (path, init) => (path === '/api/activities' ? json(201, activity(50, { title: JSON.parse(String(init.body)).title })) : json(500, {}))),
    );
    renderScreen(Dashboard, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(await navigatedTo()).toBe(to);
    const [call] = callsTo(fetchMock, 'POST', '/api/activities');
    const body = bodyOf(call!);
    expect(body).toEqual({ userId: 42, type: 'quick_action', title: quickActionTitle(action), description: expect.any(String), metadata: expect.any(String) });
    expect(JSON.parse(body.metadata as string)).toMatchObject({ action });
    expect(toaster.get()).toMatchObject({ title: 'Action Completed', description: words, tone: 'success' });
  });

  it("shows 'Action Failed' with the server's words, or the fallback", async () => {
    stubFetch(apiFor({}, () => json(400, { error: 'Title is required' })));
    renderScreen(Dashboard, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Check Progress' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Action Failed', description: 'Title is required', tone: 'danger' }));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('Add Builder Account opens the partners without recording anything; a request reads "Request sent to Chime — finish on Chime\'s site" with the link; 409 shown', async () => {
    let conflict = true;
    let accounts = [builder(1, 'kikoff'), builder(3, 'self', 'requested', false)];
    const write = (path: string, init: RequestInit) => {
      if (path === '/api/builder-accounts' && init.method === 'POST') {
        if (conflict) return json(409, { error: "You already asked Chime for an account: finish on Chime's site" });
        const chime = builder(2, 'chime', 'requested');
        accounts = [chime, ...accounts];
        return json(201, chime);
      }
      return json(500, {});
    };
    const fetchMock = stubFetch((path, init) => (path === '/api/builder-accounts/42' ? json(200, accounts) : apiFor({}, write)(path, init)));
    renderScreen(Dashboard, '/dashboard');
    await screenLoaded();
    // only the account Kikoff confirmed counts; the request to Self is not an account
    await waitFor(() => expect(card('Builder Accounts').textContent).toBe('Builder Accounts1Active accounts · 1 request not confirmed yet'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Builder Account' }));
    const dialog = await screen.findByRole('dialog');
    // opening the dialog records nothing
    expect(callsTo(fetchMock, 'POST', '/api/activities')).toHaveLength(0);
    expect(toaster.get()?.title).not.toBe('Action Completed');
    const kikoff = within(dialog).getByText('Kikoff').closest('li')!;
    expect(within(kikoff).getByText('Active')).toBeTruthy();
    expect(within(kikoff).queryByRole('button')).toBeNull();
    const self = within(dialog).getByText('Self Credit Builder').closest('li')!;
    expect(within(self).getByText('Requested')).toBeTruthy();
    expect(self.textContent).toContain("Not sent: no Self webhook is switched on — sign up on Self's site");
    expect(
      within(self)
        .getByRole('link', { name: /^sign up on Self's site/ })
        .getAttribute('href'),
    ).toBe('https://www.self.inc/');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request to Chime' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("You already asked Chime for an account: finish on Chime's site");
    expect(toaster.get()).toMatchObject({ title: 'Request Failed', tone: 'danger' });

    conflict = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request to Chime' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Request Sent', description: "Request sent to Chime — finish on Chime's site.", tone: 'success' }),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/builder-accounts')[1]!)).toEqual({ userId: 42, provider: 'chime' });
    // the dialog stays open on the request's state and the partner's site
    const chime = within(dialog).getByText('Chime Credit Builder').closest('li')!;
    expect(within(chime).getByText('Requested')).toBeTruthy();
    expect(chime.textContent).toContain("Request sent to Chime — finish on Chime's site");
    expect(
      within(chime)
        .getByRole('link', { name: /^finish on Chime's site/ })
        .getAttribute('href'),
    ).toBe('https://www.chime.com/credit-builder/');
    expect(within(dialog).queryByText(/enrolled/i)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card('Builder Accounts').textContent).toBe('Builder Accounts1Active accounts · 2 requests not confirmed yet'));
  });
});
