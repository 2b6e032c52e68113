import type { Bureau, CreditFile as File, CreditFileInquiry, CreditFilePublicRecord } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, type Respond } from '../../common/testing';
import CreditFile from './CreditFile';
import { bodyOf, callsTo, finding, heldAnswer, json, stubFetch, USER } from './test-utils';
import { account, atBureau, from, report } from './credit-file/test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const MIDLAND = account('a1b2c3d4e5f60718', {
  creditor: 'Midland Credit',
  last4: '4417',
  accountNumberMasked: '****4417',
  type: 'collection',
  originalCreditor: 'Synchrony Bank',
  negative: true,
  bureaus: [
    atBureau('experian', {
      status: 'collection',
      paymentStatus: 'collection',
      balance: 912,
      creditLimit: null,
      highBalance: null,
      utilization: null,
      latePayments: { late30: 2, late60: 1, late90: 0 },
      opened: '2023-06',
      removalDate: '2030-01',
      negative: true,
      fieldSources: { balance: from('experian', 4, 'Balance $912'), status: from('experian', 4, 'Status Collection account') },
    }),
  ],
});
const CAPITAL_ONE = account('0a1b2c3d4e5f6071');

const inquiry = (key: string, creditor: string, inquiryKind: CreditFileInquiry['inquiryKind'], bureaus: Bureau[] = ['experian']): CreditFileInquiry => ({
  kind: 'inquiry',
  key,
  creditor,
  inquiryKind,
  bureaus: bureaus.map((b) => ({ bureau: b, date: '2025-11-03', source: from(b, 7, `${creditor.toUpperCase()} 11/03/2025`) })),
  disputes: [],
});

const RECORD: CreditFilePublicRecord = {
  kind: 'public_record',
  key: 'feedfacecafe0001',
  type: 'Civil judgment',
  court: 'Dallas County Court',
  filed: '2021-08-17',
  bureaus: [{ bureau: 'experian', status: 'Satisfied', amount: 1840, source: from('experian', 9, 'Civil judgment Dallas County') }],
  disputes: [],
};

const ONE_BUREAU: File = {
  bureaus: [report('experian')],
  accounts: [MIDLAND, CAPITAL_ONE],
  inquiries: [inquiry('1111222233334444', 'Chase Auto', 'hard'), inquiry('5555666677778888', 'Credit Karma', 'soft')],
  publicRecords: [RECORD],
};

/** The same account at the three bureaus, which disagree on its balance and status. */
const DISAGREEING = account('abcdefabcdef0001', {
  creditor: 'Discover',
  last4: '1234',
  negative: true,
  bureaus: [
    atBureau('experian', { balance: 1200, fieldSources: { balance: from('experian', 3, 'Balance $1,200') } }),
    atBureau('equifax', {
      balance: 2400,
      status: 'chargeoff',
      paymentStatus: 'chargeoff',
      negative: true,
      fieldSources: { balance: from('equifax', null, 'Balance: $2,400') },
    }),
    atBureau('transunion', { balance: 1200, fieldSources: { balance: from('transunion', 2, 'Bal $1,200') } }),
  ],
  disagreements: ['balance', 'status', 'paymentStatus'],
});
const AGREEING = account('abcdefabcdef0002', { creditor: 'Amex', last4: '0005', bureaus: [atBureau('experian'), atBureau('equifax'), atBureau('transunion')] });

const THREE_BUREAUS: File = {
  bureaus: [
    report('experian'),
    report('equifax', { score: 701, scoreModel: 'VantageScore 3.0', reportDate: '2026-02-10' }),
    report('transunion', { score: null, scoreModel: null }),
  ],
  accounts: [DISAGREEING, AGREEING],
  inquiries: [],
  publicRecords: [],
};

const EMPTY: File = { bureaus: [], accounts: [], inquiries: [], publicRecords: [] };

/** GET /api/credit-file answers `file` (read on every call); `extra` answers everything else. */
function apiFor(file: File | (() => File), extra?: Respond): Respond {
  return (path, init) => {
    if ((init.method ?? 'GET') === 'GET' && path === '/api/credit-file') return json(200, typeof file === 'function' ? file() : file);
    if (extra) return extra(path, init);
    return json(500, { error: `unexpected ${init.method ?? 'GET'} ${path}` });
  };
}

function renderFile() {
  if (!document.querySelector('[data-finx-toaster]')) {
    const toaster = document.createElement('div');
    toaster.setAttribute('data-finx-toaster', '');
    document.body.append(toaster);
  }
  return renderScreen(CreditFile, '/credit-file', USER);
}

const accountItem = (name: string) => within(screen.getByRole('list', { name: 'Accounts' })).getByRole('listitem', { name });
const bureauCard = (name: string) => within(screen.getByRole('list', { name: 'Your reports' })).getByRole('listitem', { name });

describe('/credit-file: the states of the file', () => {
  it('shows a skeleton under the heading while the file loads, then the empty state with a way to upload', async () => {
    const held = heldAnswer();
    stubFetch(() => held.answer);
    renderFile();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Credit File');
    expect(document.title).toBe('Credit File · FinX');
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('Loading your credit file');
    held.release(json(200, EMPTY));
    expect(await screen.findByText('Your credit file is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a credit report' }).getAttribute('href')).toBe('/document-center');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says what could not be loaded, and Retry reads the file again', async () => {
    let fail = true;
    stubFetch((path) => (fail ? json(500, { error: 'boom' }) : apiFor(ONE_BUREAU)(path, {})));
    renderFile();
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load your credit file.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Accounts' })).toBeTruthy();
  });

  it('one bureau: its score, model, date and file, the bureaus missing with a way to upload, negative accounts first with where each value came from', async () => {
    stubFetch(apiFor(ONE_BUREAU));
    renderFile();
    const experian = await waitFor(() => bureauCard('Experian'));
    expect(experian.textContent).toContain('688');
    expect(experian.textContent).toContain('Experian · FICO Score 8 · Feb 9, 2026');
    expect(experian.textContent).toContain('From experian-report.pdf');
    expect(within(experian).queryByRole('note')).toBeNull();
    expect(within(bureauCard('Equifax')).getByText('No report yet')).toBeTruthy();
    expect(within(bureauCard('TransUnion')).getByText('No report yet')).toBeTruthy();
    expect(screen.getByText(/No Equifax or TransUnion report yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a report' }).getAttribute('href')).toBe('/document-center');
    expect(screen.getByText('2 accounts (1 negative) · 1 hard inquiry · 1 public record')).toBeTruthy();

    // negative first, in its meaning colour, with what the report says
    const accounts = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('heading', { level: 3 });
    expect(accounts.map((h) => h.textContent)).toEqual(['Midland Credit ****4417', 'Capital One ****9921']);
    const midland = accountItem('Midland Credit ****4417');
    expect(within(midland).getByText('Negative').getAttribute('data-tone')).toBe('danger');
    expect(midland.textContent).toContain('Collection · Original creditor: Synchrony Bank · Reported by Experian');
    const details = within(midland).getByLabelText('Midland Credit ****4417: details');
    const fact = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('Collection');
    expect(fact('Balance')).toBe('$912');
    expect(fact('Limit')).toBe('—');
    expect(fact('Utilization')).toBe('—');
    expect(fact('Opened')).toBe('Jun 2023');
    expect(fact('Reported until')).toBe('Jan 2030');
    // the late payments the report counts, never invented months
    expect(midland.textContent).toContain('Payment history: 2 × 30 days, 1 × 60 days late');
    expect(accountItem('Capital One ****9921').textContent).toContain('Payment history: No late payments');
    expect(within(accountItem('Capital One ****9921')).queryByText('Reported until')).toBeNull();

    await userEvent.click(within(midland).getByText('Where this came from'));
    expect(midland.textContent).toContain('Balance: experian-report.pdf, page 4: “Balance $912”');
    expect(midland.textContent).toContain('Status: experian-report.pdf, page 4: “Status Collection account”');

    // inquiries: hard apart from soft; public records
    expect(within(screen.getByRole('list', { name: 'Hard inquiries' })).getByRole('listitem', { name: 'Hard inquiry: Chase Auto' }).textContent).toContain(
      'Experian · Nov 3, 2025',
    );
    expect(screen.getByRole('list', { name: 'Soft inquiries' }).textContent).toContain('Credit Karma');
    expect(screen.getByText(/they don't affect your score/)).toBeTruthy();
    const record = within(screen.getByRole('list', { name: 'Public records' })).getByRole('listitem', { name: 'Civil judgment' });
    expect(record.textContent).toContain('Dallas County Court · Filed Aug 17, 2021');
    expect(record.textContent).toContain('Experian · Satisfied · $1,840');
    // every item can be disputed
    expect(screen.getAllByRole('button', { name: /^Dispute this: / })).toHaveLength(5);
  });

  it('three bureaus: no bureau missing, and where they disagree the bureaus side by side with the differing fields marked', async () => {
    stubFetch(apiFor(THREE_BUREAUS));
    renderFile();
    const equifax = await waitFor(() => bureauCard('Equifax'));
    expect(equifax.textContent).toContain('Equifax · VantageScore 3.0 · Feb 10, 2026');
    expect(bureauCard('TransUnion').textContent).toContain('No score in this report · Feb 9, 2026');
    expect(screen.queryByText('No report yet')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload a report' })).toBeNull();

    const discover = accountItem('Discover ****1234');
    expect(within(discover).getByText('Bureaus disagree').getAttribute('data-tone')).toBe('warning');
    const table = within(within(discover).getByRole('region', { name: 'Discover ****1234: what each bureau reports' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Experian', 'Equifax', 'TransUnion']);
    const rowOf = (label: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(label))!;
    expect(
      within(rowOf('Balance'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,200', '$2,400', '$1,200']);
    expect(rowOf('Balance').textContent).toContain('Differs');
    expect(
      within(rowOf('Status'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Open', 'Charge-off', 'Open']);
    expect(rowOf('Status').hasAttribute('data-differs')).toBe(true);
    expect(rowOf('Limit').hasAttribute('data-differs')).toBe(false);
    expect(rowOf('Limit').textContent).not.toContain('Differs');
    await userEvent.click(within(discover).getByText('Where this came from'));
    expect(discover.textContent).toContain('Balance (Equifax): equifax.html: “Balance: $2,400”');
    expect(discover.textContent).toContain('Balance (TransUnion): transunion.pdf, page 2: “Bal $1,200”');

    // bureaus that agree: one set of values, no table
    const amex = accountItem('Amex ****0005');
    expect(within(amex).queryByRole('table')).toBeNull();
    expect(amex.textContent).toContain('Reported by Experian, Equifax and TransUnion');
  });

  it('flags a low-confidence reading: what did not match, to check against the report', async () => {
    stubFetch(
      apiFor({
        ...THREE_BUREAUS,
        bureaus: [
          report('experian', { confidence: 0.72, failedChecks: ['Open accounts (Experian)', 'Total balance (Experian)'] }),
          report('equifax', { confidence: 0.6 }),
          report('transunion'),
        ],
      }),
    );
    renderFile();
    const note = await waitFor(() => within(bureauCard('Experian')).getByRole('note'));
    expect(note.textContent).toContain('Some of this report may have been misread: check it against your report.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Open accounts (Experian)', 'Total balance (Experian)']);
    expect(within(bureauCard('Equifax')).getByRole('note').textContent).toContain('Reading confidence 60%.');
    expect(within(bureauCard('TransUnion')).queryByRole('note')).toBeNull();
  });
});

describe('/credit-file: Dispute this', () => {
  const openDialog = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Dispute this: ${name}` }));
    return screen.findByRole('dialog', { name: `Dispute ${name}` });
  };

  it('offers the problems of the item in plain words and the bureaus reporting it, shows the letter and the law, and saves the dispute', async () => {
    const disputed = { ...DISAGREEING, disputes: [{ bureau: 'transunion' as const, disputeId: 7, status: 'pending' as const, round: 1 }] };
    let saved = false;
    const fetchMock = stubFetch(
      apiFor(
        () => ({
          ...THREE_BUREAUS,
          accounts: [
            saved
              ? { ...disputed, disputes: [...disputed.disputes, { bureau: 'experian' as const, disputeId: 8, status: 'pending' as const, round: 1 }] }
              : disputed,
            AGREEING,
          ],
        }),
        (path, init) => {
          if (init.method === 'POST' && path === `/api/credit-file/items/${DISAGREEING.key}/disputes`) {
            saved = true;
            return json(201, { disputes: [], basis: 'FCRA §611 and §623(a)(2): the amount reported must be accurate' });
          }
          return json(500, { error: 'unexpected' });
        },
      ),
    );
    renderFile();
    const dialog = await openDialog('Discover ****1234');
    const problems = within(within(dialog).getByRole('group', { name: 'What is wrong?' })).getAllByRole('radio');
    expect(problems.map((r) => r.closest('label')!.textContent)).toEqual([
      "This isn't mine",
      'I paid it',
      'The balance is wrong',
      'A late payment is wrong',
      "It's too old to be reported",
      'Someone used my identity',
    ]);
    const bureaus = within(dialog).getByRole('group', { name: 'Which bureaus?' });
    expect((within(bureaus).getByRole('checkbox', { name: 'Experian' }) as HTMLInputElement).checked).toBe(true);
    expect((within(bureaus).getByRole('checkbox', { name: 'Equifax' }) as HTMLInputElement).checked).toBe(true);
    const transunion = within(bureaus).getByRole('checkbox', { name: 'TransUnion (already disputed)' }) as HTMLInputElement;
    expect(transunion.disabled).toBe(true);
    expect(within(bureaus).getByRole('link', { name: 'See the dispute' }).getAttribute('href')).toBe('/disputes#dispute-7');
    expect(dialog.textContent).toContain('Choose what is wrong and at least one bureau to see the letter FinX will write.');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'The balance is wrong' }));
    expect(dialog.textContent).toContain(
      'FinX will write a 611 Letter to Experian and Equifax citing FCRA §611 and §623(a)(2): the amount reported must be accurate.',
    );
    await userEvent.click(within(bureaus).getByRole('checkbox', { name: 'Equifax' }));
    expect(dialog.textContent).toContain('FinX will write a 611 Letter to Experian citing');
    expect(dialog.textContent).not.toMatch(/filed with|sent to the bureau/i);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Anything to add?' }), 'My statement shows $1,200.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dispute' }));

    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Dispute saved', tone: 'success' }));
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/credit-file/items/${DISAGREEING.key}/disputes`)[0]!)).toEqual({
      problem: 'wrong_balance',
      bureaus: ['experian'],
      description: 'My statement shows $1,200.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the file is read again: the item shows its disputes, each a link to it
    const discover = accountItem('Discover ****1234');
    await waitFor(() => expect(within(discover).getByRole('link', { name: 'Disputed with Experian' }).getAttribute('href')).toBe('/disputes#dispute-8'));
    expect(within(discover).getByRole('link', { name: 'Disputed with TransUnion' }).getAttribute('href')).toBe('/disputes#dispute-7');
  });

  it('asks for what is wrong and a bureau before saving', async () => {
    const fetchMock = stubFetch(apiFor(ONE_BUREAU));
    renderFile();
    const dialog = await openDialog('Capital One ****9921');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Experian' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dispute' }));
    expect(dialog.textContent).toContain('Choose what is wrong with this item');
    expect(dialog.textContent).toContain('Choose at least one bureau');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('an inquiry offers the inquiry problems; a collection not owed is a debt-validation letter', async () => {
    stubFetch(apiFor(ONE_BUREAU));
    renderFile();
    let dialog = await openDialog('Hard inquiry: Chase Auto');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(["I don't recognise this inquiry", 'Someone used my identity']);
    await userEvent.click(within(dialog).getByRole('radio', { name: "I don't recognise this inquiry" }));
    expect(dialog.textContent).toContain('FinX will write a 611 Letter to Experian citing FCRA §604 and §611');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog('Midland Credit ****4417');
    await userEvent.click(within(dialog).getByRole('radio', { name: "This isn't mine" }));
    expect(dialog.textContent).toContain('FinX will write a Debt Validation letter to Experian citing FDCPA §809(b)');
    await userEvent.click(within(dialog).getByRole('radio', { name: "It's too old to be reported" }));
    expect(dialog.textContent).toContain('FinX will write an Obsolete Information letter to Experian citing FCRA §605(a)');
  });

  it('a second open dispute at the bureau (409) says so, with a link to the first one', async () => {
    stubFetch(
      apiFor(ONE_BUREAU, (path, init) =>
        init.method === 'POST' && path === `/api/credit-file/items/${CAPITAL_ONE.key}/disputes`
          ? json(409, { error: 'This account already has an open dispute with Experian', disputeId: 9, href: '/disputes#dispute-9', code: 'duplicate_dispute' })
          : json(500, { error: 'unexpected' }),
      ),
    );
    renderFile();
    const dialog = await openDialog('Capital One ****9921');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I paid it' }));
    expect(dialog.textContent).toContain('citing FCRA §611 and §623(a)(2): a paid debt must be reported as paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dispute' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This account already has an open dispute with Experian');
    expect(within(alert).getByRole('link', { name: 'See the existing dispute' }).getAttribute('href')).toBe('/disputes#dispute-9');
    expect(toaster.get()).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe("an account's consistency findings (issue 29)", () => {
  const PAID = finding('m2paid000001', {
    kind: 'paid_with_balance',
    bureau: 'experian',
    disputeType: '611',
    reason: 'Experian reports Capital One ****9921 as paid or settled, yet with a balance of $420.',
    amount: 420,
    itemKey: CAPITAL_ONE.key,
    conflict: {
      rule: 'An account reported paid or settled owes nothing more, so its balance must be $0.',
      fields: [
        { field: 'status', value: 'Paid', where: 'page 3: "Status Paid/Settled"' },
        { field: 'balance', value: '$420', where: null },
      ],
    },
  });

  it('shows the rule and the contradicting fields with their values on the account, and files the dispute in one click', async () => {
    const fetchMock = stubFetch(
      apiFor(ONE_BUREAU, (path, init) => {
        if (path === '/api/credit-report-findings') return json(200, { findings: [PAID, finding('other0000001', { itemKey: MIDLAND.key })] });
        if (init.method === 'POST' && path === `/api/credit-report-findings/${PAID.key}/file`) return json(201, { id: 77 });
        return json(500, { error: `unexpected ${init.method ?? 'GET'} ${path}` });
      }),
    );
    renderFile();
    const item = await screen.findByRole('list', { name: 'Capital One ****9921: inconsistencies' });
    const found = within(item).getByRole('listitem', { name: 'Paid or settled, yet a balance is reported: Capital One ****9921, Experian' });
    expect(within(found).getByText('An account reported paid or settled owes nothing more, so its balance must be $0.')).toBeTruthy();
    const fields = within(found).getAllByRole('definition');
    expect(fields.map((f) => f.textContent)).toEqual(['Paidread on page 3: "Status Paid/Settled"', '$420']);
    // a cross-bureau finding (no conflict) stays in the Document Center's list only
    expect(screen.queryByRole('list', { name: /Midland.*inconsistencies/ })).toBeNull();
    await userEvent.click(within(found).getByRole('button', { name: 'File dispute: Capital One ****9921 with Experian' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/credit-report-findings/${PAID.key}/file`)).toHaveLength(1));
  });
});

describe("an account's letters to its company (issue 29)", () => {
  const offers = (key: string, kinds: Record<string, boolean>) => ({
    item: { key, name: '', bureaus: ['experian'], collection: false, balance: null, originalCreditor: null },
    lateMarks: [],
    furnisher: null,
    letters: Object.entries(kinds).map(([kind, offered]) => ({ kind, offered, reason: offered ? null : 'Not this one.' })),
  });

  it('links only the letters that fit: the collector letters on the collection, none on an account without one', async () => {
    stubFetch(
      apiFor(ONE_BUREAU, (path) =>
        path === '/api/company-letters'
          ? json(200, {
              items: [
                offers(MIDLAND.key, { goodwill: false, validation: true, pay_for_delete: true }),
                offers(CAPITAL_ONE.key, { goodwill: false, validation: false, pay_for_delete: false }),
              ],
            })
          : json(500, { error: `unexpected ${path}` }),
      ),
    );
    renderFile();
    const links = await screen.findByRole('navigation', { name: 'Midland Credit ****4417: letters to the company' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Debt validation request', `/disputes/letters?item=${MIDLAND.key}&letter=validation`],
      ['Pay-for-delete offer', `/disputes/letters?item=${MIDLAND.key}&letter=pay_for_delete`],
    ]);
    expect(screen.queryByRole('navigation', { name: /Capital One.*letters to the company/ })).toBeNull();
  });
});
