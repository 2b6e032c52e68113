// The report reader's work (bench/report-reading.mjs runs this under Bun): a large text PDF report built once
// (a bureau-style report of PAGES pages of accounts, TARGET_MB in all), read WARMUP untimed times then RUNS
// timed times with readCreditReportFile; then the accuracy on the generated corpus (dev and held-out layouts)
// and the cross-bureau findings on its 3-bureau files.
// Prints JSON: the milliseconds of each timed read, the PDF's bytes and pages, the accounts read, the scores.
import { PDFDocument } from 'pdf-lib';
import { stopOcr } from '../backend/src/modules/documents/extract';
import { encodePng } from '../backend/src/modules/documents/extract/png';
import { readCreditReportFile } from '../backend/src/modules/documents/reports';
import { SETS } from '../backend/test/report-corpus/corpus';
import { evaluateCorpus } from '../backend/test/report-corpus/evaluate';
import { checkFindings } from '../backend/test/report-corpus/findings';
// @ts-expect-error the fixture generator is plain JavaScript
import { textPdf } from '../backend/test/fixtures/reports/generate-pdfs.mjs';

const [WARMUP, RUNS, TARGET_MB, PAGES] = process.argv.slice(2).map(Number) as [number, number, number, number];
const CREDITORS = [
  'CAPITAL ONE',
  'CHASE CARD SERVICES',
  'DISCOVER BANK',
  'SYNCB/AMAZON',
  'WELLS FARGO',
  'CITIBANK NA',
  'NAVIENT',
  'ALLY FINANCIAL',
  'MIDLAND CREDIT MGMT',
  'US BANK',
];

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
  const head =
    'Equifax Credit Report for BENCH A. READER                      Confirmation # 1000000001\nDate of Report: 01/05/2026\n\nPersonal Information\nName:                      BENCH A. READER\nAddress:                   1 Test Way, Austin, TX 78701\n\nRevolving Accounts\n';
  const lines = Array.from({ length: Math.round(PAGES * 7.4) }, (_, i) => account(i))
    .join('\n')
    .split('\n');
  const paged = lines.flatMap((line, i) => ((i + 1) % 60 === 0 ? [line, `${' '.repeat(80)}Page ${(i + 1) / 60} of many`] : [line]));
  const doc = await PDFDocument.load(await textPdf(head + paged.join('\n')));
  const textBytes = (await doc.save()).length;
  const side = Math.ceil(Math.sqrt(Math.max(0, TARGET_MB * 1_000_000 - textBytes) / doc.getPageCount() / 3));
  let seed = 1;
  for (const page of doc.getPages()) {
    const pixels = new Uint8Array(side * side * 3).map(() => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24);
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

// accuracy on the generated corpus: expected readings from the generator's data; held-out layouts never tuned on
const corpus = await evaluateCorpus();
const findings = await Promise.all(SETS.map(checkFindings));
await stopOcr();
console.log(
  JSON.stringify({
    times,
    bytes: pdf.length,
    pages,
    accounts: reading.accounts.length,
    corpus: SETS.map((set) => ({
      set,
      layouts: corpus.layouts.filter((l) => l.set === set).length,
      files: corpus.layouts.filter((l) => l.set === set).reduce((n, l) => n + l.files, 0),
      score: corpus[set],
    })),
    findings: findings.map(({ set, expected, found, doubled }) => ({ set, expected, found, doubled })),
  }),
);
