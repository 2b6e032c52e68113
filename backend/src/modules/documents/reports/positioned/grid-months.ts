/**
 * The months of a payment-history grid (issue 29): a header row of months ("Jan … Dec", "J F M … D", "Feb '25 …",
 * led by "Month" or "Year"), maybe a row of years under it ("'25 '25 … '24"), and rows of marks led by a year or a
 * bureau. Each mark is given the month of the header cell it sits under; a mark that cannot be placed (several
 * marks in one cell, no header cell near it, no year known) gets no month, so no month is ever guessed.
 */
import type { Cell, Line } from '../../extract';
import * as norm from '../normalize';
import type { PaymentHistory } from '../types';

export interface MonthColumn {
  month: number;
  year: number | null;
  x: number;
  right: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_CELL = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s*'?(\d{2}|\d{4}))?$/i;
const LEAD = /^(month|months|year|yr|mo\.?)$/i;
const YEAR_CELL = /^'?(\d{2})$|^((?:19|20)\d{2})$/;

/** '25 → 2025, 2024 → 2024. */
const fullYear = (text: string): number | null => {
  const m = text.trim().match(YEAR_CELL);
  return m ? (m[1] ? 2000 + Number(m[1]) : Number(m[2])) : null;
};

const withoutLead = (cells: Cell[]) => (cells.length && LEAD.test(cells[0]!.text.trim()) ? cells.slice(1) : cells);

/** A header row of months, or null. */
export function monthHeaderOf(line: Line): MonthColumn[] | null {
  const cells = withoutLead(line.cells);
  if (cells.length < 6) return null;
  if (cells.map((c) => c.text.trim()).join('') === 'JFMAMJJASOND') return cells.map((c, i) => ({ month: i + 1, year: null, x: c.x, right: c.right }));
  const columns: MonthColumn[] = [];
  for (const c of cells) {
    const m = c.text.trim().match(MONTH_CELL);
    if (!m) return null;
    columns.push({ month: MONTHS.indexOf(m[1]!.toLowerCase()) + 1, year: m[2] ? fullYear(m[2]) : null, x: c.x, right: c.right });
  }
  return columns;
}

/** A row of years under the month header ("'25 '25 … '24"): the header with each column's year, or null. */
export function withYearRow(header: MonthColumn[], line: Line): MonthColumn[] | null {
  const cells = withoutLead(line.cells);
  if (cells.length < Math.min(6, header.length) || cells.length > header.length || !cells.every((c) => fullYear(c.text) !== null)) return null;
  const years = header.map((h) => h.year);
  for (const c of cells) {
    const k = nearest(header, c);
    if (k === null) return null;
    years[k] = fullYear(c.text);
  }
  return header.map((h, k) => ({ ...h, year: years[k] ?? null }));
}

const center = (c: { x: number; right: number }) => (c.x + c.right) / 2;

/** The header column a cell sits under: the nearest by centre, within about half a column's spacing. */
function nearest(header: MonthColumn[], cell: Cell): number | null {
  const spacing = header.length > 1 ? (center(header.at(-1)!) - center(header[0]!)) / (header.length - 1) : Infinity;
  let best: number | null = null;
  header.forEach((h, k) => {
    if (best === null || Math.abs(center(h) - center(cell)) < Math.abs(center(header[best]!) - center(cell))) best = k;
  });
  return best !== null && Math.abs(center(header[best]!) - center(cell)) <= Math.abs(spacing) * 0.6 ? best : null;
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** The dated marks of one grid row under `header`, or null when its marks cannot all be placed. */
export function historyOf(line: Line, header: MonthColumn[]): PaymentHistory | null {
  const cells = [...line.cells];
  const first = cells[0]?.text.trim().split(/\s+/) ?? [];
  // the row's own year ("2025  OK OK …"), when it leads the row
  const rowYear = first.length && /^(19|20)\d{2}$/.test(first[0]!) ? Number(first[0]) : null;
  const marks: { cell: Cell; mark: NonNullable<ReturnType<typeof norm.paymentMark>> }[] = [];
  let crowded = false;
  for (const cell of cells) {
    const tokens = cell.text
      .trim()
      .split(/\s+/)
      .filter((t) => norm.paymentMark(t) !== null && !(cell === cells[0] && /^(19|20)\d{2}$/.test(t)));
    if (tokens.length > 1) crowded = true;
    for (const t of tokens) marks.push({ cell, mark: norm.paymentMark(t)! });
  }
  if (!marks.length) return null;
  // several marks in one cell can be placed only when they fill the header exactly, in its order
  if (crowded) {
    if (marks.length !== header.length) return null;
    return dated(
      marks.map((m, k) => [header[k]!, m.mark] as const),
      rowYear,
    );
  }
  const placed: (readonly [MonthColumn, (typeof marks)[number]['mark']])[] = [];
  const used = new Set<number>();
  for (const m of marks) {
    const k = nearest(header, m.cell);
    if (k === null || used.has(k)) return null;
    used.add(k);
    placed.push([header[k]!, m.mark]);
  }
  return dated(placed, rowYear);
}

function dated(placed: readonly (readonly [MonthColumn, PaymentHistory[number]['mark']])[], rowYear: number | null): PaymentHistory | null {
  const out: PaymentHistory = [];
  for (const [column, mark] of placed) {
    const year = rowYear ?? column.year;
    if (year === null) return null;
    out.push({ month: month(year, column.month), mark });
  }
  return out;
}
