/** Tradeline CSV exports: one account a row; BOM, quoted cells ("$1,234.56"), CRLF and header name variants. */
import { accountFrom, fieldKey, type FieldBag } from './fields';
import * as norm from './normalize';
import { ReportReadError, type ParsedReport } from './types';

/** RFC 4180 rows; delimiter is a comma, or a semicolon/tab when the header uses that instead. */
export function csvRows(content: string): string[][] {
  const body = content.replace(/^\uFEFF/, '');
  const header = body.split('\n', 1)[0]!;
  const delimiter = [',', ';', '\t'].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows.filter((r) => r.some((c) => c.trim()));
}

export function parseCsv(content: string): ParsedReport {
  const [header, ...rows] = csvRows(content);
  if (!header || rows.length === 0) throw new ReportReadError('The CSV file has no account rows.');
  const keys = header.map(fieldKey);
  const bags: FieldBag[] = rows.map((cells) => new Map(keys.map((k, i) => [k, cells[i]])));
  const accounts = bags.map((bag) => accountFrom(bag, null)).filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('The CSV file has no creditor column this reader knows.');
  const reportDate = bags.map((bag) => norm.date(bag.get('reportdate'))).find(Boolean) ?? null;
  return {
    bureau: null,
    reportDate,
    creditScore: null,
    scoreModel: null,
    scoreRange: null,
    consumer: norm.consumer(null, null),
    accounts,
    publicRecords: [],
    inquiries: [],
  };
}
