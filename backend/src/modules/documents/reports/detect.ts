/** Which reader applies, from the content itself (a file's name or type can lie). */
import { csvRows, headerRowAt } from './csv';
import type { ReportFormat } from './types';

export function detectFormat(content: string): ReportFormat {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  // a header naming two known columns, within the first rows (a title row may come first), and a row as wide
  const rows = csvRows(start.slice(0, 4096)).slice(0, 6);
  const at = headerRowAt(rows, 3);
  return at >= 0 && rows[at + 1]?.length === rows[at]!.length ? 'csv' : 'text';
}
