// The report reader's work (bench/report-reading.mjs runs this under Bun): a large text PDF report built once
// (a bureau-style report of PAGES pages of accounts, TARGET_MB in all), read WARMUP untimed times then RUNS
// timed times with readCreditReportFile; then the field accuracy over the fixture set.
// Prints JSON: the milliseconds of each timed read, the PDF's bytes and pages, the accounts read, the accuracy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { stopOcr } from '../backend/src/modules/documents/extract';
import { encodePng } from '../backend/src/modules/documents/extract/png';
import { readCreditReportFile } from '../backend/src/modules/documents/reports';
import { compareReading } from '../backend/test/fixtures/reports/accuracy';
// @ts-expect-error the fixture generator is plain JavaScript
import { textPdf } from '../backend/test/fixtures/reports/generate-pdfs.mjs';

const [WARMUP, RUNS, TARGET_MB, PAGES] = process.argv.slice(2).map(Number) as [number, number, number, number];
const FIXTURES = path.join(import.meta.dir, '..', 'backend', 'test', 'fixtures', 'reports');
const CREDITORS = ['CAPITAL ONE', 'CHASE CARD SERVICES', 'DISCOVER BANK', 'SYNCB/AMAZON', 'WELLS FARGO', 'CITIBANK NA', 'NAVIENT', 'ALLY FINANCIAL', 'MIDLAND CREDIT MGMT', 'US BANK'];

function account(i: number): string {
  const pad = (s: string) => s.padEnd(27);
  const late = i % 7 === 0;
  return [
    CREDITORS[i % CREDITORS.length]!,
    `${pad('Account Number:')}${pad(`xxxxxxxx${String(1000 + (i % 9000))}`)}     Reported Balance:   $${(i * 37) % 9000}`,
    `${pad('Account Type:')}${pad(i % 3 ? 'Revolving' : 'Installment')}     Credit Limit:       $${1000 + (i % 20) * 500}`,
    `${pad('Account Status:')}${pad(i % 5 ? 'OPEN' : 'CLOSED')}     Highest Credit:     $${2000 + (i % 30) * 250}`,
    `${pad('Date Opened:')}${pad(`0${1 + (i % 9)}/${2000 + (i % 25)}`)}     Date Closed:`,
    `${pad('Payment Status:')}${late ? '30 Days Past Due' : 'Pays as agreed'}`,
    `${pad('30 Days Late:')}${late ? 1 : 0}        60 Days Late:    0       90+ Days Late:   0`,
    '',
  ].join('\n');
}

/** A bureau-style report of PAGES pages of accounts, each page also carrying a chart image (incompressible
 * pixels) so the file reaches TARGET_MB the way real report PDFs do (their size is mostly images and fonts). */
async function largeReport(): Promise<{ pdf: Uint8Array; pages: number }> {
  const head = 'Equifax Credit Report for BENCH A. READER                      Confirmation # 1000000001\nDate of Report: 01/05/2026\n\nPersonal Information\nName:                      BENCH A. READER\nAddress:                   1 Test Way, Austin, TX 78701\n\nRevolving Accounts\n';
  const lines = Array.from({ length: Math.round(PAGES * 7.4) }, (_, i) => account(i)).join('\n').split('\n');
  const paged = lines.flatMap((line, i) => ((i + 1) % 60 === 0 ? [line, `${' '.repeat(80)}Page ${(i + 1) / 60} of many`] : [line]));
  const doc = await PDFDocument.load(await textPdf(head + paged.join('\n')));
  const textBytes = (await doc.save()).length;
  const side = Math.ceil(Math.sqrt(Math.max(0, TARGET_MB * 1_000_000 - textBytes) / doc.getPageCount() / 3));
  let seed = 1;
  for (const page of doc.getPages()) {
    const pixels = new Uint8Array(side * side * 3).map(() => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24));
    page.drawImage(await doc.embedPng(encodePng(pixels, side, side, 3)), { x: 400, y: 20, width: 120, height: 60 });
  }
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}

const { pdf, pages } = await largeReport();
let reading = await readCreditReportFile(pdf, 'pdf');
for (let i = 1; i < WARMUP; i++) await readCreditReportFile(pdf, 'pdf');
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  reading = await readCreditReportFile(pdf, 'pdf');
  times.push(performance.now() - t0);
}

let fields = 0;
let right = 0;
const files = readdirSync(FIXTURES).filter((f) => /\.(pdf|txt|csv|json)$/.test(f) && !f.endsWith('.expected.json'));
for (const file of files) {
  const kind = file.split('.').pop() as 'pdf' | 'txt' | 'csv' | 'json';
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, file.replace(/\.\w+$/, '.expected.json')), 'utf8'));
  const result = compareReading(await readCreditReportFile(new Uint8Array(readFileSync(path.join(FIXTURES, file))), kind), expected);
  fields += result.fields;
  right += result.fields - result.wrong.length;
}
await stopOcr();
console.log(JSON.stringify({ times, bytes: pdf.length, pages, accounts: reading.accounts.length, fixtures: files.length, fields, right }));
