import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CreditReportReading, DOCUMENT_FILE_KINDS, REPORT_FILE_KINDS } from '@finx/contracts';
import { readCreditReport } from '../src/modules/documents/reports';
import { factorsFromReading, scoreOfReading, scoresOfReading } from '../src/modules/documents/processing/report-factors';
import { ContentCheck } from '../src/modules/documents/upload/file-kind';
import { attachmentDisposition, safeFileName } from '../src/modules/documents/upload/file-name';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (s: string) => new TextEncoder().encode(s);

/** The kind ContentCheck gives for `chunks` under `name`, or the reason it refuses. */
function kindOf(name: string, chunks: Uint8Array[], accepted: readonly string[] = [...REPORT_FILE_KINDS, ...DOCUMENT_FILE_KINDS]): string {
  try {
    const check = new ContentCheck(name, accepted as never);
    for (const c of chunks) check.push(c);
    return check.finish();
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

describe('content check (magic bytes, UTF-8 text)', () => {
  test('accepted kinds come from the content, the name only has to agree', () => {
    expect(kindOf('r.pdf', [utf8('%PDF-1.7\n%âãÏÓ\n')])).toBe('pdf');
    expect(kindOf('scan', [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49)])).toBe('jpg');
    expect(kindOf('scan.JPEG', [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49)])).toBe('jpeg');
    expect(kindOf('scan.png', [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)])).toBe('png');
    expect(kindOf('r.csv', [utf8('\uFEFFCreditor,Balance\n"Citi","$1,200"\n')])).toBe('csv');
    expect(kindOf('r.json', [utf8('{"accounts":'), utf8(' []}')])).toBe('json');
    expect(kindOf('export', [utf8('  {"accounts": []}')])).toBe('json');
    expect(kindOf('notes', [utf8('[draft] report\n')])).toBe('txt');
    expect(kindOf('r.txt', [utf8('Page 1\f\r\n\tName: Ana')])).toBe('txt');
    expect(kindOf('a.txt', [utf8('ab')])).toBe('txt'); // shorter than the magic numbers
  });

  test('a UTF-8 character split between chunks is still text', () => {
    const all = utf8('Name: José Núñez — Report\n');
    const cut = all.indexOf(0xc3) + 1; // inside the two bytes of é
    expect(kindOf('r.txt', [all.slice(0, cut), all.slice(cut)])).toBe('txt');
  });

  test('refused: wrong magic for the name, zips, binary, bad UTF-8 or JSON, empty, other extensions', () => {
    expect(kindOf('r.pdf', [utf8('hello there, not a pdf')])).toBe('refused: r.pdf is not a PDF');
    expect(kindOf('r.pdf', [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8)])).toBe('refused: r.pdf is not a PDF');
    expect(kindOf('r.pdf', [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)])).toBe('refused: r.pdf is not a PDF');
    expect(kindOf('a.png', [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49)])).toBe('refused: a.png is not a PNG image');
    expect(kindOf('archive', [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8)])).toBe('refused: archive is not a text file');
    expect(kindOf('r.txt', [utf8('abc'), bytes(0xc3, 0x28), utf8('def')])).toBe('refused: r.txt is not UTF-8 text');
    expect(kindOf('r.json', [utf8('{"a": ')])).toBe('refused: r.json is not valid JSON');
    expect(kindOf('r.txt', [])).toBe('refused: r.txt is empty');
    expect(kindOf('r.docx', [utf8('x')])).toBe('refused: r.docx: .docx files are not accepted');
    expect(kindOf('r.csv', [utf8('a,b')], DOCUMENT_FILE_KINDS)).toBe('refused: r.csv: a CSV file is not accepted here');
    expect(kindOf('r', [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49)], REPORT_FILE_KINDS)).toBe('refused: r: a JPEG image is not accepted here');
  });
});

describe('file names', () => {
  test('only the last segment, safe characters, at most 120 characters with the extension kept', () => {
    expect(safeFileName('C:\\Users\\ana\\Experian Report (2026).pdf')).toBe('Experian Report (2026).pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('<img src=x onerror=alert(1)>.txt')).toBe('_img src_x onerror_alert(1)_.txt');
    expect(safeFileName('a\u0000b\r\nc"d.txt')).toBe('a_b_c_d.txt');
    expect(safeFileName('   ')).toBe('document');
    expect(safeFileName('Relevé d’identité.pdf')).toBe('Relevé d_identité.pdf');
    const long = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  test('downloads are attachments with an ASCII and a UTF-8 name', () => {
    expect(attachmentDisposition('Relevé (1).pdf')).toBe(`attachment; filename="Relev_ (1).pdf"; filename*=UTF-8''Relev%C3%A9%20%281%29.pdf`);
  });
});

describe('FinX factors from a reading', () => {
  const fixture = (name: string) =>
    readCreditReport(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', name), 'utf8')) as unknown as CreditReportReading;

  test('a report with a charge-off, high utilization and recent inquiries', () => {
    const reading = fixture('equifax-paged.txt');
    const { factors, details } = factorsFromReading(reading, 7);
    expect(details).toMatchObject({ reportId: 7, bureau: 'equifax', reportDate: '2026-09-03' });
    expect(factors.paymentHistoryScore).toBe(15); // charge-off / collection on file
    expect(details.utilizationPercent).toBeGreaterThanOrEqual(75);
    expect(factors.utilizationScore).toBe(20);
    expect(scoreOfReading(reading)).toBe(604);
  });

  test('a clean file: no lates, low utilization, old accounts, no inquiries', () => {
    const base = fixture('equifax-paged.txt');
    const card = {
      ...base.accounts[0]!,
      type: 'revolving' as const,
      status: 'open' as const,
      balance: 50,
      creditLimit: 5000,
      opened: '2010-01-15',
      latePayments: { late30: 0, late60: 0, late90: 0 },
      byBureau: undefined,
    };
    const loan = { ...card, type: 'installment' as const, creditLimit: null, balance: 9000 };
    const clean: CreditReportReading = { ...base, accounts: [card, loan], negativeItems: [], publicRecords: [], inquiries: [], creditScore: null, bureaus: [] };
    const { factors, details } = factorsFromReading(clean, 1);
    expect(factors).toEqual({ paymentHistoryScore: 100, utilizationScore: 100, creditMixScore: 85, accountAgeScore: 100, newCreditScore: 100 });
    expect(details.oldestAccountYears).toBe(16);
    expect(scoreOfReading(clean)).toBeNull();
  });

  test('a 3-bureau file without one score takes the middle of the bureaus’ scores', () => {
    const base = fixture('equifax-paged.txt');
    const bureaus = [
      { bureau: 'experian' as const, reportDate: null, creditScore: 690, scoreModel: null, totalBalance: 0 },
      { bureau: 'equifax' as const, reportDate: null, creditScore: 640, scoreModel: null, totalBalance: 0 },
      { bureau: 'transunion' as const, reportDate: null, creditScore: 702, scoreModel: null, totalBalance: 0 },
    ];
    expect(scoreOfReading({ ...base, creditScore: null, bureaus })).toBe(690);
  });

  test('the scores a reading states, each with its bureau, model and date (what the score history is labelled with); nothing guessed', () => {
    const base = fixture('equifax-paged.txt');
    expect(scoresOfReading(base)).toEqual([{ score: 604, bureau: 'equifax', model: 'FICO Score 8', date: '2026-09-03' }]);
    expect(factorsFromReading(base, 7).details.scores).toEqual(scoresOfReading(base));
    const bureaus = [
      { bureau: 'experian' as const, reportDate: '2026-03-01', creditScore: 690, scoreModel: 'FICO Score 8', totalBalance: 0 },
      { bureau: 'equifax' as const, reportDate: null, creditScore: null, scoreModel: null, totalBalance: 0 },
      { bureau: 'transunion' as const, reportDate: '2026-03-02', creditScore: 702, scoreModel: 'VantageScore 3.0', totalBalance: 0 },
    ];
    expect(scoresOfReading({ ...base, bureau: null, reportDate: '2026-03-02', creditScore: 690, scoreModel: 'FICO Score 8', bureaus })).toEqual([
      { score: 690, bureau: 'experian', model: 'FICO Score 8', date: '2026-03-01' },
      { score: 702, bureau: 'transunion', model: 'VantageScore 3.0', date: '2026-03-02' },
    ]);
    // a file's own score that no bureau column gives: kept, with no bureau claimed for a multi-bureau file
    expect(scoresOfReading({ ...base, bureau: null, creditScore: 655, scoreModel: null, bureaus })).toContainEqual({
      score: 655,
      bureau: null,
      model: null,
      date: '2026-09-03',
    });
    expect(scoresOfReading({ ...base, creditScore: null, bureaus: [] })).toEqual([]);
  });
});
