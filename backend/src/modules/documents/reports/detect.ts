/** Which reader applies, from the content itself (a file's name or type can lie). */
import { csvRows } from './csv';
import { fieldOf } from './fields';
import type { ReportFormat } from './types';

export function detectFormat(content: string): ReportFormat {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  const [header, second] = csvRows(start.slice(0, 4096));
  const knownColumns = header?.filter((cell) => fieldOf(cell) !== undefined).length ?? 0;
  return knownColumns >= 2 && second !== undefined && second.length === header!.length ? 'csv' : 'text';
}
