import { MISSING_USER_INFO, type PackageLetter, SANDBOX_CARRIER_NOTICE, type UploadedDocument } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigatedTo } from '../../common/testing';
import {
  apiFor,
  bodyOf,
  callsTo,
  finding,
  heldAnswer,
  idDoc,
  item,
  json,
  letter,
  LONG_LETTER,
  mailingOf,
  openDispute,
  openTab,
  renderCenter,
  reportDoc,
  STORED,
  stubFetch,
  USER,
} from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

/** The documents list once read (its skeleton has the same name). */
const documentsList = () =>
  waitFor(() => {
    const list = screen.getByRole('list', { name: 'Your documents' });
    expect(list.getAttribute('aria-busy')).toBeNull();
    return list;
  });
const toastIs = (expected: Record<string, unknown>) => waitFor(() => expect(toaster.get()).toMatchObject(expected));

describe('/document-center: Upload Documents', () => {
  it('shows skeletons shaped like the documents while they load, under the heading', async () => {
    const held = heldAnswer();
    stubFetch(() => held.answer);
    renderCenter();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Document Center');
    expect(document.title).toBe('Document Center · FinX');
    expect(screen.getByRole('list', { name: 'Your documents' }).getAttribute('aria-busy')).toBe('true');
    held.release(json(200, { documents: [] }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });

  it("says how sure a reading is (the report's own totals) and where each negative item was read", async () => {
    const account = (creditor: string, last4: string, page: number, text: string) => ({
      creditor,
      accountNumberLast4: last4,
      sources: { status: { page, text } },
    });
    const reading = (checks: unknown[], confidence: number) => ({
      reading: {
        accounts: [account('Midland Credit', '4417', 3, 'Status Collection account'), account('Capital One', '9921', 4, 'Pay Status 30 days late')],
        checks,
        confidence,
      },
    });
    const check = (label: string, stated: number, read: number) => ({ label, stated, read, ok: stated === read, source: null });
    stubFetch(
      apiFor({
        documents: [reportDoc(1), reportDoc(2, { fileName: 'transunion.pdf' })],
        reports: { 101: reading([check('Open accounts', 3, 3), check('Total balance', 2400, 2400)], 1), 102: reading([check('Open accounts', 12, 11)], 0.85) },
      }),
    );
    renderCenter();
    const list = await documentsList();
    const good = item(list, 'experian-1.txt');
    await waitFor(() => expect(good.textContent).toContain("The reading matches the report's own totals (open accounts 3, total balance $2,400)."));
    expect(within(good).getByRole('list', { name: 'Negative items' }).textContent).toContain(
      'Collection: Midland Credit ****4417 (Experian) — page 3: “Status Collection account”',
    );
    const doubtful = item(list, 'transunion.pdf');
    await waitFor(() =>
      expect(within(doubtful).getByRole('note').textContent).toBe(
        'Check this reading: the report says open accounts 12, we read 11. Some of its items may be missing (confidence 85 %).',
      ),
    );
  });

  it('lists each document with its type, date, status badge in its meaning colour and what was read', async () => {
    const failed = reportDoc(3, {
      fileName: 'scan.pdf',
      status: 'error',
      error: 'This PDF has no readable text and OCR found none either.',
      extractedData: null,
    });
    const noScore = reportDoc(4, { fileName: 'tradelines.csv', extractedData: { reportId: 104, bureau: 'transunion', creditScore: null, negativeItems: [] } });
    const reading = reportDoc(5, { fileName: 'new.pdf', status: 'processing', extractedData: null });
    stubFetch(apiFor({ documents: [reportDoc(1), idDoc(2, true), failed, noScore, reading, idDoc(6, false)] }));
    renderCenter();
    const list = await documentsList();

    const report = item(list, 'experian-1.txt');
    expect(report.textContent).toContain('Credit Report · Uploaded Mar 2, 2026');
    expect(report.textContent).toContain('0.25 MB');
    expect(within(report).getByText('Processed').getAttribute('data-tone')).toBe('success');
    expect(within(report).getByText('Experian')).toBeTruthy();
    expect(within(report).getByText('688')).toBeTruthy();
    expect(within(report).getByRole('list', { name: 'Negative items' }).textContent).toContain('Collection: Midland Credit ****4417 (Experian)');
    expect(within(report).getByRole('link', { name: 'Download experian-1.txt' }).getAttribute('href')).toBe('/api/documents/1/file');

    expect(within(item(list, 'tradelines.csv')).getByText('No score in this report')).toBeTruthy();
    expect(within(item(list, 'license-2.jpg')).getByText('Verified').getAttribute('data-tone')).toBe('success');
    expect(item(list, 'license-2.jpg').textContent).toContain("Driver's License");
    expect(within(item(list, 'license-6.jpg')).getByText('Not verified')).toBeTruthy();
    const error = item(list, 'scan.pdf');
    expect(within(error).getByText('Error').getAttribute('data-tone')).toBe('danger');
    expect(error.textContent).toContain('This PDF has no readable text and OCR found none either.');
    expect(within(item(list, 'new.pdf')).getByText('Processing').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByRole('region', { name: 'Privacy and compliance' }).textContent).toMatch(
      /Only you can see your files.*encrypted HTTPS.*Delete any time/s,
    );
  });

  it('reads the list again while a document is processing, and stops once none is', async () => {
    let reads = 0;
    const fetchMock = stubFetch(
      apiFor({
        documents: () => {
          reads += 1;
          return [reportDoc(1, reads < 2 ? { status: 'processing', extractedData: null } : {})];
        },
      }),
    );
    renderCenter();
    const list = await documentsList();
    await waitFor(() => expect(within(item(list, 'experian-1.txt')).getByText('Processed')).toBeTruthy(), { timeout: 4000 });
    // processed: the suggested disputes are read, and the documents no more
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/credit-report-findings').length).toBeGreaterThan(0));
    const settled = callsTo(fetchMock, 'GET', '/api/documents').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(callsTo(fetchMock, 'GET', '/api/documents').length).toBe(settled);
  });

  it('deletes a document after asking', async () => {
    let docs: UploadedDocument[] = [reportDoc(1), idDoc(2, true)];
    const fetchMock = stubFetch(
      apiFor({ documents: () => docs }, (path, init) => {
        if (init.method === 'DELETE' && path === '/api/documents/2') {
          docs = docs.filter((d) => d.id !== 2);
          return new Response(null, { status: 204 });
        }
        return json(500, { error: 'unexpected' });
      }),
    );
    renderCenter();
    const list = await documentsList();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete license-2.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete license-2.jpg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastIs({ title: 'Document Deleted', tone: 'success' });
    expect(callsTo(fetchMock, 'DELETE', '/api/documents/2')).toHaveLength(1);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'license-2.jpg' })).toBeNull());
  });

  it('shows the suggested disputes with their evidence and files one in one click', async () => {
    let filed = false;
    const fetchMock = stubFetch(
      apiFor(
        {
          documents: [reportDoc(1)],
          findings: () => [
            finding('k1', { disputeId: filed ? 9 : null }),
            finding('k2', { kind: 'obsolete', creditor: 'Old Bank', accountNumberLast4: null, bureau: 'transunion', disputeId: 3 }),
          ],
        },
        (path, init) => {
          if (init.method === 'POST' && path === '/api/credit-report-findings/k1/file') {
            filed = true;
            return json(201, {});
          }
          return json(500, { error: 'unexpected' });
        },
      ),
    );
    renderCenter();
    const list = await screen.findByRole('list', { name: 'Suggested disputes' });
    const mismatch = item(list, 'Balance differs between bureaus: Capital One ****9921, Equifax');
    expect(mismatch.textContent).toContain('Equifax reports a balance of $2,400');
    expect(mismatch.textContent).toContain('$2,400');
    expect(within(mismatch).getByRole('list', { name: 'Evidence' }).textContent).toContain('Experian: CAPITAL ONE ****9921 Balance $1,200');
    // a line naming its bureau already is not prefixed twice
    expect(within(mismatch).getByRole('list', { name: 'Evidence' }).textContent).toContain('Equifax: CAPITAL ONE ****9921 Balance $2,400');
    expect(within(mismatch).getByRole('list', { name: 'Evidence' }).textContent).not.toContain('Equifax: Equifax');
    expect(within(item(list, 'Past the reporting period (FCRA §605): Old Bank, TransUnion')).getByText('Filed')).toBeTruthy();

    await userEvent.click(within(mismatch).getByRole('button', { name: 'File dispute: Capital One ****9921 with Equifax' }));
    // saved, not yet sent to the bureau: the notice says what comes next
    await toastIs({ title: 'Dispute saved', tone: 'success' });
    expect(toaster.get()?.description).toContain(
      "Next: generate your letters in AI Letters and mail them — the bureau's 30 days start when it receives yours.",
    );
    expect(callsTo(fetchMock, 'POST', '/api/credit-report-findings/k1/file')).toHaveLength(1);
    await waitFor(() => expect(within(mismatch).getByText('Filed')).toBeTruthy());
    expect(within(mismatch).queryByRole('button', { name: /File dispute/ })).toBeNull();
    expect(within(mismatch).getByRole('link', { name: 'See the dispute: Capital One ****9921 with Equifax' }).getAttribute('href')).toBe('/disputes#dispute-9');
  });
});

describe('/document-center: the later tabs need what the one before makes', () => {
  it('AI Letters asks for processed documents first, USPS Mailing for letters, Tracking for mailings', async () => {
    stubFetch(apiFor({ documents: [reportDoc(1, { status: 'processing', extractedData: null })] }));
    renderCenter();
    await documentsList();
    let panel = await openTab('AI Letters');
    expect(within(panel).getByText('Upload documents first')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Generate Dispute Letters' })).toBeNull();
    panel = await openTab('USPS Mailing');
    expect(within(panel).getByText('No letters to mail yet')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Go to AI Letters' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'AI Letters' }).getAttribute('aria-selected')).toBe('true'));
    panel = await openTab('Tracking');
    expect(within(panel).getByText('Nothing mailed yet')).toBeTruthy();
  });

  it('AI Letters opens without a report when a dispute filed by hand waits for its letter', async () => {
    stubFetch(apiFor({ disputes: [openDispute(7, { creditor: 'Wells Fargo', bureau: 'equifax' })] }));
    renderCenter();
    const panel = await openTab('AI Letters');
    expect(await within(panel).findByRole('button', { name: 'Generate Dispute Letters' })).toBeTruthy();
    expect(within(panel).queryByText('Upload documents first')).toBeNull();
    expect(panel.textContent).toContain('Wells Fargo');
  });
});

/** The screen on the AI Letters tab: its Generate Dispute Letters button, once usable. */
async function lettersTabGenerate() {
  renderCenter();
  await documentsList();
  const panel = await openTab('AI Letters');
  const generate = await within(panel).findByRole<HTMLButtonElement>('button', { name: 'Generate Dispute Letters' });
  await waitFor(() => expect(generate.disabled).toBe(false));
  return generate;
}

describe('/document-center: AI Letters', () => {
  it("asks for the name and address when none are saved, then generates the letters ('Letters Generated')", async () => {
    let letters: PackageLetter[] = [];
    const fetchMock = stubFetch(
      apiFor({ documents: [reportDoc(1)], letters: () => letters }, (path, init) => {
        if (init.method === 'POST' && path === '/api/disputes/generate-letters') {
          if (!bodyOf([path, init]).userInfo) return json(400, { error: MISSING_USER_INFO, code: 'missing_user_info' });
          letters = [letter('experian'), letter('equifax')];
          return json(200, { letters });
        }
        return json(500, { error: 'unexpected' });
      }),
    );
    renderCenter();
    await documentsList();
    const panel = await openTab('AI Letters');
    expect(await within(panel).findByText(/No letters yet/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Generate Dispute Letters' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your details for the letters' });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('First name *').value).toBe(USER.firstName));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Letters' }));
    await toastIs({ title: 'Missing Information', description: MISSING_USER_INFO });
    await userEvent.type(within(dialog).getByLabelText('Address *'), '12 Elm Street');
    await userEvent.type(within(dialog).getByLabelText('City *'), 'Dallas');
    await userEvent.type(within(dialog).getByLabelText('State *'), 'tx');
    await userEvent.type(within(dialog).getByLabelText('ZIP *'), '75201');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Letters' }));

    await toastIs({ title: 'Letters Generated', description: '2 letters are ready to mail.', tone: 'success' });
    const calls = callsTo(fetchMock, 'POST', '/api/disputes/generate-letters');
    expect(calls).toHaveLength(1); // nothing sent before the details were given
    expect(bodyOf(calls[0]!)).toEqual({
      userId: USER.id,
      userInfo: { firstName: 'Jane', lastName: 'Doe', address: '12 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = item(await within(panel).findByRole('list', { name: 'Dispute letters' }), 'Experian letter');
    expect(card.textContent).toContain('FCRA §611 dispute · Created Mar 4, 2026 · 2 disputes');
    expect(within(card).getByText('Ready to mail')).toBeTruthy();
    expect(within(card).getByLabelText('Letter beginning').textContent).toBe(`${LONG_LETTER.slice(0, 300)}…`);
    expect(
      within(within(card).getByRole('list', { name: 'Compliance' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['FCRA §611', 'FCRA §623']);
    expect(within(card).getByRole('link', { name: 'Download PDF: Experian letter' }).getAttribute('href')).toBe('/api/dispute-packages/experian/pdf');
  });

  it('uses the saved details without asking, and asks when the server finds them missing', async () => {
    let answer = json(200, { letters: [letter('experian')] });
    const fetchMock = stubFetch(
      apiFor({ documents: [reportDoc(1)], stored: STORED }, (path) =>
        path === '/api/disputes/generate-letters' ? answer : json(500, { error: `unexpected ${path}` }),
      ),
    );
    const generate = await lettersTabGenerate();
    await userEvent.click(generate);
    await toastIs({ title: 'Letters Generated', description: '1 letter is ready to mail.' });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/disputes/generate-letters')[0]!)).toEqual({ userId: USER.id });
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = json(400, { error: MISSING_USER_INFO, code: 'missing_user_info' });
    await userEvent.click(generate);
    const dialog = await screen.findByRole('dialog', { name: 'Your details for the letters' });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Address *').value).toBe('12 Elm Street'));
  });

  it("says 'Letter generation failed' with the server's words", async () => {
    stubFetch(
      apiFor({ documents: [reportDoc(1)], stored: STORED }, () => json(409, { error: 'Every suggested dispute already has a letter', code: 'conflict' })),
    );
    const generate = await lettersTabGenerate();
    await userEvent.click(generate);
    await toastIs({ title: 'Letter generation failed', description: 'Every suggested dispute already has a letter', tone: 'danger' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('branches on the code, not the words: those of missing details or of nothing to dispute under another code are only a notice', async () => {
    const nothing = 'There is nothing to dispute yet: dispute an item of your Credit File';
    let error = MISSING_USER_INFO;
    stubFetch(apiFor({ documents: [reportDoc(1)], stored: STORED, disputes: [] }, () => json(400, { error, code: 'invalid_input' })));
    const generate = await lettersTabGenerate();
    await userEvent.click(generate);
    await toastIs({ title: 'Letter generation failed', description: MISSING_USER_INFO, tone: 'danger' });
    expect(screen.queryByRole('dialog')).toBeNull();
    toaster.dismiss();
    error = nothing;
    await userEvent.click(generate);
    await toastIs({ title: 'Letter generation failed', description: nothing, tone: 'danger' });
    const panel = screen.getByRole('tabpanel', { name: 'AI Letters' });
    expect(within(panel).queryByText((_, el) => el?.hasAttribute('data-nothing-to-dispute') ?? false)).toBeNull();
  });
});

describe('/document-center: USPS Mailing and Tracking', () => {
  const experian = letter('experian', { status: 'mailed' });
  const equifax = letter('equifax');
  const experianMailing = mailingOf(experian);
  /** Equifax's package at $8.50, to confirm before it is sent (issue 26). */
  const QUOTE = {
    pieces: [
      {
        packageId: equifax.id,
        disputeId: null,
        bureau: 'equifax',
        recipient: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'] },
        items: 2,
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
  const quoted = (path: string) => path === `/api/dispute-packages/quote?packageIds=${equifax.id}`;
  /** The confirmation: the package, its recipient and price; Confirm sends it. */
  const confirmMailing = async () => {
    const confirm = await screen.findByRole('dialog', { name: 'Confirm this mailing' }, { timeout: 5000 });
    expect(within(confirm).getByRole('listitem', { name: 'Equifax package' }).textContent).toContain('P.O. Box 740256');
    expect(within(confirm).getByText(QUOTE.payment)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and send ($8.50)' }));
  };

  it.each([
    ['lob', 'by USPS Certified Mail.'],
    ['sandbox', `through the test carrier. ${SANDBOX_CARRIER_NOTICE}`],
  ] as const)(
    "lists the three bureau packages at $8.50, sends one ('Letters Sent' with the count) and shows the mailing status (%s carrier)",
    async (carrier, how) => {
      let mailings = [experianMailing];
      let equifaxLetter = equifax;
      const fetchMock = stubFetch(
        apiFor({ documents: [reportDoc(1)], letters: () => [experian, equifaxLetter], mailings: () => mailings }, (path, init) => {
          if (quoted(path)) return json(200, QUOTE);
          if (init.method === 'POST' && path === '/api/disputes/send-letters') {
            const sent = mailingOf(equifax, { status: 'mailed', trackingNumber: '9407111899220000000002', carrier });
            mailings = [...mailings, sent];
            equifaxLetter = { ...equifax, status: 'mailed' };
            return json(200, { mailingPackages: [sent] });
          }
          return json(500, { error: 'unexpected' });
        }),
      );
      renderCenter();
      await documentsList();
      const panel = await openTab('USPS Mailing');
      const packages = await within(panel).findByRole('list', { name: 'Bureau packages' });
      expect(within(packages).getAllByRole('listitem')).toHaveLength(3);
      for (const b of ['Experian', 'Equifax', 'TransUnion']) expect(item(packages, `${b} package`).textContent).toContain('$8.50');
      const send = (b: string) => within(item(packages, `${b} package`)).getByRole<HTMLButtonElement>('button', { name: `Send via USPS Certified Mail: ${b}` });
      expect(send('Experian').disabled).toBe(true); // mailed already
      expect(send('TransUnion').disabled).toBe(true); // no letter for it
      expect(item(packages, 'TransUnion package').textContent).toContain('no open dispute with TransUnion is waiting for one');

      await userEvent.click(send('Equifax'));
      expect(callsTo(fetchMock, 'POST', '/api/disputes/send-letters')).toHaveLength(0);
      await confirmMailing();
      await toastIs({ title: 'Letters Sent', description: `1 package sent ${how} Equifax: tracking 9407111899220000000002.`, tone: 'success' });
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/disputes/send-letters')[0]!)).toEqual({
        userId: USER.id,
        packageIds: [equifax.id],
        confirmedPriceCents: 850,
      });
      await waitFor(() => expect(send('Equifax').disabled).toBe(true));

      const status = within(panel).getByRole('list', { name: 'Mailing status' });
      const row = item(status, 'Package 0000e002');
      expect(row.textContent).toContain('9407111899220000000002');
      expect(within(row).getByText('Sent').getAttribute('data-tone')).toBe('success');
      expect(row.textContent?.includes(SANDBOX_CARRIER_NOTICE)).toBe(carrier === 'sandbox');
    },
  );

  it("says 'Mailing failed' when the carrier refuses, and lists the package as Failed", async () => {
    const refused = mailingOf(equifax, {
      success: false,
      status: 'failed',
      trackingNumber: null,
      mailedAt: null,
      events: [],
      error: 'The address was refused by the carrier',
    });
    let mailings = [experianMailing];
    stubFetch(
      apiFor({ documents: [reportDoc(1)], letters: [experian, equifax], mailings: () => mailings }, (path) => {
        if (quoted(path)) return json(200, QUOTE);
        mailings = [experianMailing, refused];
        return json(200, { mailingPackages: [refused] });
      }),
    );
    renderCenter();
    await documentsList();
    const panel = await openTab('USPS Mailing');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Send via USPS Certified Mail: Equifax' }));
    await confirmMailing();
    await toastIs({ title: 'Mailing failed', description: 'The address was refused by the carrier', tone: 'danger' });
    const row = item(await within(panel).findByRole('list', { name: 'Mailing status' }), 'Package 0000e002');
    await waitFor(() => expect(within(row).getByText('Failed').getAttribute('data-tone')).toBe('danger'));
    // Tracking shows only what was shipped
    const tracking = await openTab('Tracking');
    expect(
      within(tracking)
        .getAllByRole('listitem', { name: /shipment/ })
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Experian shipment']);
  });

  it('tracks each shipment with its real status and a timeline from its events, up to the bureau’s due date', async () => {
    const delivered = mailingOf(equifax, {
      status: 'delivered',
      deliveredAt: '2026-03-08T14:00:00.000Z',
      responseDueDate: '2026-04-07T00:00:00.000Z',
      events: [...experianMailing.events, { name: 'Delivered', occurredAt: '2026-03-08T14:00:00.000Z' }],
    });
    stubFetch(apiFor({ documents: [reportDoc(1)], letters: [experian, { ...equifax, status: 'delivered' }], mailings: [experianMailing, delivered] }));
    renderCenter();
    await documentsList();
    const panel = await openTab('Tracking');
    const shipments = await within(panel).findByRole('list', { name: 'Shipments' });

    const moving = item(shipments, 'Experian shipment');
    expect(within(moving).getByText('In transit')).toBeTruthy();
    expect(moving.textContent).toContain('9407111899223344556677');
    expect(moving.textContent).toContain('Package 0000e001');
    const steps = within(within(moving).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('span')!.textContent)).toEqual(['Package Sent (done)', 'In Transit (done)', 'Awaiting Delivery (not yet)']);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[1]!.textContent).toContain('Expected delivery in 2-3 business days (by Mar 9, 2026)');
    expect(steps[2]!.textContent).toContain('the bureau has 30 days to respond');

    const done = item(shipments, 'Equifax shipment');
    expect(within(done).getByText('Delivered', { selector: '[data-tone]' }).getAttribute('data-tone')).toBe('success');
    const last = within(within(done).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')[2]!;
    expect(last.getAttribute('aria-current')).toBe('step');
    expect(last.textContent).toContain("the bureau's answer is due by Apr 7, 2026 (30 days per FCRA)");
    expect(within(shipments).queryByText(SANDBOX_CARRIER_NOTICE)).toBeNull();
    expect(steps[0]!.textContent).toContain('Accepted by USPS');
  });

  it('a package of the sandbox carrier says nothing was mailed, in the words every screen uses (issue 26)', async () => {
    stubFetch(apiFor({ documents: [reportDoc(1)], letters: [experian], mailings: [{ ...experianMailing, carrier: 'sandbox' }] }));
    renderCenter();
    await documentsList();
    const panel = await openTab('Tracking');
    const moving = item(await within(panel).findByRole('list', { name: 'Shipments' }), 'Experian shipment');
    expect(within(moving).getByText(SANDBOX_CARRIER_NOTICE)).toBeTruthy();
    expect(moving.textContent).not.toContain('Accepted by USPS');
    expect(moving.textContent).toContain('Accepted by the test carrier');
  });
});

describe('/document-center: one pipeline (issue 24)', () => {
  it('says any item can still be disputed from the Credit File when nothing stands out, with a link there', async () => {
    stubFetch(apiFor({ documents: [reportDoc(1)], findings: [] }));
    renderCenter();
    const none = await screen.findByText(/Nothing in your processed reports stands out as disputable/);
    expect(none.textContent).toContain('Any item you find wrong can still be disputed from your Credit File.');
    await userEvent.click(within(none).getByRole('link', { name: 'Credit File' }));
    expect(await navigatedTo()).toBe('/credit-file');
  });

  it('links to the open dispute when a suggested one has an open dispute already (409)', async () => {
    const error = 'Capital One ****9921 already has an open dispute at Equifax';
    stubFetch(
      apiFor({ documents: [reportDoc(1)], findings: [finding('k1')] }, () =>
        json(409, { error, disputeId: 12, href: '/disputes#dispute-12', code: 'duplicate_dispute' }),
      ),
    );
    renderCenter();
    const list = await screen.findByRole('list', { name: 'Suggested disputes' });
    const mismatch = item(list, 'Balance differs between bureaus: Capital One ****9921, Equifax');
    await userEvent.click(within(mismatch).getByRole('button', { name: 'File dispute: Capital One ****9921 with Equifax' }));
    await toastIs({ title: 'Dispute Not Filed', description: error, tone: 'danger' });
    const link = await within(mismatch).findByRole('link', { name: 'See the open dispute' });
    expect(link.getAttribute('href')).toBe('/disputes#dispute-12');
    expect(link.closest('p')?.textContent).toContain(error);
  });

  it('lists the open disputes not mailed yet that the letters cover, however they were filed', async () => {
    stubFetch(
      apiFor({
        documents: [reportDoc(1)],
        stored: STORED,
        disputes: [
          openDispute(4, { creditor: 'Capital Two', bureau: 'equifax' }),
          openDispute(5, { status: 'in_progress' }),
          openDispute(6, { status: 'resolved' }),
        ],
      }),
    );
    await lettersTabGenerate();
    const waiting = screen.getByRole('list', { name: 'Disputes waiting for a letter' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Capital Two ****1234 · Equifax · 611 Letter']);
    expect(within(waiting).getByRole('link', { name: 'Capital Two' }).getAttribute('href')).toBe('/disputes#dispute-4');
  });

  it("with no open dispute to mail, says so and where to file one; the server's 'nothing to dispute yet' is shown with a link to the Credit File", async () => {
    const message = 'There is nothing to dispute yet: file a dispute from your Credit File or the Disputes screen first';
    stubFetch(apiFor({ documents: [reportDoc(1)], stored: STORED, disputes: [] }, () => json(400, { error: message, code: 'nothing_to_dispute' })));
    const generate = await lettersTabGenerate();
    const panel = screen.getByRole('tabpanel', { name: 'AI Letters' });
    expect((await within(panel).findByText(/No open dispute is waiting for a letter/)).textContent).toContain(
      'Dispute any item of your reports from your Credit File, or file one on the Disputes screen.',
    );
    await userEvent.click(generate);
    await toastIs({ title: 'Letter generation failed', description: message, tone: 'danger' });
    const said = await within(panel).findByText((_, el) => el?.hasAttribute('data-nothing-to-dispute') ?? false);
    expect(said.textContent).toContain(message);
    expect(within(said).getByRole('link', { name: 'Credit File' }).getAttribute('href')).toBe('/credit-file');
    expect(within(said).getByRole('link', { name: 'Disputes' }).getAttribute('href')).toBe('/disputes');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
