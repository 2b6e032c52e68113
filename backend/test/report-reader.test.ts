/**
 * The report reader piece by piece: normalisers (money, dates, Metro 2 codes, grid marks, creditor names) and the
 * layout features of positioned text (cells from positions, page columns, label rows, wrapped labels, anchors,
 * grids, sections, self-checks, sources). The corpus test scores whole reports.
 */
import { describe, expect, test } from 'bun:test';
import { type Line, linesFromText } from '../src/modules/documents/extract';
import { linesFromHtml } from '../src/modules/documents/extract/html';
import { linesFromItems, type StreamItem } from '../src/modules/documents/extract/positioned';
import { readCreditReport } from '../src/modules/documents/reports';
import * as norm from '../src/modules/documents/reports/normalize';
import { readingOrder } from '../src/modules/documents/reports/positioned/columns';

const read = (lines: string[]) => readCreditReport(lines.join('\n'));
const accountsOf = (lines: string[]) => read(lines).accounts.map((a) => `${a.creditor} ${a.accountNumberLast4 ?? ''}`.trim());

describe('normalisers', () => {
  test('money: symbols, thousands, parentheses, trailing words, a decimal comma; no number is null', () => {
    expect(['$1,234.56', '(200)', '$2,887 as of 12/2025', '1234,00', 'USD 1,234.50', '-', 'n/a', 'Paid'].map(norm.money)).toEqual([
      1235,
      -200,
      2887,
      1234,
      1235,
      null,
      null,
      null,
    ]);
    expect(norm.money({ amount: 512, currency: 'USD' })).toBe(512);
  });

  test('dates: Mon YYYY, MM/YYYY, YYYY-MM, US and long forms; no day is invented; impossible dates are null', () => {
    expect(
      ['Mar 2019', '03/2019', '2019-03', '03/15/2019', 'March 15, 2019', '15 March 2019', '2019-03-15T10:00:00Z', '03/2019 (closed)'].map(norm.date),
    ).toEqual(['2019-03', '2019-03', '2019-03', '2019-03-15', '2019-03-15', '2019-03-15', '2019-03-15', '2019-03']);
    expect(['13/2020', '02/40/2020', 'Marching 2020', '20'].map(norm.date)).toEqual([null, null, null, null]);
  });

  test('Metro 2 and vendor codes: account status, payment rating, account type, inquiry kind', () => {
    expect(['CHARGED_OFF', '97', 'CL', 'PAID_AND_CLOSED', 'Open/Never late.', 'Paid, Closed/Never late', 'Collection account'].map(norm.accountStatus)).toEqual(
      ['chargeoff', 'chargeoff', 'closed', 'paid', 'open', 'paid', 'collection'],
    );
    expect(
      ['PAYS_AS_AGREED', 'R1', 'I3', '>Account 30 Days Past Due Date<', 'LATE_60_DAYS', 'Included in Chapter 7 bankruptcy'].map(norm.paymentStatus),
    ).toEqual(['current', 'current', 'late_60', 'late_30', 'late_60', 'bankruptcy']);
    expect(['R', 'I', 'Credit Card', 'Auto Loan', 'Factoring Company Account'].map(norm.accountType)).toEqual([
      'revolving',
      'installment',
      'revolving',
      'installment',
      null,
    ]);
    expect(['SOFT', 'H', 'Requests viewed only by you', 'Consumer Request', 'Promotional', 'Account review'].map(norm.inquiryKind)).toEqual([
      'soft',
      'hard',
      'soft',
      'soft',
      'promotional',
      'account_review',
    ]);
  });

  test('payment grid marks: on time, days late, derogatory marks that count as no late payment, and what is no mark', () => {
    expect(['OK', '*', '✓', 'ND', 'X', 'C', '30', '90', '180', '4'].map(norm.gridMark)).toEqual([0, 0, 0, 0, 0, 0, 30, 90, 180, 90]);
    expect(['CO', 'COL', 'RPO', 'FC', 'VS'].map(norm.gridMark)).toEqual(Array(5).fill(norm.DEROGATORY));
    expect(['Balance', '2025', 'Jan'].map(norm.gridMark)).toEqual([null, null, null]);
  });

  test('creditor names: no list numbering, no account number, no original-creditor note', () => {
    expect(
      ['5. CAPITAL ONE', 'CAPITAL ONE #517805******5590', 'LVNV FUNDING LLC (Original Creditor: SYNCHRONY BANK)', 'JPMCB CARD  Acct ****1234'].map(
        norm.creditorName,
      ),
    ).toEqual(['CAPITAL ONE', 'CAPITAL ONE', 'LVNV FUNDING LLC', 'JPMCB CARD']);
  });
});

describe('positioned text', () => {
  const item = (str: string, x: number, y: number, order: number): StreamItem => ({ str, x, y, width: str.length * 5, fontSize: 10, order });

  test('PDF items on one baseline make a line; a word space joins, a wider gap starts a cell', () => {
    const [line] = linesFromItems([item('Balance', 36, 700, 0), item('owed', 73, 700.5, 1), item('$2,214', 200, 700, 2)], 3);
    expect(line!.page).toBe(3);
    expect(line!.cells.map((c) => c.text)).toEqual(['Balance owed', '$2,214']);
  });

  test('a page set in two columns is read left column first when the file gives it in that order; table rows stay rows', () => {
    const rows = Array.from({ length: 8 }, (_, i) => 700 - 12 * i);
    const columns = linesFromItems([...rows.map((y, i) => item(`Left ${i}`, 36, y, i)), ...rows.map((y, i) => item(`Right ${i}`, 320, y, 100 + i))], 1);
    expect(readingOrder(columns).map((l) => l.cells.map((c) => c.text).join('|'))).toEqual([
      ...rows.map((_, i) => `Left ${i}`),
      ...rows.map((_, i) => `Right ${i}`),
    ]);
    const table = linesFromItems(
      rows.flatMap((y, i) => [item(`Label ${i}:`, 36, y, 2 * i), item(`value ${i}`, 320, y, 2 * i + 1)]),
      1,
    );
    expect(readingOrder(table).map((l) => l.cells.length)).toEqual(Array(8).fill(2));
  });

  test('text is fixed-width positioned text: cells split at two spaces or a tab, form feeds start pages', () => {
    const lines: Line[] = linesFromText('Balance:    $1,200    Limit:  $5,000\fName\tANA\n');
    expect(lines.map((l) => [l.page, l.cells.map((c) => c.text)])).toEqual([
      [1, ['Balance:', '$1,200', 'Limit:', '$5,000']],
      [2, ['Name', 'ANA']],
    ]);
  });

  test('HTML: table rows and CSS-grid rows are lines of cells; scripts, styles and hidden parts are never text', () => {
    const lines = linesFromHtml(
      '<html><head><script>var x = "Balance: $9"</script><style>.a{}</style></head><body><nav>Home</nav><table><tr><th></th><th><img alt="TransUnion"></th><th>Experian</th></tr>' +
        '<tr><td>Balance:</td><td>$1</td><td>$2</td></tr></table><div class="row"><div>Status</div><div>Open</div></div><p hidden>secret</p></body></html>',
    );
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['TransUnion', 'Experian'],
      ['Balance:', '$1', '$2'],
      ['Status', 'Open'],
    ]);
  });
});

describe('labels and values', () => {
  const card = ['Experian credit report', 'Report date: 02/01/2026', '', 'Accounts'];

  test('labels the dictionary does not know are never an account, and a sub-heading inside an account is none either', () => {
    const names = accountsOf([
      ...card,
      'CAPITAL ONE',
      'Account details',
      'Account number:   XXXX5590',
      'Responsibility:   Individual',
      'Status updated:   Jan 2026',
      'Type of Loan      Credit Card',
      'Balance histories',
      'Balance:   $2,214',
      'Date Assigned:  Mar 2024',
      '',
      'SYNCB/AMAZON',
      'Account number:  XXXX1111',
      'Balance: $10',
    ]);
    expect(names).toEqual(['CAPITAL ONE 5590', 'SYNCB/AMAZON 1111']);
  });

  test('a label wrapped onto two lines is put back together; a row of labels pairs with the row of values below by column', () => {
    const reading = read([
      ...card,
      'DISCOVER BANK',
      'Account number      Balance      Status',
      'XXXX7777            $1,906       Open/Past due 60 days',
      'Credit limit/Original     $2,500',
      'amount',
    ]);
    expect(reading.accounts[0]).toMatchObject({
      creditor: 'DISCOVER BANK',
      accountNumberLast4: '7777',
      balance: 1906,
      status: 'open',
      paymentStatus: 'late_60',
      highBalance: 2500,
    });
  });

  test("a creditor header with its number, the furnisher's address and phone kept apart from the creditor", () => {
    const [account] = read([
      ...card,
      'CAPITAL ONE #517805******5590',
      'PO BOX 30285',
      'SALT LAKE CITY, UT 84130',
      '(800) 955-7070',
      'Date Opened:   03/2019',
      'Balance:   $500',
    ]).accounts;
    expect(account).toMatchObject({
      creditor: 'CAPITAL ONE',
      accountNumberLast4: '5590',
      furnisher: { address: 'PO BOX 30285, SALT LAKE CITY, UT 84130', phone: '(800) 955-7070' },
    });
  });

  test('a debt buyer header naming the original creditor', () => {
    const [account] = read([
      ...card,
      'LVNV FUNDING LLC (Original Creditor: SYNCHRONY BANK)',
      'Account number: XXXX0001',
      'Balance: $640',
      'Status: Collection',
    ]).accounts;
    expect(account).toMatchObject({ creditor: 'LVNV FUNDING LLC', originalCreditor: 'SYNCHRONY BANK', status: 'collection' });
  });

  test('late payments from a payment grid, or from the remarks; open or closed inferred without a status', () => {
    const reading = read([
      ...card,
      'CHASE CARD',
      'Account number: XXXX2222',
      'Balance: $90',
      'Payment history',
      'OK  OK  30  OK  60  *  OK  OK',
      '',
      'NAVY FEDERAL CR UNION',
      'Account number: XXXX3333',
      'Balance: $0',
      'Date Closed: 04/2025',
      'Remarks: 30 days late in 04/2024',
    ]);
    expect(reading.accounts.map((a) => [a.status, a.latePayments])).toEqual([
      ['open', { late30: 1, late60: 1, late90: 0 }],
      ['closed', { late30: 1, late60: 0, late90: 0 }],
    ]);
  });

  test('inquiry headings: a whole line, not a sentence; "viewed only by you" lists soft ones; entries over two lines', () => {
    const reading = read([
      ...card,
      'ACME BANK',
      'Account number: XXXX4444',
      'Balance: $5',
      '',
      'Requests viewed by others',
      'These inquiries are not displayed to others if you ask us.',
      'SYNCB/AMAZON',
      'PO BOX 965015, ORLANDO, FL 32896',
      'Date of request: 05/02/2025',
      'Requests viewed only by you',
      'NERDWALLET',
      'Requested on: 06/01/2025',
    ]);
    expect(reading.inquiries.map((i) => [i.creditor, i.date])).toEqual([['SYNCB/AMAZON', '2025-05-02']]);
    expect(reading.softInquiries.map((i) => [i.creditor, i.kind])).toEqual([['NERDWALLET', 'soft']]);
  });

  test('report date under "Date generated", a header row over its value row, a score beside its range', () => {
    expect(read(['TransUnion report', 'Date generated: Feb 9, 2026', 'Accounts', 'ACME', 'Balance: $1']).reportDate).toBe('2026-02-09');
    expect(read(['Report date      Bureau', '12/19/2025       Equifax', 'Accounts', 'ACME', 'Balance: $1']).reportDate).toBe('2025-12-19');
    const scored = read(['Equifax report', 'Your FICO® Score 2', '598', 'Score range: 280 - 850', 'Accounts', 'ACME', 'Balance: $1']);
    expect([scored.creditScore, scored.scoreModel, scored.scoreRange]).toEqual([598, 'FICO Score 2', { min: 280, max: 850 }]);
  });

  test('vendor JSON: masked numbers, inquiredOn, SOFT inquiries, enum codes with underscores, arrays of names', () => {
    const reading = readCreditReport(
      JSON.stringify({
        report: {
          bureau: 'EXPERIAN',
          consumer: { names: ['ANA RUIZ', 'ANA M RUIZ'] },
          tradelines: [
            { creditorName: 'CAPITAL ONE', numberMasked: 'XXXX5590', status: 'CHARGED_OFF', paymentStatus: 'CHARGED_OFF', balance: { amount: 700 } },
          ],
          inquiries: [
            { subscriberName: 'NERDWALLET', inquiredOn: '2025-06-01', type: 'SOFT' },
            { subscriberName: 'SYNCB', inquiredOn: '2025-05-02', type: 'HARD' },
          ],
        },
      }),
    );
    expect(reading.consumer.name).toBe('ANA RUIZ');
    expect(reading.accounts[0]).toMatchObject({ accountNumberLast4: '5590', status: 'chargeoff', balance: 700 });
    expect(reading.inquiries.map((i) => i.creditor)).toEqual(['SYNCB']);
    expect(reading.softInquiries.map((i) => i.creditor)).toEqual(['NERDWALLET']);
  });
});

describe('self-checks and sources', () => {
  test("the report's own counts are compared with the reading; a reading that does not add up has a lower confidence", () => {
    const lines = ['Experian report', 'Open accounts: 2', 'Hard inquiries: 1', 'Accounts', 'ACME', 'Account number: XXXX1111', 'Balance: $1', 'Status: Open'];
    const short = read(lines);
    expect(short.checks!.map((c) => [c.label, c.stated, c.read, c.ok])).toEqual([
      ['Open accounts', 2, 1, false],
      ['Hard inquiries', 1, 0, false],
    ]);
    expect(short.confidence).toBeLessThan(0.8);
    const whole = read([...lines, 'BETA', 'Account number: XXXX2222', 'Balance: $2', 'Status: Open', 'Inquiries', 'GAMMA BANK  01/02/2026']);
    expect(whole.checks!.every((c) => c.ok)).toBe(true);
    expect(whole.confidence).toBe(1);
  });

  test('each value carries where it was read: the page and the text', () => {
    const reading = readCreditReport('Experian report\nReport date: 02/01/2026\nAccounts\nACME BANK\nAccount number: XXXX1111\n\fBalance:   $2,214\n', 'text');
    expect(reading.accounts[0]!.sources).toMatchObject({
      balance: { page: 2, text: 'Balance $2,214' },
      accountNumberMasked: { page: 1, text: 'Account number XXXX1111' },
    });
    expect(reading.sources).toMatchObject({ reportDate: { page: 1, text: 'Report date 02/01/2026' } });
  });
});

describe('no full number in what is shown', () => {
  test("a report printing a full account number or an SSN: the reading's sources keep the last 4 only", () => {
    const reading = readCreditReport(
      'Experian report\nSSN: 219-09-9999\nAccounts\nCAPITAL ONE #5178051234565590\nAccount number: 4465 1234 5678 2287\nBalance: $5\n',
    );
    const shown = JSON.stringify(reading);
    expect(shown).not.toMatch(/5178051234|4465 1234|219-09-9999/);
    expect(reading.accounts[0]!.sources!.accountNumberMasked!.text).toBe('CAPITAL ONE #XXXXXXXXXXXX5590');
    expect(reading.accounts[0]!.accountNumberLast4).toBe('5590');
  });
});
