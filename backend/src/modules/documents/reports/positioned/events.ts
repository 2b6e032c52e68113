/**
 * Positioned lines → what they say, in order: section headings, label/value pairs, lines of plain text (titles,
 * addresses, remarks), payment-grid rows, and the rows of a 3-bureau table. Labels pair with values by
 * position: to the right on the same row ("Label: value", "Label   value"), the row below when a whole row is
 * labels (a table header, one value row or many), the line below when a label stands alone; a label wrapped
 * onto two lines is put back together. A label the dictionary does not know is kept as a pair nobody reads.
 */
import { type Cell, type Line, lineText } from '../../extract';
import { fieldOf, isKnownLabel, isScoreLabel, reportFieldOf } from '../labels';
import * as norm from '../normalize';
import type { Bureau, PaymentHistory, Source } from '../types';
import { gridMarks, isBureauName, isCapitals, isTitle, isCityLine, isMonthHeader, isSubHeading, looksLikeValue, splitColon, splitLeadingLabel } from './cells';
import { historyOf, type MonthColumn, monthHeaderOf, withYearRow } from './grid-months';
import { sectionOf, type Section } from './sections';

export type Event =
  | { kind: 'heading'; section: Section; text: string; line: Line }
  | { kind: 'pair'; label: string; value: string; source: Source; line: Line; bureau?: Bureau }
  /** indented: the text starts right of the lines around it (a value column, not a heading at the margin). */
  | { kind: 'text'; text: string; cells: Cell[]; line: Line; indented: boolean }
  /** history: the row's marks with their months, when the grid's header dates them (grid-months.ts). */
  | { kind: 'grid'; bureau: Bureau | null; marks: number[]; line: Line; history?: PaymentHistory }
  /** A table row starts (a table whose header names the creditor: each row is an item). */
  | { kind: 'row'; line: Line }
  /** A 3-bureau column header: the bureaus the following rows' values belong to. */
  | { kind: 'bureaus'; bureaus: Bureau[]; line: Line };

/** A label's value on the line below: a name in capitals there is a creditor only for a name label (else it is
 * the next account's title, under a label left empty such as "Remarks"). */
const valueMayBelow = (label: string, value: string) =>
  !isCapitals(value) ||
  looksLikeValue(value) ||
  ['creditor', 'originalCreditor', 'type', 'status', 'paymentStatus'].includes(fieldOf(label.replace(/:$/, '')) ?? '') ||
  !!reportFieldOf(label.replace(/:$/, ''));
/** Words that are values even though a label can read the same ("Closed", "Open"). */
const VALUE_WORD = /^(open|closed|paid|current|individual|joint|authorized user|none|yes|no|n\/a)$/i;

const isAmountOrDate = (text: string) => /^\(?-?\$\s?[\d,]+(\.\d\d)?\)?$|^\d{1,3}(\.\d)?%$/.test(text) || norm.date(text) !== null;
const sourceOf = (line: Line, label: string, value: string): Source => ({ page: line.page, text: `${label.replace(/:$/, '')} ${value}`.trim() });
/** A label: known, or any short text ending in a colon; a status word ("Closed", "Open") beside a label is its value. */
const isLabelCell = (text: string) =>
  ((isKnownLabel(text.replace(/:$/, '')) || isScoreLabel(text.replace(/:$/, ''))) && !VALUE_WORD.test(text)) || (/:$/.test(text) && text.length < 50);
const overlap = (a: Cell, b: Cell) => Math.min(a.right, b.right) - Math.max(a.x, b.x);

/** The header cell a value cell sits under: the most overlap, else the nearest left edge. */
function columnOf(cell: Cell, header: Cell[]): number {
  let best = -1;
  let bestScore = -Infinity;
  header.forEach((h, k) => {
    const score = overlap(cell, h) > 0 ? overlap(cell, h) : -Math.min(Math.abs(cell.x - h.x), Math.abs((cell.x + cell.right) / 2 - (h.x + h.right) / 2));
    if (score > bestScore) (bestScore = score), (best = k);
  });
  return best;
}

interface BureauColumns {
  bureaus: Bureau[];
  cells: Cell[];
}

/** A line naming two or three bureaus and nothing else (an empty or "Bureau" label cell may lead). */
function bureauHeader(line: Line): BureauColumns | null {
  const cells = line.cells.filter((c) => !/^(bureau|credit bureau|source)$/i.test(c.text));
  if (cells.length < 2 || !cells.every((c) => isBureauName(c.text))) return null;
  const bureaus = cells.map((c) => norm.bureau(c.text)!);
  return new Set(bureaus).size === bureaus.length ? { bureaus, cells } : null;
}

/** A label whose words go on in the cells right under it ("Estimated month and" / "year this item will be" / "removed"). */
function wrappedLabel(cell: Cell, line: Line, below: Line[]): { label: string; parts: [Line, Cell][] } | null {
  const parts: [Line, Cell][] = [];
  let label = cell.text;
  for (const l of below) {
    const part = l.cells.find((c) => Math.abs(c.x - cell.x) <= Math.max(2, line.size * 0.5));
    if (!part) return null;
    parts.push([l, part]);
    label = `${label} ${part.text}`;
    if (isKnownLabel(label) && !isScoreLabel(label)) return { label, parts };
  }
  return null;
}

/** Pairs and leftover text of one line read on its own (inquiry lists keep "Company  date" rows whole). */
function lineEvents(line: Line, next: Line | undefined, after: Line | undefined, consumed: Set<Line>, section: Section): Event[] {
  const events: Event[] = [];
  const leftover: Cell[] = [];
  const cells = line.cells;
  for (let k = 0; k < cells.length; k++) {
    const cell = cells[k]!;
    const pair = (label: string, value: string) => {
      // an address's city line below it, under the value: "Address:  41 Maple Terrace" / "Edison, NJ 08817"
      const city =
        /address/i.test(label) && value && !isCityLine(value) && next && !consumed.has(next) && next.cells.length === 1 && isCityLine(next.cells[0]!.text);
      if (city) consumed.add(next!);
      const full = city ? `${value}, ${next!.cells[0]!.text}` : value;
      events.push({ kind: 'pair', label, value: full, source: sourceOf(line, label, full), line });
    };
    const colon = splitColon(cell.text);
    const nextCell = cells[k + 1];
    if (colon) {
      if (colon.value) pair(colon.label, colon.value);
      else if (nextCell && !isLabelCell(nextCell.text) && !splitColon(nextCell.text)?.value) pair(colon.label, cells[++k]!.text);
      else if (
        !nextCell &&
        next &&
        !consumed.has(next) &&
        next.cells.length === 1 &&
        !isLabelCell(next.cells[0]!.text) &&
        valueMayBelow(colon.label, next.cells[0]!.text)
      ) {
        pair(colon.label, next.cells[0]!.text);
        consumed.add(next);
      } else pair(colon.label, '');
      continue;
    }
    if (isLabelCell(cell.text)) {
      if (nextCell && !isLabelCell(nextCell.text) && !splitColon(nextCell.text)?.value) pair(cell.text, cells[++k]!.text);
      else if (
        cells.length === 1 &&
        next &&
        !consumed.has(next) &&
        next.cells.length === 1 &&
        !isLabelCell(next.cells[0]!.text) &&
        valueMayBelow(cell.text, next.cells[0]!.text)
      ) {
        // a label alone on its line, its value alone on the next ("Your FICO® Score 8" / "702")
        pair(cell.text, next.cells[0]!.text);
        consumed.add(next);
      }
      continue;
    }
    // a label wrapped onto the next line or two: "Credit limit/Original" + "amount"
    const wrapped =
      nextCell && !isLabelCell(nextCell.text)
        ? wrappedLabel(
            cell,
            line,
            [next, after].filter((l): l is Line => !!l && !consumed.has(l)),
          )
        : null;
    if (wrapped) {
      pair(wrapped.label, cells[++k]!.text);
      for (const [l, c] of wrapped.parts) {
        if (l.cells.length === 1) consumed.add(l);
        else l.cells = l.cells.filter((x) => x !== c);
      }
      continue;
    }
    const leading = splitLeadingLabel(cell.text);
    if (leading) {
      pair(leading.label, leading.value);
      continue;
    }
    // a label the dictionary does not know, beside its amount or date ("Original Amount Owed  $1,172"): a pair
    // nobody reads, never a creditor's title (creditors print in capitals, and inquiry rows keep their dates)
    const unknownLabel =
      section !== 'inquiries' && !isCapitals(cell.text) && /^[A-Za-z][A-Za-z ()/&'-]{2,50}$/.test(cell.text) && cell.text.split(' ').length <= 6;
    // "Type of Loan   Credit Card": a two-cell line led by a label-like phrase is a pair whatever the value
    const plainNext = nextCell && !isLabelCell(nextCell.text) && !splitColon(nextCell.text)?.value;
    if (plainNext && unknownLabel && (isAmountOrDate(nextCell.text) || (cells.length === 2 && cell.text.split(' ').length <= 5))) {
      pair(cell.text, cells[++k]!.text);
      continue;
    }
    // the same, its value alone on the line below ("Credit used" / "48%")
    if (!nextCell && cells.length === 1 && unknownLabel && next && !consumed.has(next) && next.cells.length === 1 && isAmountOrDate(next.cells[0]!.text)) {
      pair(cell.text, next.cells[0]!.text);
      consumed.add(next);
      continue;
    }
    leftover.push(cell);
  }
  if (leftover.length) events.push({ kind: 'text', text: leftover.map((c) => c.text).join('  '), cells: leftover, line, indented: false });
  return events;
}

/** A header row of labels (nearly all known) and the value rows under it; `itemRows`: each row is an item (the
 * header names the creditor). A value that wraps onto the lines below its cell is put back together. */
function tableAt(lines: Line[], i: number, section: Section): { groups: Line[][]; header: Cell[]; itemRows: boolean } | null {
  const header = lines[i]!.cells;
  if (header.length < 2 || header.some((c) => splitColon(c.text)?.value || looksLikeValue(c.text))) return null;
  if (header.filter((c) => isLabelCell(c.text)).length < Math.max(2, Math.ceil(header.length * 0.6))) return null;
  const names = header.some((c) => /^(creditor|company|creditor name|company name|subscriber|name|account name|lender|furnisher)\b/i.test(c.text));
  const groups: Line[][] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const row = lines[j]!;
    if (row.page !== lines[i]!.page && groups.length === 0 && j > i + 1) break;
    const last = groups.at(-1);
    // a value wrapped onto the line below stays with its row ("Included in Chapter 13" / "bankruptcy")
    if (last && wraps(row, last[0]!, last.at(-1)!) && !(names && row.cells.some((c) => norm.date(c.text)))) {
      last.push(row);
      continue;
    }
    if (row.cells.some((c) => isLabelCell(c.text)) || sectionOf(lineText(row)) || bureauHeader(row)) break;
    // cells must sit under the header's columns (no cell left of the table)
    if (row.cells[0]!.x < header[0]!.x - 3 * row.size && groups.length > 0) break;
    if (last && !(names && (section === 'inquiries' || section === 'accounts' || section === 'records'))) break;
    groups.push([row]);
  }
  return groups.length ? { groups, header, itemRows: names && section !== 'top' } : null;
}

/** A line right under a table row (or its last wrapped line) whose every cell starts where one of the row's cells
 * does, with fewer cells: a value that wrapped, not a heading or a pair. */
const wraps = (line: Line, row: Line, above: Line) =>
  line.page === row.page &&
  line.y - above.y <= 1.8 * line.size &&
  line.cells.length < row.cells.length &&
  !(sectionOf(lineText(line)) && line.cells[0]!.x <= row.cells[0]!.x + line.size) &&
  line.cells.every((c) => !isLabelCell(c.text) && !splitColon(c.text) && row.cells.some((r) => Math.abs(r.x - c.x) <= line.size));

export function readEvents(lines: Line[]): Event[] {
  const events: Event[] = [];
  const consumed = new Set<Line>();
  let section = 'top' as Section;
  let columns: BureauColumns | null = null;
  // a bureau's name alone on a line heads that bureau's part of a summary or inquiry list
  let partOf: Bureau | null = null;
  const tagged = (list: Event[]) => (partOf ? list.map((e) => (e.kind === 'pair' && !e.bureau ? { ...e, bureau: partOf! } : e)) : list);
  // the month header of the payment grid being read: it dates the grid rows a few lines under it
  let months: { columns: MonthColumn[]; index: number; page: number } | null = null;
  const monthsFor = (i: number) => (months && lines[i]!.page === months.page && i - months.index <= 8 ? months.columns : null);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (consumed.has(line)) continue;
    const text = lineText(line);
    const header = bureauHeader(line);
    if (header) {
      columns = header;
      events.push({ kind: 'bureaus', bureaus: header.bureaus, line });
      continue;
    }
    const monthHeader = monthHeaderOf(line);
    if (monthHeader) {
      months = { columns: monthHeader, index: i, page: line.page };
      continue;
    }
    const years = months && i - months.index <= 2 ? withYearRow(months.columns, line) : null;
    if (years && months) {
      months.columns = years;
      continue;
    }
    // a bureau's score card: its name, then the number alone, then the model ("TransUnion" / "792" / "VantageScore 3.0")
    if (
      partOf &&
      line.cells.length === 1 &&
      /^([3-8]\d{2}|900)$/.test(text) &&
      /score|fico|vantage/i.test(
        lines
          .slice(i + 1, i + 3)
          .map(lineText)
          .join(' '),
      )
    ) {
      const model = lines
        .slice(i + 1, i + 3)
        .map(lineText)
        .find((t) => SCORE_MODEL.test(t));
      events.push({ kind: 'pair', label: 'Credit Score', value: text, source: sourceOf(line, 'Credit score', text), line, bureau: partOf });
      if (model) events.push({ kind: 'pair', label: 'Score Model', value: model, source: sourceOf(line, 'Score model', model), line, bureau: partOf });
      continue;
    }
    const cards = valuesAboveLabels(line, lines[i + 1]);
    if (cards) {
      events.push(...tagged(cards));
      consumed.add(lines[i + 1]!);
      continue;
    }
    // "Account details", "Contact information" inside an account open no section ("Account history" before any does)
    // a heading starts a line at the left, never further right (a status badge "Bankruptcy", a wrapped value)
    const heading: Section | undefined =
      line.cells.length <= 2 && !(section === 'accounts' && isSubHeading(text)) && !onTheRight(lines, i) ? sectionOf(text) : undefined;
    // "Hard inquiries" over "5" is a count, not the inquiries' heading
    const count = lines[i + 1]?.cells.length === 1 && /^\d{1,4}$/.test(lines[i + 1]!.cells[0]!.text) ? lines[i + 1]!.cells[0]!.text : null;
    if (heading && count !== null && line.cells.length === 1) {
      events.push(...tagged([{ kind: 'pair', label: text, value: count, source: sourceOf(line, text, count), line }]));
      consumed.add(lines[i + 1]!);
      continue;
    }
    if (heading) {
      section = heading;
      partOf = null;
      if (heading !== 'accounts') columns = null;
      events.push({ kind: 'heading', section: heading, text, line });
      continue;
    }
    if (isMonthHeader(text)) continue;
    if (line.cells.length === 1 && isBureauName(text) && (section === 'top' || section === 'summary' || section === 'inquiries' || section === 'records')) {
      partOf = norm.bureau(text);
      continue;
    }
    const scores = bureauScores(line);
    if (scores) {
      events.push(...scores);
      continue;
    }
    const grid = gridMarks(line.cells.map((c) => c.text).join(' '));
    if (grid) {
      const header = monthsFor(i);
      const history = header ? historyOf(line, header) : null;
      events.push({ kind: 'grid', bureau: grid.label ? norm.bureau(grid.label) : null, marks: grid.marks, line, ...(history ? { history } : {}) });
      continue;
    }
    if (columns) {
      const row = bureauRow(line, columns);
      if (row) {
        events.push(...row);
        continue;
      }
    }
    const inquiries = section === 'inquiries' ? inquiryCards(line, lines[i + 1]) : null;
    if (inquiries) {
      events.push(...tagged(inquiries));
      consumed.add(lines[i + 1]!);
      continue;
    }
    const table = tableAt(lines, i, section);
    if (table) {
      // each row (with the lines its values wrap onto) gives a set of pairs; rows naming a creditor each an item
      for (const group of table.groups) {
        if (table.itemRows) events.push({ kind: 'row', line: group[0]! });
        const byColumn = new Map<number, string[]>();
        for (const cell of group.flatMap((r) => r.cells)) {
          const k = columnOf(cell, table.header);
          byColumn.set(k, [...(byColumn.get(k) ?? []), cell.text]);
        }
        for (const [k, values] of byColumn) {
          const label = table.header[k]!.text.replace(/:$/, '');
          events.push(...tagged([{ kind: 'pair', label, value: values.join(' '), source: sourceOf(group[0]!, label, values.join(' ')), line: group[0]! }]));
        }
        group.forEach((r) => consumed.add(r));
      }
      continue;
    }
    const margin = marginAt(lines, i);
    events.push(
      ...tagged(lineEvents(line, lines[i + 1], lines[i + 2], consumed, section)).map((e) =>
        e.kind === 'text' ? { ...e, indented: e.cells[0]!.x > margin + Math.max(3, 1.5 * line.size) } : e,
      ),
    );
  }
  return events;
}

/** The left margin around line i: the leftmost start of the lines near it on its page. */
const marginAt = (lines: Line[], i: number) => Math.min(...around(lines, i, 8).map((l) => l.cells[0]!.x));

/** The lines within `reach` of line i on its page and in its page column. */
function around(lines: Line[], i: number, reach: number): Line[] {
  const { page, column } = lines[i]!;
  return lines.slice(Math.max(0, i - reach), i + reach + 1).filter((l) => l.page === page && l.column === column);
}

/** Whether line i starts well right of the text around it (its page column): a wrapped value, a badge. */
function onTheRight(lines: Line[], i: number): boolean {
  const near = around(lines, i, 12);
  const left = Math.min(...near.map((l) => l.cells[0]!.x));
  const right = Math.max(...near.map((l) => l.cells.at(-1)!.right));
  return lines[i]!.cells[0]!.x > left + 0.2 * (right - left);
}

const SCORE_MODEL = /FICO|Vantage/i;

/** A score table's row: "TransUnion  686  VantageScore 3.0  Score range: 300 - 850". */
function bureauScores(line: Line): Event[] | null {
  const [first, ...rest] = line.cells;
  if (!first || rest.length === 0 || !isBureauName(first.text)) return null;
  const score = rest.find((c) => /^([3-8]\d{2}|900)$/.test(c.text.trim()));
  if (!score) return null;
  const bureau = norm.bureau(first.text)!;
  const events: Event[] = [{ kind: 'pair', label: 'Credit Score', value: score.text, source: sourceOf(line, first.text, score.text), line, bureau }];
  const model = rest.find((c) => SCORE_MODEL.test(c.text));
  if (model) events.push({ kind: 'pair', label: 'Score Model', value: model.text, source: sourceOf(line, 'Score model', model.text), line, bureau });
  return events;
}

/** Inquiries set as cards side by side: a row of company names over a row of their dates. */
function inquiryCards(line: Line, next: Line | undefined): Event[] | null {
  if (!next || line.cells.length < 2 || next.cells.length !== line.cells.length || !line.cells.every((c) => isTitle(c.text))) return null;
  const dates = next.cells.map((c) => c.text.replace(/^(inquired on|requested on|date of (inquiry|request)|inquiry date)\s*:?\s*/i, ''));
  if (!dates.every((d) => norm.date(d)) || !next.cells.every((c, k) => Math.abs(c.x - line.cells[k]!.x) <= 2 * line.size)) return null;
  return line.cells.flatMap((cell, k): Event[] => [
    { kind: 'row', line },
    { kind: 'pair', label: 'Company', value: cell.text, source: sourceOf(line, '', cell.text), line },
    { kind: 'pair', label: 'Date', value: dates[k]!, source: sourceOf(next, '', next.cells[k]!.text), line: next },
  ]);
}

/** Summary cards: a row of numbers over a row of their labels ("12" over "Open accounts"). */
function valuesAboveLabels(line: Line, next: Line | undefined): Event[] | null {
  if (!next || next.page !== line.page || next.cells.length !== line.cells.length) return null;
  if (!line.cells.every((c) => /^\$?[\d,]+(\.\d\d)?%?$/.test(c.text) && !/^(19|20)\d\d$/.test(c.text))) return null;
  // card labels are words in sentence case ("Open accounts"), not a creditor in capitals
  if (!next.cells.every((c, k) => !looksLikeValue(c.text) && /[a-z]/.test(c.text) && overlap(c, line.cells[k]!) > -2 * line.size)) return null;
  return line.cells.map((cell, k) => {
    const label = next.cells[k]!.text;
    return { kind: 'pair', label, value: cell.text, source: sourceOf(line, label, cell.text), line };
  });
}

/** One row of a 3-bureau table: a label at the left, then a value under each bureau's column. */
function bureauRow(line: Line, columns: BureauColumns): Event[] | null {
  const first = columns.cells[0]!;
  const labelCells = line.cells.filter((c) => c.right <= first.x + 0.3 * (first.right - first.x) && c.x < first.x - line.size);
  const valueCells = line.cells.filter((c) => !labelCells.includes(c));
  if (valueCells.length === 0) return null;
  const label = labelCells
    .map((c) => c.text)
    .join(' ')
    .replace(/:$/, '');
  if (label && isBureauName(label)) {
    const grid = gridMarks(
      valueCells
        .map((c) => c.text)
        .join(' ')
        .replace(/^/, 'OK '),
    );
    return grid ? [{ kind: 'grid', bureau: norm.bureau(label), marks: grid.marks.slice(1), line }] : null;
  }
  if (!label) {
    // a bare value line under a labelled row continues it (an address's city line); a lone cell is a title
    if (valueCells.length === 1 && !looksLikeValue(valueCells[0]!.text)) return null;
  }
  const events: Event[] = [];
  const byBureau = new Map<Bureau, string[]>();
  for (const cell of valueCells) {
    const bureau = columns.bureaus[columnOf(cell, columns.cells)]!;
    byBureau.set(bureau, [...(byBureau.get(bureau) ?? []), cell.text]);
  }
  for (const [bureau, values] of byBureau) {
    const value = values.join(' ');
    events.push({ kind: 'pair', label: label || 'continued', value, source: sourceOf(line, label, value), line, bureau });
  }
  return events;
}
