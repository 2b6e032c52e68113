/**
 * Runs in a child process (read-in-child.ts starts it): reads one uploaded file from stdin and prints one JSON
 * line — `{ ok: true, value }` or `{ ok: false, message }` with a sentence for the user. A PDF bomb or a runaway
 * OCR that outlives the parent's time or memory limit is killed with this process, never the server.
 *   bun read-child.ts report <pdf|txt|csv|json>   → the credit report's reading
 *   bun read-child.ts text <kind>                 → the document's text
 */
import { DocumentReadError, type DocumentKind, extractDocumentText, stopOcr } from '../extract';
import { readCreditReportFile, type ReportFileKind, ReportReadError } from '../reports';

const [mode, kind] = process.argv.slice(2) as ['report' | 'text', DocumentKind];

async function run(): Promise<unknown> {
  const bytes = new Uint8Array(await Bun.stdin.arrayBuffer());
  if (mode === 'report') return readCreditReportFile(bytes, kind as ReportFileKind);
  // only the text crosses back: positioned lines are the report reader's, which reads them in this process
  const { text, pages, ocr } = await extractDocumentText(bytes, kind);
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
