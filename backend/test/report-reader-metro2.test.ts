/**
 * The reader's fields for the Metro 2 consistency findings (issue 29): amount past due, date of last payment,
 * date paid, charge-off date and the payment grid month by month, each with where it was read; and two status
 * readings the findings exposed ("Unpaid" is not paid; "Was 60 days past due" is history, not the status).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopOcr } from '../src/modules/documents/extract';
import { linesFromHtml } from '../src/modules/documents/extract/html';
import { readCreditReport, readCreditReportFile } from '../src/modules/documents/reports';
import * as norm from '../src/modules/documents/reports/normalize';
import { parsePositioned } from '../src/modules/documents/reports/positioned';
import { CORPUS_DIR } from './report-corpus/corpus';
import type { CreditFile } from './report-corpus/truth';

const TEXT = [
  'Experian credit report',
  'Report date: 11/02/2026',
  'Accounts',
  'CAPITAL ONE',
  'Account number: XXXX4421',
  'Status: Charged off',
  'Balance: $2,310',
  'Amount Past Due: $2,310',
  'Date of Last Payment: 01/15/2023',
  'Charge Off Date: 08/2023',
  'Date of First Delinquency: 02/2023',
  '',
  'TOYOTA MOTOR CREDIT',
  'Account number: XXXX0760',
  'Status: Paid, closed',
  'Balance: $0',
  'Date Paid: 03/10/2025',
  'Date Closed: 03/10/2025',
].join('\n');

describe('labelled fields', () => {
  test('past due, last payment, charge-off date and date paid, with their sources', () => {
    const [co, loan] = readCreditReport(TEXT).accounts;
    expect(co).toMatchObject({ pastDue: 2310, lastPaymentDate: '2023-01-15', chargeOffDate: '2023-08', dateOfFirstDelinquency: '2023-02' });
    expect(co!.sources!.pastDue).toEqual({ page: 1, text: 'Amount Past Due $2,310' });
    expect(co!.sources!.chargeOffDate).toEqual({ page: 1, text: 'Charge Off Date 08/2023' });
    expect(loan).toMatchObject({ status: 'paid', datePaid: '2025-03-10', balance: 0 });
    expect(loan!.pastDue).toBeUndefined();
  });

  test('Experian prints the past-due amount only in its status sentence', () => {
    expect(norm.pastDueInText('Account charged off. $1,750 written off. $300 past due as of Jan 2025.')).toBe(300);
    expect(norm.pastDueInText('Open/Never late.')).toBeNull();
  });

  test('"Unpaid" is no "paid"; "Was 60 days past due" is history, not the current status', () => {
    expect(norm.accountStatus('Unpaid')).toBeNull();
    expect(norm.accountStatus('Paid/Settled')).toBe('paid');
    expect(norm.paymentStatus('Open/Was 60 days past due Apr 2025')).toBeNull();
    expect(norm.paymentStatus('60 days past due as of Oct 2026')).toBe('late_60');
  });

  test('grid marks as the reading keeps them', () => {
    expect(['OK', '✓', '30', '3', 'CO', 'C/O', 'L', 'CA', 'COL', 'C', 'ND', '-', 'XYZ'].map(norm.paymentMark)).toEqual([
      'OK',
      'OK',
      '30',
      '60',
      'CO',
      'CO',
      'CO',
      'COL',
      'COL',
      'C',
      'ND',
      'ND',
      null,
    ]);
  });
});

describe('the payment grid, month by month', () => {
  const html = (
    rows: string,
  ) => `<html><body><h2>Accounts</h2><h3>MERRICK BANK</h3><table><tr><td>Account number</td><td>XXXX2352</td></tr><tr><td>Balance</td><td>$410</td></tr></table>
    <h4>Payment history</h4><table>${rows}</table></body></html>`;

  test('a header of months with a row per year: each mark under its month', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const row = (year: string, marks: string[]) => `<tr><td>${year}</td>${marks.map((m) => `<td>${m}</td>`).join('')}</tr>`;
    const lines = linesFromHtml(
      html(`<tr><td>Year</td>${months.map((m) => `<td>${m}</td>`).join('')}</tr>${row('2026', ['OK', 'OK', '30', '60', 'OK', 'OK', '', '', '', '', '', ''])}`),
    );
    const [a] = parsePositioned(lines).accounts;
    expect(a!.paymentHistory).toEqual([
      { month: '2026-06', mark: 'OK' },
      { month: '2026-05', mark: 'OK' },
      { month: '2026-04', mark: '60' },
      { month: '2026-03', mark: '30' },
      { month: '2026-02', mark: 'OK' },
      { month: '2026-01', mark: 'OK' },
    ]);
    expect(a!.latePayments).toEqual({ late30: 1, late60: 1, late90: 0 });
  });

  test("months with their years (Feb '25 …), newest first, under a 'Rating' row", () => {
    const lines = linesFromHtml(
      html(
        `<tr><td></td><td>Feb '25</td><td>Jan '25</td><td>Dec '24</td><td>Nov '24</td><td>Oct '24</td><td>Sep '24</td></tr><tr><td>Rating</td><td>CO</td><td>180</td><td>150</td><td>120</td><td>90</td><td>60</td></tr>`,
      ),
    );
    expect(parsePositioned(lines).accounts[0]!.paymentHistory!.slice(0, 2)).toEqual([
      { month: '2025-02', mark: 'CO' },
      { month: '2025-01', mark: '180' },
    ]);
  });

  test('a grid without month headers gets no months (never guessed)', () => {
    const lines = linesFromHtml(html('<tr><td>OK</td><td>OK</td><td>30</td><td>OK</td><td>OK</td><td>OK</td></tr>'));
    expect(parsePositioned(lines).accounts[0]!.paymentHistory).toBeUndefined();
  });

  test('JSON: a Metro 2 profile string with its start month, and dated entries', () => {
    const json = JSON.stringify({
      bureau: 'Equifax',
      reportDate: '2026-10-01',
      tradelines: [
        { creditorName: 'DISCOVER', accountNumber: 'XXXX1406', balance: 10, paymentPattern: '120000', paymentPatternStartDate: '2026-09-01' },
        {
          creditorName: 'CREDIT ONE BANK',
          accountNumber: 'XXXX0734',
          balance: 72,
          paymentHistory: [
            { period: '2026-09', status: '30' },
            { period: '2026-08', status: 'OK' },
          ],
        },
      ],
    });
    const [discover, creditOne] = readCreditReport(json, 'json').accounts;
    expect(discover!.paymentHistory).toEqual([
      { month: '2026-09', mark: '30' },
      { month: '2026-08', mark: '60' },
      { month: '2026-07', mark: 'OK' },
      { month: '2026-06', mark: 'OK' },
      { month: '2026-05', mark: 'OK' },
      { month: '2026-04', mark: 'OK' },
    ]);
    expect(creditOne!.paymentHistory).toEqual([
      { month: '2026-09', mark: '30' },
      { month: '2026-08', mark: 'OK' },
    ]);
  });
});

describe('the generated corpus (dev)', () => {
  afterAll(() => stopOcr());

  test("the dated months and the past-due amounts agree with the generator's data", async () => {
    const dir = join(CORPUS_DIR, 'files', 'dev');
    let months = 0;
    let pastDue = 0;
    const wrong: string[] = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.truth.json'))) {
      const truth = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CreditFile;
      const base = name.replace('.truth.json', '');
      const file = readdirSync(dir).find((n) => n.startsWith(`${base}.`) && !n.endsWith('.truth.json') && !n.endsWith('.expected.json'))!;
      const reading = await readCreditReportFile(new Uint8Array(readFileSync(join(dir, file))), file.split('.').pop() as 'pdf');
      for (const a of reading.accounts) {
        const t = truth.accounts.find((x) => x.accountNumber.endsWith(a.accountNumberLast4 ?? '-'));
        for (const [bureau, v] of Object.entries(a.byBureau ?? { [a.bureau ?? truth.bureaus[0]!]: a })) {
          const own = t?.byBureau[bureau as keyof typeof t.byBureau];
          if (!own) continue;
          for (const h of v.paymentHistory ?? []) {
            const g = own.paymentGrid.find((x) => x.month === h.month);
            if (!g) continue; // a layout may print more months than the generator's 24
            months++;
            // two layouts print a collection month as CO or C
            if (g.code !== h.mark && !(g.code === 'COL' && (h.mark === 'CO' || h.mark === 'C')) && !(g.code === 'OK' && h.mark === 'C'))
              wrong.push(`${file} ${a.creditor} ${h.month}: ${h.mark} ≠ ${g.code}`);
          }
          if (v.pastDue != null) {
            pastDue++;
            if (v.pastDue !== own.pastDue) wrong.push(`${file} ${a.creditor}: past due ${v.pastDue} ≠ ${own.pastDue}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(months).toBeGreaterThan(20_000);
    expect(pastDue).toBeGreaterThan(1_200);
  }, 60_000);
});
