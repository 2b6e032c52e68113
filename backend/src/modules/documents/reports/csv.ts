/** Tradeline CSV exports: one account a row (a Bureau column in 3-bureau exports), inquiries as rows whose type
 * or status says so; BOM, quoted cells ("$1,234.56"), CRLF, `;` or tab separators and header name variants. */
import { accountFrom, FieldBag, fieldKey, fieldOf, inquiryFrom, pick, publicRecordFrom } from './fields';
import * as norm from './normalize';
import { type Bureau, ReportReadError, type ParsedReport } from './types';

/** RFC 4180 rows; delimiter is a comma, or a semicolon/tab when the header uses that instead. */
export function csvRows(content: string): string[][] {
  const body = content.replace(/^\uFEFF/, '');
  // the delimiter the header-like first lines use most (a title line above the header has none)
  const header = body.split('\n', 5).reduce((a, b) => (b.split(/[,;\t]/).length > a.split(/[,;\t]/).length ? b : a), '');
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

/** Where a cell was read: its row and column ("row 4: Balance $1,234"). */
const cellSource = (header: string[], cells: string[], row: number, i: number) => ({
  page: null,
  text: `row ${row + 2}: ${header[i]} ${cells[i] ?? ''}`.trim(),
});

/** A row as a field bag, each value with its source. */
function rowBag(header: string[], cells: string[], row: number): FieldBag {
  const bag = new FieldBag();
  header.forEach((name, i) => bag.put(fieldKey(name), cells[i], cellSource(header, cells, row, i)));
  return bag;
}

const isInquiryRow = (cells: string[]) => cells.some((c) => /^(hard |soft |regular |promotional )?(credit )?inquir(y|ies)$/i.test(c.trim()));
const isRecordRow = (cells: string[]) =>
  cells.some((c) => /^(public record\b.*|bankruptcy|chapter (7|11|13)( bankruptcy)?|civil judgment|judgment|tax lien|lien)$/i.test(c.trim()));

/** "TU Balance", "Experian Status", "Balance (EQ)": a column of one bureau in a wide 3-bureau export. */
function bureauColumn(name: string): { bureau: Bureau; field: string } | null {
  const m =
    name.match(/^(TU|TUC|TRANS ?UNION|EX|EXP|XPN|EXPERIAN|EQ|EQF|EFX|EQUIFAX)[\s_:-]+(.+)$/i) ??
    name.match(/^(.+?)[\s_(-]+(TU|TUC|TRANS ?UNION|EX|EXP|XPN|EXPERIAN|EQ|EQF|EFX|EQUIFAX)\)?$/i);
  if (!m) return null;
  const [bureauText, field] = /^(TU|TUC|TRANS ?UNION|EX|EXP|XPN|EXPERIAN|EQ|EQF|EFX|EQUIFAX)$/i.test(m[1]!) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const bureau = norm.bureau(bureauText);
  return bureau && fieldOf(field) ? { bureau, field } : null;
}

type BureauColumns = ReturnType<typeof bureauColumn>[];

/** A wide export's row (one account, the bureaus side by side) as one bag per bureau that reports it. */
function bureauBags(header: string[], columns: BureauColumns, cells: string[], row: number): FieldBag[] {
  const bureaus = [...new Set(columns.flatMap((c) => (c ? [c.bureau] : [])))];
  return bureaus.flatMap((bureau) => {
    const own = columns.flatMap((col, i) => (col?.bureau === bureau && norm.text(cells[i]) ? [{ col, i }] : []));
    if (own.length === 0) return [];
    const bag = new FieldBag();
    for (const { col, i } of own) bag.put(fieldKey(col.field), cells[i], cellSource(header, cells, row, i));
    header.forEach((name, i) => columns[i] || bag.put(fieldKey(name), cells[i], cellSource(header, cells, row, i)));
    bag.put('bureau', bureau);
    return [bag];
  });
}

/** The header: the first row of at least `minCells` cells naming two or more known columns (a title row or a blank
 * one may come first), or -1. Rows before it that say "Report date: …" give the report's date. */
export const headerRowAt = (rows: string[][], minCells = 0) =>
  rows.findIndex((r) => r.length >= minCells && r.filter((c) => fieldOf(c) !== undefined).length >= 2);

export function parseCsv(content: string): ParsedReport {
  const all = csvRows(content);
  const at = Math.max(0, headerRowAt(all));
  const [header, ...rows] = all.slice(at);
  if (!header || rows.length === 0) throw new ReportReadError('The CSV file has no account rows.');
  const titleDate = all
    .slice(0, at)
    .flat()
    .map((c) => c.match(/(?:report date|date of report|as of|generated|created)\s*:?\s*(.+)$/i)?.[1])
    .find((d) => d && norm.date(d));
  const bags = rows.map((cells, row) => {
    const bag = rowBag(header, cells, row);
    // a public record is a row whose type says so (a pay status "Bankruptcy" is an account's)
    return { bag, cells, row, inquiry: isInquiryRow(cells), record: isRecordRow([String(pick(bag, 'type') ?? '')]) };
  });
  const columns = header.map(bureauColumn);
  const wide = columns.some((c) => c !== null);
  const accountRows = bags.filter((b) => !b.inquiry && !b.record);
  const accounts = (wide ? accountRows.flatMap(({ cells, row }) => bureauBags(header, columns, cells, row)) : accountRows.map(({ bag }) => bag))
    .map((bag) => accountFrom(bag, null))
    .filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('The CSV file has no creditor column this reader knows.');
  const inquiries = bags
    .filter((b) => b.inquiry)
    .map(({ bag, cells }) => {
      // an inquiry row gives its date in the export's opened or reported column, never the report's date
      if (!bag.has('date'))
        bag.put(
          'date',
          pick(bag, 'opened') ?? pick(bag, 'lastReported') ?? [...bag].find(([key, value]) => /date/.test(key) && !/report/.test(key) && norm.date(value))?.[1],
        );
      return inquiryFrom(bag, norm.inquiryKind(cells.find((c) => /inquir/i.test(c))) ?? 'hard', null);
    });
  // a 3-bureau export's rows carry each bureau's report date: the file's is the latest
  const reportDate =
    bags
      .map(({ bag }) => norm.date(bag.get('reportdate') ?? bag.get('dateofreport')))
      .filter(Boolean)
      .sort()
      .at(-1) ??
    norm.date(titleDate) ??
    null;
  return {
    bureau: null,
    reportDate,
    creditScore: null,
    scoreModel: null,
    scoreRange: null,
    consumer: norm.consumer(null, null),
    accounts,
    publicRecords: bags
      .filter((b) => b.record)
      .map(({ bag }) => publicRecordFrom(bag, null))
      .filter((r) => r !== null),
    inquiries: inquiries.filter((i) => i !== null),
  };
}
