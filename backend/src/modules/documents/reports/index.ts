/** readCreditReport: the text of a credit report (plain/pdftotext text, CSV tradelines or vendor JSON) → its
 * reading; readCreditReportFile: an uploaded report file (PDF, TXT, CSV, JSON) → its reading. */
import { DocumentReadError, extractDocumentText } from '../extract';
import { parseCsv } from './csv';
import { detectFormat } from './detect';
import { parseJson } from './json';
import { summarize } from './summary';
import { parseText } from './text';
import { ReportReadError, type CreditReportReading, type ParsedReport, type ReportFormat } from './types';

const PARSERS: Record<ReportFormat, (content: string) => ParsedReport> = { text: parseText, pdf: parseText, csv: parseCsv, json: parseJson };

/** hint: the format when the caller knows it for sure; otherwise it is detected from the content. */
export function readCreditReport(content: string, hint?: ReportFormat): CreditReportReading {
  if (!content.trim()) throw new ReportReadError('The report is empty.');
  const format = hint ?? detectFormat(content);
  return summarize(PARSERS[format](content), format);
}

/** An uploaded report file → its reading. The kind says how to get the text out (PDF or text); which text
 * format it holds (report text, CSV, JSON) is detected from the content. */
export async function readCreditReportFile(bytes: Uint8Array, kind: 'pdf' | 'txt' | 'csv' | 'json'): Promise<CreditReportReading> {
  let text: string;
  try {
    ({ text } = await extractDocumentText(bytes, kind));
  } catch (error) {
    if (error instanceof DocumentReadError) throw new ReportReadError(error.message);
    throw error;
  }
  if (kind === 'pdf') {
    if (!text.trim()) throw new ReportReadError('The PDF has no text that could be read.');
    return readCreditReport(text, 'pdf');
  }
  return readCreditReport(text);
}

export { detectFormat, ReportReadError };
export type * from './types';
