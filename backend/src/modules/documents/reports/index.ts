/** readCreditReport: the text of a credit report (plain/pdftotext text, CSV tradelines or vendor JSON) → its reading. */
import { parseCsv } from './csv';
import { detectFormat } from './detect';
import { parseJson } from './json';
import { summarize } from './summary';
import { parseText } from './text';
import { ReportReadError, type CreditReportReading, type ReportFormat } from './types';

const PARSERS: Record<ReportFormat, (content: string) => ReturnType<typeof parseText>> = { text: parseText, csv: parseCsv, json: parseJson };

/** hint: the format when the caller knows it for sure; otherwise it is detected from the content. */
export function readCreditReport(content: string, hint?: ReportFormat): CreditReportReading {
  if (!content.trim()) throw new ReportReadError('The report is empty.');
  const format = hint ?? detectFormat(content);
  return summarize(PARSERS[format](content), format);
}

export { detectFormat, ReportReadError };
export type * from './types';
