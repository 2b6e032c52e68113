import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor, bodyOf, callsTo, DEADLINES, dispute, heldAnswer, json, mailing, renderDisputes, STORED, stubFetch, TRACKING, USER } from './test-utils';
import { renderScreen, type Respond } from '../../common/testing';
import { DeadlinesCard } from './DeliveryPanel';
import { CLOCK_NOT_STARTED } from './format';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const PREVIEW = {
  letterContent: 'Jane Doe\n12 Elm Street\nDallas, TX 75201\n\nExperian\nP.O. Box 4500\nAllen, TX 75013\n\nRe: Request for debt validation under FCRA §611',
  letterId: 31,
  writer: 'template',
  citations: ['FCRA §611', 'FDCPA §809(b)'],
  pdfUrl: '/api/disputes/1/letters/31/pdf',
};
const PREVIEW_PATH = '/api/disputes/1/letter-preview';
const SEND_PATH = '/api/disputes/1/send-certified-mail';

const QUOTE_PATH = '/api/disputes/1/mailing-quote';
/** The price to confirm (issue 26): one letter to Experian at $8.50, billed after the carrier accepts it. */
const QUOTE = {
  pieces: [
    {
      packageId: null,
      disputeId: 1,
      bureau: 'experian',
      recipient: { name: 'Experian', lines: ['P.O. Box 4500', 'Allen, TX 75013'] },
      items: 1,
      priceCents: 850,
      paidBy: 'per_package',
    },
  ],
  totalCents: 850,
  planId: 'none',
  planName: 'No plan',
  includedLeft: 0,
  payment: '$8.50 a package, owed after the carrier accepts it and billed later.',
};
const NO_CONTRACT = {
  error: 'Read and accept the FinX contract (with your right to cancel) before FinX prepares, mails or tracks letters for you',
  missing: ['croa_contract'],
  code: 'agreement_required',
};

/** POSTs and the preview answered by `answers` (a preview by default), the reads by apiFor. */
function site(
  stored: typeof STORED | null,
  answers: Partial<Record<'preview' | 'send' | 'portal' | 'quote' | 'contract', () => Response | Promise<Response>>> = {},
): Respond {
  return apiFor({ disputes: [dispute(1, 'pending')], stored }, (path, init) => {
    if (path === PREVIEW_PATH && init.method === 'POST') return answers.preview?.() ?? json(200, PREVIEW);
    if (path === QUOTE_PATH) return answers.quote?.() ?? json(200, QUOTE);
    if (path === '/api/subscription/contract' && init.method === 'POST')
      return (
        answers.contract?.() ??
        json(201, {
          contract: {
            id: 1,
            planId: null,
            version: '2026-02',
            signature: 'Jane Doe',
            acceptedAt: '2026-03-02T15:00:00.000Z',
            cancelDeadline: '2026-03-06T10:00:00.000Z',
            canceledAt: null,
          },
        })
      );
    if (path === SEND_PATH && init.method === 'POST') return answers.send?.() ?? json(200, { tracking_number: TRACKING, mailing: mailing('mailed') });
    if (path === '/api/disputes/1/portal-used' && init.method === 'POST') return answers.portal?.() ?? json(200, dispute(1, 'in_progress'));
    return json(500, { error: 'unexpected' });
  });
}

/** The confirmation of the mailing: the recipient and the price, then Confirm (issue 26). */
async function confirmMailing(price = '$8.50') {
  const confirm = await screen.findByRole('dialog', { name: 'Confirm this mailing' }, { timeout: 5000 });
  expect(within(confirm).getByRole('listitem', { name: 'Experian package' }).textContent).toContain('P.O. Box 4500');
  expect(within(confirm).getByText(QUOTE.payment)).toBeTruthy();
  await userEvent.click(within(confirm).getByRole('button', { name: `Confirm and send (${price})` }));
  return confirm;
}

async function openSendDialog() {
  renderDisputes();
  const item = await screen.findByRole('listitem', { name: 'Creditor 1' });
  await userEvent.click(within(item).getByRole('button', { name: 'Send Certified Mail' }));
  return screen.findByRole('dialog', { name: 'Creditor 1' }, { timeout: 5000 });
}
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('Send Certified Mail', () => {
  it('is titled with the creditor and shows both delivery methods, the price and the FCRA deadlines; no due date before the letter is sent', async () => {
    stubFetch(site(STORED));
    const dialog = await openSendDialog();
    const mail = await within(dialog).findByRole('region', { name: 'Certified Mail (automated)' });
    expect(within(mail).getByText(/Printed and mailed by USPS Certified Mail/)).toBeTruthy();
    expect(within(mail).getByText('$8.50 per letter')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Bureau Portal (manual)' })).getByText('You file online at Experian today.')).toBeTruthy();
    const deadlines = within(dialog).getByRole('region', { name: 'FCRA deadlines' });
    expect(await within(deadlines).findByText('30 days from submission')).toBeTruthy();
    expect(within(deadlines).getByText('45 days maximum')).toBeTruthy();
    expect(within(deadlines).getByText(/Fair Credit Reporting Act/)).toBeTruthy();
    // nothing is sent yet: no date and no countdown, even from a server that still gives one
    expect(within(deadlines).getByText('Answer due')).toBeTruthy();
    expect(within(deadlines).getByText(CLOCK_NOT_STARTED)).toBeTruthy();
    expect(within(deadlines).queryByText(/days left/)).toBeNull();
    expect(within(deadlines).queryByText(/Apr 4, 2026/)).toBeNull();
  });

  it('shows the answer due date and the days left once the letter is delivered', async () => {
    stubFetch(apiFor());
    const delivered = dispute(1, 'in_progress', { expectedResponseDate: DEADLINES.due_date, mailing: mailing('delivered') });
    renderScreen(() => <DeadlinesCard dispute={delivered} />, '/disputes', USER);
    const deadlines = screen.getByRole('region', { name: 'FCRA deadlines' });
    expect(await within(deadlines).findByText(/Apr 4, 2026/)).toBeTruthy();
    expect(within(deadlines).getByText('Answer due')).toBeTruthy();
    expect(within(deadlines).getByText('12 days left')).toBeTruthy();
    expect(within(deadlines).queryByText(CLOCK_NOT_STARTED)).toBeNull();
  });

  it('shows no date while the letter is still in the mail', async () => {
    stubFetch(apiFor());
    const moving = dispute(1, 'in_progress', { expectedResponseDate: null, mailing: mailing('in_transit') });
    renderScreen(() => <DeadlinesCard dispute={moving} />, '/disputes', USER);
    const deadlines = screen.getByRole('region', { name: 'FCRA deadlines' });
    expect(await within(deadlines).findByText(CLOCK_NOT_STARTED)).toBeTruthy();
    expect(within(deadlines).queryByText(/days left|Apr 4, 2026/)).toBeNull();
  });

  it("prefills the user's saved details", async () => {
    stubFetch(site(STORED));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    expect([field(dialog, 'First name *').value, field(dialog, 'City *').value, field(dialog, 'State *').value, field(dialog, 'ZIP *').value]).toEqual([
      'Jane',
      'Dallas',
      'TX',
      '75201',
    ]);
    expect(field(dialog, 'State *').maxLength).toBe(2);
  });

  it("without saved details, starts from the account's name", async () => {
    stubFetch(site(null));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'First name *').value).toBe(USER.firstName));
    expect(field(dialog, 'Last name *').value).toBe(USER.lastName);
    expect(field(dialog, 'Address *').value).toBe('');
  });

  it("says 'Missing Information' and marks the missing fields; nothing is previewed or sent", async () => {
    const fetchMock = stubFetch(site(null));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'First name *').value).toBe(USER.firstName));
    await userEvent.clear(field(dialog, 'First name *'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Certified Mail' }));
    expect(toaster.get()).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required user information fields', tone: 'danger' });
    expect(within(dialog).getByText('Enter your first name')).toBeTruthy();
    expect(within(dialog).getByText('Enter your street address')).toBeTruthy();
    expect(document.activeElement).toBe(field(dialog, 'First name *'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    expect(fetchMock.mock.calls.filter(([p]) => String(p).startsWith(PREVIEW_PATH) || String(p) === SEND_PATH)).toHaveLength(0);
  });

  it('marks a state that is not 2 letters and a ZIP that is not 5 or 9 digits', async () => {
    stubFetch(site({ ...STORED, state: 'T1', zip: '752' }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'State *').value).toBe('T1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    expect(within(dialog).getByText('State must be 2 letters')).toBeTruthy();
    expect(within(dialog).getByText('ZIP must be 5 digits or ZIP+4')).toBeTruthy();
  });

  it('marks an SSN typed into the address (it would be printed on the letter); nothing is previewed', async () => {
    const fetchMock = stubFetch(site({ ...STORED, address: '12 Elm Street SSN 219-09-9999' }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street SSN 219-09-9999'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    expect(within(dialog).getByText('Address must not hold a Social Security, card or account number')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([p]) => String(p).startsWith(PREVIEW_PATH))).toHaveLength(0);
  });

  it("previews the letter in its own dialog (text, laws cited, PDF), and 'Approve & Send' sends that letter: 'Dispute Letter Sent' with the tracking number", async () => {
    const fetchMock = stubFetch(site(STORED));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    const preview = await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' });
    expect(within(preview).getByLabelText('Letter text').textContent).toBe(PREVIEW.letterContent);
    expect(within(within(preview).getByRole('list', { name: 'Laws cited' })).getByText('FDCPA §809(b)')).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(PREVIEW.pdfUrl);
    // the details go in a POST body, never in the URL
    const [previewCall] = callsTo(fetchMock, 'POST', PREVIEW_PATH);
    expect(bodyOf(previewCall!)).toEqual({
      userInfo: { firstName: 'Jane', lastName: 'Doe', address: '12 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    expect(fetchMock.mock.calls.filter(([p]) => String(p).startsWith(`${PREVIEW_PATH}?`))).toEqual([]);

    await userEvent.click(within(preview).getByRole('button', { name: 'Approve & Send' }));
    expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(0);
    await confirmMailing();
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Dispute Letter Sent', description: `Tracking number: ${TRACKING}`, tone: 'success' }));
    const [send] = callsTo(fetchMock, 'POST', SEND_PATH);
    expect(bodyOf(send!)).toEqual({
      userInfo: { firstName: 'Jane', lastName: 'Doe', address: '12 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
      letterId: 31,
      confirmedPriceCents: 850,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Send Certified Mail previews first when the letter has not been seen, then sends it as approved', async () => {
    const fetchMock = stubFetch(site(STORED));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Certified Mail' }));
    const preview = await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' });
    expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(0);
    await userEvent.click(within(preview).getByRole('button', { name: 'Back' }));
    // seen now, with the same details: Send sends it
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Creditor 1' })).getByRole('button', { name: 'Send Certified Mail' }));
    await confirmMailing();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(1));
  });

  it('says when the letter is queued (202) and has no tracking number yet', async () => {
    stubFetch(site(STORED, { send: () => json(202, { tracking_number: null, mailing: mailing('queued', { trackingNumber: null, events: [] }) }) }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Certified Mail' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' })).getByRole('button', { name: 'Approve & Send' }));
    await confirmMailing();
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Dispute Letter Queued', tone: 'success' }));
  });

  it("shows a failed send with the server's words, shows 'Sending...' meanwhile, and keeps the dialogs open", async () => {
    const held = heldAnswer();
    stubFetch(site(STORED, { send: () => held.answer }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    const preview = await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Approve & Send' }));
    const confirm = await confirmMailing();
    expect(within(confirm).getByRole('button', { name: 'Sending...' }).getAttribute('aria-busy')).toBe('true');
    held.release(json(502, { error: 'The letter was not sent: the carrier is unavailable. Please try again.' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Letter Not Sent',
        description: 'The letter was not sent: the carrier is unavailable. Please try again.',
        tone: 'danger',
      }),
    );
    // the confirmation stays open to try again, over the preview
    expect(screen.getByRole('dialog', { name: 'Confirm this mailing' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Letter preview: Creditor 1', hidden: true })).toBeTruthy();
  });

  it('before the contract: the FinX contract first (its three texts, tick and sign), then the price to confirm, then the send (issue 26)', async () => {
    let accepted = false;
    const fetchMock = stubFetch(
      site(STORED, {
        quote: () => (accepted ? json(200, QUOTE) : json(403, NO_CONTRACT)),
        contract: () => (
          (accepted = true),
          json(201, {
            contract: {
              id: 1,
              planId: null,
              version: '2026-02',
              signature: 'Jane Doe',
              acceptedAt: '2026-03-02T15:00:00.000Z',
              cancelDeadline: '2026-03-06T10:00:00.000Z',
              canceledAt: null,
            },
          })
        ),
      }),
    );
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' })).getByRole('button', { name: 'Approve & Send' }));
    const contract = await screen.findByRole('dialog', { name: 'Your FinX contract' });
    expect(within(contract).getByRole('heading', { name: 'Consumer Credit File Rights Under State and Federal Law' })).toBeTruthy();
    expect(within(contract).getByRole('heading', { name: 'Notice of Cancellation' })).toBeTruthy();
    expect(contract.textContent).toContain('Without a plan there is no monthly fee. Each certified-mail package to a bureau costs $8.50');
    await userEvent.click(within(contract).getByRole('checkbox'));
    await userEvent.type(within(contract).getByRole('textbox', { name: /Type your full name to sign/ }), 'Jane Doe');
    await userEvent.click(within(contract).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription/contract')[0]!)).toEqual({ signature: 'Jane Doe', accepted: true }));
    expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(0);
    await confirmMailing();
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Dispute Letter Sent', description: `Tracking number: ${TRACKING}` }));
  });

  it('beyond the plan (402): names the plan that includes it with a link to it; nothing is sent', async () => {
    const fetchMock = stubFetch(
      site(STORED, {
        quote: () =>
          json(402, {
            error: 'Without a plan, FinX mails letters for up to 3 disputed items a month (3 this month, 1 in these letters): the Basic plan covers 5',
            requiredPlan: 'basic',
            code: 'plan_required',
          }),
      }),
    );
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Letter preview: Creditor 1' })).getByRole('button', { name: 'Approve & Send' }));
    const plan = await screen.findByRole('dialog', { name: 'Part of the Basic plan' });
    expect(plan.textContent).toContain('up to 3 disputed items a month');
    expect(within(plan).getByRole('link', { name: 'See the Basic plan' }).getAttribute('href')).toBe('/subscription?plan=basic');
    expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(0);
  });

  it("shows a failed preview with the server's words", async () => {
    stubFetch(site(STORED, { preview: () => json(409, { error: 'This dispute is resolved', code: 'conflict' }) }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Preview Failed', description: 'This dispute is resolved', tone: 'danger' }));
  });

  it("titles the server's refusal 'Missing Information' by its code missing_user_info, whatever its words", async () => {
    stubFetch(site(STORED, { preview: () => json(400, { error: 'Your saved details are incomplete', code: 'missing_user_info' }) }));
    const dialog = await openSendDialog();
    await waitFor(() => expect(field(dialog, 'Address *').value).toBe('12 Elm Street'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Letter' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Missing Information', description: 'Your saved details are incomplete', tone: 'danger' }),
    );
  });

  it("opens the bureau's portal in a new tab and records that this round is filed online", async () => {
    const fetchMock = stubFetch(site(STORED));
    const dialog = await openSendDialog();
    const link = await within(dialog).findByRole('link', { name: /Open Bureau Portal/ });
    expect(link.getAttribute('href')).toBe('https://www.experian.com/disputes/main.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not open tabs
    await userEvent.click(link);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/disputes/1/portal-used')).toHaveLength(1));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Bureau Portal Opened', tone: 'success' }));
  });
});
