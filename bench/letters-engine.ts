// The letter engine's work for one dispute (bench/letters.mjs runs this under Bun): the three bureau letters
// with the offline (template) writer and their PDFs, WARMUP untimed rounds then RUNS timed ones.
// Prints JSON: the milliseconds of each timed round, and the pages and bytes of the last round's PDFs.
import { BUREAUS } from '@finx/contracts';
import { PDFDocument } from 'pdf-lib';
import { createLetterWriter, type LetterInput, letterPdf } from '../backend/src/modules/disputes/letters';
import { createLogger } from '../backend/src/platform/logger';

const [WARMUP, RUNS] = process.argv.slice(2).map(Number);
const writer = createLetterWriter({ apiKey: undefined, baseUrl: 'https://api.openai.com/v1', model: 'unused' }, createLogger({ level: 'silent' }));

const input = (bureau: LetterInput['dispute']['bureau']): LetterInput => ({
  dispute: {
    id: 1,
    type: 'validation',
    creditor: 'Midland Credit Management',
    accountNumber: '****9876',
    amount: '1250.50',
    bureau,
    description: 'I never had an account with the original creditor and have never received a validation notice.',
    disputeReason: 'not_mine',
    submittedDate: new Date('2025-01-10T15:30:00Z'),
    round: 1,
  },
  consumer: {
    firstName: 'Jane',
    lastName: 'Doe',
    address: '12 Oak St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    ssnLast4: '6789',
    dateOfBirth: '1990-04-12',
  },
  date: new Date('2025-03-05T09:00:00Z'),
});

async function round() {
  return Promise.all(BUREAUS.map(async (bureau) => letterPdf(await writer.write(input(bureau)))));
}

for (let i = 0; i < WARMUP; i++) await round();
const times: number[] = [];
let pdfs: Uint8Array[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  pdfs = await round();
  times.push(performance.now() - t0);
}
const pages = await Promise.all(pdfs.map(async (pdf) => (await PDFDocument.load(pdf)).getPageCount()));
console.log(JSON.stringify({ times, pages, bytes: pdfs.map((p) => p.length) }));
