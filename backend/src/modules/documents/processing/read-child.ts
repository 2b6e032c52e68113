/**
 * Runs in a child process (read-in-child.ts starts it): reads one uploaded file from stdin and prints one JSON
 * line — `{ ok: true, value }` or `{ ok: false, message }` with a sentence for the user. Before reading it bounds
 * itself (reader-bounds.ts): it dies with its parent, and past its memory cap or deadline it ends with an exit
 * code the parent puts into words — a PDF bomb or a runaway OCR dies with this process, never the server.
 *   bun read-child.ts report <pdf|txt|csv|json> <bounds JSON>   → the credit report's reading
 *   bun read-child.ts text <kind> <bounds JSON>                 → the document's text
 */
import type { DocumentKind } from '../extract';
import type { ReportFileKind } from '../reports';
import { boundThisReader, type ReaderBounds } from './reader-bounds';

const [mode, kind, bounds] = process.argv.slice(2) as ['report' | 'text', string, string];
await boundThisReader(JSON.parse(bounds) as ReaderBounds);

// the readers load only once the bounds hold
const { DocumentReadError, extractDocumentText, stopOcr } = await import('../extract');
const { readCreditReportFile, ReportReadError } = await import('../reports');

async function run(): Promise<unknown> {
  const bytes = new Uint8Array(await Bun.stdin.arrayBuffer());
  if (mode === 'report') return readCreditReportFile(bytes, kind as ReportFileKind);
  // only the text crosses back: positioned lines are the report reader's, which reads them in this process
  const { text, pages, ocr } = await extractDocumentText(bytes, kind as DocumentKind);
  return { text, pages, ocr };
}

let answer: { ok: true; value: unknown } | { ok: false; message: string };
try {
  answer = { ok: true, value: await run() };
} catch (err) {
  const known = err instanceof ReportReadError || err instanceof DocumentReadError;
  answer = { ok: false, message: known ? err.message : 'The file could not be read; it may be damaged.' };
}
await stopOcr().catch(() => undefined);
process.stdout.write(`${JSON.stringify(answer)}\n`, () => process.exit(0));
