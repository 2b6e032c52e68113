/** readCreditReport: the text of a credit report (plain/pdftotext text, CSV tradelines or vendor JSON) → its
 * reading; readCreditReportFile: an uploaded report file (PDF, TXT, CSV, JSON, a saved HTML page) → its reading.
 * PDF, text and HTML are read as positioned lines (positioned/); CSV and JSON by their own readers. */
import { DocumentReadError, extractDocumentText, type Line, linesFromText } from '../extract';
import { parseCsv } from './csv';
import { detectFormat } from './detect';
import { parseJson } from './json';
import { parsePositioned } from './positioned';
import { summarize } from './summary';
import { ReportReadError, type CreditReportReading, type ParsedReport, type ReportFormat } from './types';

export type ReportFileKind = 'pdf' | 'txt' | 'csv' | 'json' | 'html';

/** A .csv file is read as CSV, a .json file as JSON, unless the content is plainly the other; .txt is detected. */
function formatOfText(kind: ReportFileKind, text: string): ReportFormat {
  const detected = detectFormat(text);
  if (kind === 'csv' && detected === 'text') return 'csv';
  return detected;
}

function parseContent(content: string, format: ReportFormat, lines?: Line[]): ParsedReport {
  if (format === 'csv') return parseCsv(content);
  if (format === 'json') return parseJson(content);
  return parsePositioned(lines ?? linesFromText(content));
}

/** hint: the format when the caller knows it for sure; otherwise it is detected from the content. */
export function readCreditReport(content: string, hint?: ReportFormat): CreditReportReading {
  if (!content.trim()) throw new ReportReadError('The report is empty.');
  const format = hint ?? detectFormat(content);
  return summarize(parseContent(content, format), format);
}

/** An uploaded report file → its reading. The kind says how to get the text out (PDF, HTML or text); which text
 * format a text file holds (report text, CSV, JSON) is detected from the content. */
export async function readCreditReportFile(bytes: Uint8Array, kind: ReportFileKind): Promise<CreditReportReading> {
  let extracted: Awaited<ReturnType<typeof extractDocumentText>>;
  try {
    extracted = await extractDocumentText(bytes, kind);
  } catch (error) {
    if (error instanceof DocumentReadError) throw new ReportReadError(error.message);
    throw error;
  }
  if (!extracted.text.trim()) throw new ReportReadError(kind === 'pdf' ? 'The PDF has no text that could be read.' : 'The report is empty.');
  const format: ReportFormat = kind === 'pdf' || kind === 'html' ? kind : formatOfText(kind, extracted.text);
  return summarize(parseContent(extracted.text, format, extracted.lines), format);
}

export { detectFormat, ReportReadError };
export type * from './types';
