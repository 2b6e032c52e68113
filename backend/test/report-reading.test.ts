import { creditReportReadingSchema } from '@finx/contracts';
import { afterAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopOcr } from '../src/modules/documents/extract';
import { compareReading } from './fixtures/reports/accuracy';
import { detectFormat, readCreditReport, readCreditReportFile, ReportReadError } from '../src/modules/documents/reports';

const DIR = join(import.meta.dir, 'fixtures/reports');
const KINDS = { pdf: 'pdf', txt: 'txt', csv: 'csv', json: 'json' } as const;
const kindOf = (file: string) => KINDS[file.split('.').pop() as keyof typeof KINDS];
const fixtures = readdirSync(DIR)
  .filter((f) => kindOf(f) && !f.endsWith('.expected.json'))
  .sort();
const textFixtures = fixtures.filter((f) => kindOf(f) !== 'pdf');
// A scanned page is read by OCR: seconds of CPU, more on a busy machine (the first read also starts the worker).
const TIMEOUT_MS = 60_000;
const readFixture = (file: string) => readCreditReportFile(new Uint8Array(readFileSync(join(DIR, file))), kindOf(file));

const totals = { right: 0, expected: 0 };
afterAll(async () => {
  await stopOcr();
  const pct = ((100 * totals.right) / totals.expected).toFixed(1);
  console.log(`report reading field accuracy: ${totals.right}/${totals.expected} fields right (${pct}%) on ${fixtures.length} fixtures`);
});

describe('reading credit reports: each fixture against its expected reading, field by field', () => {
  for (const file of fixtures) {
    test(
      file,
      async () => {
        const expected = JSON.parse(readFileSync(join(DIR, file.replace(/\.\w+$/, '.expected.json')), 'utf8'));
        const { fields, wrong } = compareReading(await readFixture(file), expected);
        totals.expected += fields;
        totals.right += fields - wrong.length;
        expect(wrong).toEqual([]);
      },
      TIMEOUT_MS,
    );
    test(
      `${file}: the reading is exactly the contract's creditReportReadingSchema`,
      async () => {
        const reading = await readFixture(file);
        expect(creditReportReadingSchema.strict().parse(reading)).toEqual(reading);
      },
      TIMEOUT_MS,
    );
  }
});

describe('reading credit reports: format detection and bad input', () => {
  test('the format comes from the content, not the file name', () => {
    expect(textFixtures.map((f) => [f, detectFormat(readFileSync(join(DIR, f), 'utf8'))])).toEqual(
      textFixtures.map((f) => [f, f.endsWith('.json') ? 'json' : f.endsWith('.csv') ? 'csv' : 'text']),
    );
  });

  test('empty, unreadable or account-less content is a clear error, never a made-up reading', () => {
    expect(() => readCreditReport('   ')).toThrow(ReportReadError);
    expect(() => readCreditReport('{"tradelines": ')).toThrow('not valid JSON');
    expect(() => readCreditReport('Creditor,Balance\r\n')).toThrow(ReportReadError);
    expect(() => readCreditReport('Dear customer,\nthank you for your letter.')).toThrow('No accounts');
  });

  test('a report without a score reads creditScore null, never an invented number', () => {
    const reading = readCreditReport('Experian report\nAccounts\nACME BANK\nBalance: $100\nStatus: Open\n');
    expect(reading.creditScore).toBeNull();
    expect(reading.totalBalance).toBe(100);
  });
});
