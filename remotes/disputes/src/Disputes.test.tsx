import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_NOT_STARTED, countdown, daysUntil, todayInput } from './format';
import { type Dispute, formatCalendarDate, SANDBOX_CARRIER_NOTICE } from '@finx/contracts';
import {
  activeItem,
  apiFor,
  bodyOf,
  callsTo,
  card,
  choose,
  dispute,
  heldAnswer,
  inDays,
  json,
  mailing,
  renderDisputes,
  renderDisputesAt,
  stubFetch,
  TRACKING,
  USER,
} from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const LIST = `/api/disputes/${USER.id}`;

describe('/disputes', () => {
  it("keeps the route's heading and shows skeletons shaped like the cards and disputes while the list loads", async () => {
    const held = heldAnswer();
    stubFetch(() => held.answer);
    renderDisputes();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Guardian');
    expect(document.title).toBe('Disputes · FinX');
    expect(within(card('Success Rate')).queryByText(/%/)).toBeNull();
    expect(document.querySelectorAll('[aria-busy="true"] [data-skeleton]').length).toBeGreaterThan(6);
    held.release(json(200, []));
  });

  it('counts active (every status but resolved) and resolved disputes, and the success rate rounded', async () => {
    stubFetch(
      apiFor({ disputes: [dispute(1, 'pending'), dispute(2, 'in_progress'), dispute(3, 'rejected'), dispute(4, 'resolved', { creditor: 'Old Bank' })] }),
    );
    renderDisputes();
    await waitFor(() => expect(within(card('Active Disputes')).getByText('3')).toBeTruthy());
    expect(within(card('Resolved Disputes')).getByText('1')).toBeTruthy();
    expect(within(card('Success Rate')).getByText('25%')).toBeTruthy();
    // history holds the resolved one with the bureau's answer; it is not in the active list
    const history = screen.getByRole('list', { name: 'Resolved disputes' });
    expect(within(history).getByText('Old Bank')).toBeTruthy();
    expect(within(history).getByText('Deleted')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Old Bank' })).toBeNull();
  });

  it('rounds the success rate (1 of 3 → 33%)', async () => {
    stubFetch(apiFor({ disputes: [dispute(1, 'pending'), dispute(2, 'resolved'), dispute(3, 'rejected')] }));
    renderDisputes();
    await waitFor(() => expect(within(card('Success Rate')).getByText('33%')).toBeTruthy());
  });

  it("shows 'No disputes filed yet', 0 / 0 / 0%, and 'File Your First Dispute' moves to the form", async () => {
    stubFetch(apiFor());
    renderDisputes();
    expect(await screen.findByText('No disputes filed yet')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('0')).toBeTruthy();
    expect(within(card('Resolved Disputes')).getByText('0')).toBeTruthy();
    expect(within(card('Success Rate')).getByText('0%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'File Your First Dispute' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: "What's wrong?" }));
  });

  it("shows each active dispute's account, amount, answer due date (or 'Pending') and description", async () => {
    stubFetch(
      apiFor({
        disputes: [
          dispute(1, 'in_progress', { expectedResponseDate: inDays(30), mailing: mailing('delivered') }),
          dispute(2, 'pending', { accountNumber: null, amount: null }),
        ],
      }),
    );
    renderDisputes();
    const first = await screen.findByRole('listitem', { name: 'Creditor 1' });
    expect(first.id).toBe('dispute-1');
    expect(within(first).getByText('****1234')).toBeTruthy();
    expect(within(first).getByText('$1,250.00')).toBeTruthy();
    expect(within(first).getByText('Answer due')).toBeTruthy();
    expect(within(first).getByText(formatCalendarDate(inDays(30)))).toBeTruthy();
    expect(within(first).getByText('Description 1')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Send Certified Mail' })).toBeTruthy();
    expect(await within(first).findByRole('link', { name: /Bureau Portal/ })).toBeTruthy();
    expect(within(activeItem('Creditor 2')).getByText('Pending')).toBeTruthy();
  });

  it("shows no date and no days left before the letter is sent: the bureau's 30 days start when it receives it", async () => {
    // an older server still sending a date for a letter never mailed: not shown either
    stubFetch(apiFor({ disputes: [dispute(1, 'pending'), dispute(2, 'pending', { expectedResponseDate: inDays(30) })] }));
    renderDisputes();
    for (const name of ['Creditor 1', 'Creditor 2']) {
      const item = await screen.findByRole('listitem', { name });
      expect(within(item).getByText('Letter not sent yet')).toBeTruthy();
      expect(within(item).getByText(`${CLOCK_NOT_STARTED}.`)).toBeTruthy();
      expect(within(item).getByText('Pending')).toBeTruthy();
      expect(within(item).queryByText(formatCalendarDate(inDays(30)))).toBeNull();
      expect(within(item).queryByText(/days left|Expected response/)).toBeNull();
    }
  });

  it("shows the letter's journey (tracking number, carrier events) and the days left once it is delivered", async () => {
    stubFetch(
      apiFor({
        disputes: [
          dispute(1, 'in_progress', { mailing: mailing('in_transit') }),
          dispute(2, 'in_progress', {
            creditor: 'Delivered Co',
            expectedResponseDate: inDays(12),
            mailing: mailing('delivered', { events: [...mailing('in_transit').events, { name: 'Delivered', occurredAt: '2026-03-05T17:00:00.000Z' }] }),
          }),
        ],
      }),
    );
    renderDisputes();
    const moving = await screen.findByRole('listitem', { name: 'Creditor 1' });
    expect(within(moving).getByText(TRACKING)).toBeTruthy();
    const steps = within(moving).getByRole('list', { name: 'Mailing progress' });
    expect(within(steps).getByText('Letter approved')).toBeTruthy();
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain('In transit');
    expect(within(within(moving).getByRole('list', { name: 'Tracking events' })).getByText('In Transit')).toBeTruthy();
    expect(within(moving).getByText(`${CLOCK_NOT_STARTED}.`)).toBeTruthy();
    expect(within(moving).queryByText(/days left/)).toBeNull();
    // the sandbox carrier mailed nothing, and the card says so in the words every screen uses (issue 26)
    expect(within(moving).getByText(SANDBOX_CARRIER_NOTICE)).toBeTruthy();
    // no deadline to extend before the bureau has the letter
    expect(within(moving).queryByRole('button', { name: 'I sent more information' })).toBeNull();

    const delivered = activeItem('Delivered Co');
    expect(within(delivered).getAllByText('Delivered').length).toBeGreaterThan(0);
    expect(within(delivered).getByText(countdown(daysUntil(inDays(12))))).toBeTruthy();
    expect(within(delivered).getByText('12 days left')).toBeTruthy();
    expect(within(delivered).getByText(formatCalendarDate(inDays(12)))).toBeTruthy();
    expect(within(delivered).queryByText(`${CLOCK_NOT_STARTED}.`)).toBeNull();
  });

  it('a letter mailed through Lob carries no sandbox notice', async () => {
    stubFetch(apiFor({ disputes: [dispute(1, 'in_progress', { mailing: mailing('in_transit', { carrier: 'lob' }) })] }));
    renderDisputes();
    const moving = await screen.findByRole('listitem', { name: 'Creditor 1' });
    expect(within(moving).getByText(TRACKING)).toBeTruthy();
    expect(within(moving).queryByText(SANDBOX_CARRIER_NOTICE)).toBeNull();
  });

  it('re-reads the list while a letter is in the mail, so new tracking events show', async () => {
    let step = 0;
    const fetchMock = stubFetch(
      apiFor({ disputes: () => [dispute(1, 'in_progress', { mailing: step++ === 0 ? mailing('mailed', { events: [] }) : mailing('in_transit') })] }),
    );
    renderDisputes();
    await screen.findByRole('listitem', { name: 'Creditor 1' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Tracking events' })).toBeTruthy(), { timeout: 6000 });
    expect(callsTo(fetchMock, 'GET', LIST).length).toBeGreaterThanOrEqual(2);
  }, 10_000);
});

describe('/disputes: New Dispute', { timeout: 20_000 }, () => {
  const form = () => screen.getByRole('form', { name: 'New dispute' });
  const openAdvanced = () => userEvent.click(within(form()).getByRole('button', { name: 'Advanced: choose the letter type' }));
  /** Files what the form holds; the POST answers `answer` (the new dispute 9 by default) and the list then holds `after`. */
  function site(answer?: () => Response, after: Dispute[] = [dispute(9, 'pending', { creditor: 'Capital Two' })], before: Dispute[] = []) {
    let filed = false;
    return stubFetch(
      apiFor({ disputes: () => (filed ? after : before) }, (path, init) => {
        if (path === '/api/disputes' && init.method === 'POST') {
          if (answer) return answer();
          filed = true;
          return json(201, after[0]);
        }
        return json(500, {});
      }),
    );
  }

  it("marks the missing fields with 'Missing Information' and sends nothing: what's wrong, the bureau", async () => {
    const fetchMock = stubFetch(apiFor());
    renderDisputes();
    await screen.findByText('No disputes filed yet');
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Capital Two');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));
    expect(toaster.get()).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields', tone: 'danger' });
    expect(within(form()).getByText("Choose what's wrong")).toBeTruthy();
    expect(within(form()).getByText('Choose a credit bureau')).toBeTruthy();
    expect(document.activeElement).toBe(within(form()).getByRole('combobox', { name: "What's wrong?" }));
    expect(callsTo(fetchMock, 'POST', '/api/disputes')).toHaveLength(0);
  });

  it('the plain-words choice sets the letter type and reason, with the law it rests on', async () => {
    const fetchMock = site();
    renderDisputes();
    await screen.findByText('No disputes filed yet');
    expect([...form().querySelectorAll('select[name="problem"] option')].map((o) => o.textContent).filter(Boolean)).toEqual([
      "This isn't mine",
      'I paid it',
      'The balance is wrong',
      'A late payment is wrong',
      "It's too old to be reported",
      'Someone used my identity',
    ]);
    await choose(form(), "What's wrong?", "This isn't mine");
    expect(within(form()).getByText(/FinX sends a 611 Letter: FCRA §611/)).toBeTruthy();
    // a collection: a debt-validation demand too
    await userEvent.click(within(form()).getByRole('checkbox', { name: /A debt collector reports it/ }));
    expect(within(form()).getByText(/FinX sends a Debt Validation: FDCPA §809\(b\)/)).toBeTruthy();
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Capital Two');
    await choose(form(), 'Credit bureau *', 'Equifax');
    // the letter type stays out of the way, filled in under Advanced
    expect(within(form()).queryByRole('combobox', { name: 'Dispute type *' })).toBeNull();
    await openAdvanced();
    expect(within(form()).getByRole('combobox', { name: 'Dispute type *' }).textContent).toContain('Debt Validation');
    expect(within(form()).getByRole('combobox', { name: 'Dispute reason *' }).textContent).toContain('Not mine');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/disputes')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/disputes')[0]!)).toMatchObject({
      userId: USER.id,
      type: 'validation',
      creditor: 'Capital Two',
      bureau: 'equifax',
      disputeReason: 'not_mine',
    });
  });

  it("keeps the spec's six types, three bureaus and seven reasons under Advanced; the advanced choice overrides the plain-words one", async () => {
    const fetchMock = site();
    renderDisputes();
    await screen.findByText('No disputes filed yet');
    await choose(form(), "What's wrong?", "It's too old to be reported");
    await openAdvanced();
    // the choices, as the select's native twin (form posts, autofill) lists them
    const labels = (name: string) => [...form().querySelectorAll(`select[name="${name}"] option`)].map((o) => o.textContent).filter(Boolean);
    expect(labels('type')).toEqual(['Debt Validation', 'Verification Request', 'Obsolete Information', '609 Letter', '611 Letter', 'AG Escalation']);
    expect(labels('bureau')).toEqual(['Experian', 'Equifax', 'TransUnion']);
    expect(labels('disputeReason')).toEqual([
      'Not mine',
      'Paid in full',
      'Incorrect amount',
      'Incorrect date',
      'Duplicate',
      'Obsolete (past statute of limitations)',
      'Other',
    ]);
    expect(within(form()).getByRole('combobox', { name: 'Dispute type *' }).textContent).toContain('Obsolete Information');
    await choose(form(), 'Dispute type *', '611 Letter');
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Capital Two');
    await choose(form(), 'Credit bureau *', 'Equifax');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/disputes')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/disputes')[0]!)).toMatchObject({
      type: '611',
      creditor: 'Capital Two',
      bureau: 'equifax',
      disputeReason: 'obsolete',
    });
  });

  it("says the dispute is saved and what comes next (not 'filed with the bureau'), then shows the new dispute: scrolled to, focused, marked", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    site(undefined, [dispute(9, 'pending', { creditor: 'Capital Two' }), dispute(3, 'pending')], [dispute(3, 'pending')]);
    renderDisputes();
    await screen.findByRole('listitem', { name: 'Creditor 3' });
    await choose(form(), "What's wrong?", 'The balance is wrong');
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Capital Two');
    await choose(form(), 'Credit bureau *', 'Experian');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));

    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Dispute saved',
        description: "Next: preview your letter and send it by certified mail — the bureau's 30 days start when it receives it.",
        tone: 'success',
      }),
    );
    const created = await screen.findByRole('listitem', { name: 'Capital Two' });
    await waitFor(() => expect(document.activeElement).toBe(created));
    expect(created.id).toBe('dispute-9');
    expect(created.hasAttribute('data-highlighted')).toBe(true);
    expect(scrolled.mock.contexts).toContain(created);
    expect(within(created).getByText(`${CLOCK_NOT_STARTED}.`)).toBeTruthy();
    expect((within(form()).getByLabelText('Creditor *') as HTMLInputElement).value).toBe('');
    // the mark goes after a moment
    await waitFor(() => expect(created.hasAttribute('data-highlighted')).toBe(false), { timeout: 4000 });
    scrolled.mockRestore();
  });

  it('a second open dispute of that account at that bureau (409) shows the error with a link that shows the first one', async () => {
    const error = 'Creditor 12 already has an open dispute at Experian';
    site(
      () => json(409, { error, disputeId: 12, href: '/disputes#dispute-12', code: 'duplicate_dispute' }),
      [],
      [dispute(12, 'pending'), dispute(3, 'pending')],
    );
    renderDisputes();
    await screen.findByRole('listitem', { name: 'Creditor 12' });
    await choose(form(), "What's wrong?", 'I paid it');
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Creditor 12');
    await choose(form(), 'Credit bureau *', 'Experian');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Error', description: error, tone: 'danger' }));
    const link = await within(form()).findByRole('link', { name: 'See the open dispute' });
    expect(link.getAttribute('href')).toBe('/disputes#dispute-12');
    expect(link.closest('p')?.textContent).toContain(error);
    // the form keeps what was typed
    expect((within(form()).getByLabelText('Creditor *') as HTMLInputElement).value).toBe('Creditor 12');
    await userEvent.click(link);
    const first = activeItem('Creditor 12');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.id).toBe('dispute-12');
    expect(first.hasAttribute('data-highlighted')).toBe(true);
  });

  it('a link to /disputes#dispute-<id> shows that dispute once the list is read', async () => {
    stubFetch(apiFor({ disputes: [dispute(3, 'pending'), dispute(12, 'in_progress', { mailing: mailing('in_transit') })] }));
    renderDisputesAt('#dispute-12');
    const linked = await screen.findByRole('listitem', { name: 'Creditor 12' });
    await waitFor(() => expect(document.activeElement).toBe(linked));
    expect(linked.hasAttribute('data-highlighted')).toBe(true);
    expect(activeItem('Creditor 3').hasAttribute('data-highlighted')).toBe(false);
  });

  it("says 'Error - Failed to file dispute. Please try again.' and keeps what was typed", async () => {
    stubFetch(apiFor({}, () => new Response('', { status: 500 })));
    renderDisputes();
    await screen.findByText('No disputes filed yet');
    await choose(form(), "What's wrong?", "This isn't mine");
    await userEvent.type(within(form()).getByLabelText('Creditor *'), 'Capital Two');
    await choose(form(), 'Credit bureau *', 'Experian');
    await userEvent.click(within(form()).getByRole('button', { name: 'File Dispute' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Error', description: 'Failed to file dispute. Please try again.', tone: 'danger' }));
    expect((within(form()).getByLabelText('Creditor *') as HTMLInputElement).value).toBe('Capital Two');
    expect(within(form()).queryByRole('link', { name: 'See the open dispute' })).toBeNull();
  });
});

describe('/disputes: the bureau answers', () => {
  it("records the bureau's answer: result, date (today by default) and note", async () => {
    let answered = false;
    const fetchMock = stubFetch(
      apiFor({ disputes: () => [answered ? dispute(1, 'resolved') : dispute(1, 'in_progress', { mailing: mailing('delivered') })] }, (path, init) => {
        if (path === '/api/disputes/1/results' && init.method === 'POST') {
          answered = true;
          return json(200, dispute(1, 'resolved'));
        }
        return json(500, {});
      }),
    );
    renderDisputes();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Creditor 1' })).getByRole('button', { name: 'Record answer' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Answer' }));
    expect(within(dialog).getByText("Choose the bureau's answer")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/disputes/1/results')).toHaveLength(0);

    expect([...dialog.querySelectorAll('select[name="result"] option')].map((o) => o.textContent).filter(Boolean)).toEqual([
      'Deleted',
      'Updated',
      'Verified as accurate',
      'No change',
    ]);
    await choose(dialog, "Bureau's answer *", 'Deleted');
    expect((within(dialog).getByLabelText('Date of the answer *') as HTMLInputElement).value).toBe(todayInput());
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Removed from my file');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Answer' }));

    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Answer Recorded', tone: 'success' }));
    const [call] = callsTo(fetchMock, 'POST', '/api/disputes/1/results');
    expect(bodyOf(call!)).toEqual({ result: 'deleted', responseDate: todayInput(), note: 'Removed from my file' });
    await waitFor(() => expect(within(card('Success Rate')).getByText('100%')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a verified answer', dispute(1, 'rejected')],
    ['an overdue answer', dispute(1, 'in_progress', { overdueAt: inDays(-2), expectedResponseDate: inDays(-3), mailing: mailing('delivered') })],
  ])('offers the next round after %s and starts it', async (_, before) => {
    let started = false;
    const fetchMock = stubFetch(
      apiFor({ disputes: () => [started ? dispute(1, 'pending', { round: 2, type: 'escalation' }) : before] }, (path, init) => {
        if (path === '/api/disputes/1/next-round' && init.method === 'POST') {
          started = true;
          return json(200, dispute(1, 'pending', { round: 2, type: 'escalation' }));
        }
        return json(500, {});
      }),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Creditor 1' });
    if (before.overdueAt) {
      expect(within(item).getByText('Answer overdue').getAttribute('data-tone')).toBe('danger');
      expect(within(item).getByText('Overdue by 3 days')).toBeTruthy();
    }
    await userEvent.click(within(item).getByRole('button', { name: 'Start next round' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Next Round Started', description: 'Round 2: AG Escalation. Preview and send the new letter.' }),
    );
    expect(callsTo(fetchMock, 'POST', '/api/disputes/1/next-round')).toHaveLength(1);
    await waitFor(() => expect(within(activeItem('Creditor 1')).getByText(/round 2/)).toBeTruthy());
    expect(within(activeItem('Creditor 1')).queryByRole('button', { name: 'Start next round' })).toBeNull();
    // a new round has its own date, once its letter is delivered: none yet
    expect(within(activeItem('Creditor 1')).getByText(`${CLOCK_NOT_STARTED}.`)).toBeTruthy();
    expect(within(activeItem('Creditor 1')).queryByText(/Overdue|days left/)).toBeNull();
  });

  it('records that the user sent more information: the bureau has 45 days, offered once', async () => {
    let extended = false;
    const investigating = dispute(1, 'in_progress', { expectedResponseDate: inDays(20), mailing: mailing('delivered') });
    const after = { ...investigating, deadlineExtended: true, expectedResponseDate: inDays(35) };
    const fetchMock = stubFetch(
      apiFor({ disputes: () => [extended ? after : investigating] }, (path, init) => {
        if (path === '/api/disputes/1/more-information' && init.method === 'POST') {
          extended = true;
          return json(200, after);
        }
        return json(500, {});
      }),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Creditor 1' });
    await userEvent.click(within(item).getByRole('button', { name: 'I sent more information' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Deadline Extended', tone: 'success' }));
    expect(callsTo(fetchMock, 'POST', '/api/disputes/1/more-information')).toHaveLength(1);
    await waitFor(() => expect(within(activeItem('Creditor 1')).queryByRole('button', { name: 'I sent more information' })).toBeNull());
  });

  it("shows the server's reason when the next round cannot start", async () => {
    stubFetch(
      apiFor({ disputes: [dispute(1, 'rejected')] }, () => json(409, { error: 'A next round follows a verified or no-change answer, or an overdue one' })),
    );
    renderDisputes();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Creditor 1' })).getByRole('button', { name: 'Start next round' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Next Round Not Started',
        description: 'A next round follows a verified or no-change answer, or an overdue one',
        tone: 'danger',
      }),
    );
  });
});
