/**
 * Positioned text: what a report's reader works on, whatever the file was. A line is a row of cells on one page;
 * a cell is a run of text with its left and right edge. PDF cells come from PDF.js's text items (page units);
 * plain text is positioned text in a fixed-width font (one unit a character, cells apart by a tab or two spaces);
 * HTML rows and cells come from the markup (extract/html.ts).
 */
import type { PlacedText } from './layout';

export interface Cell {
  text: string;
  x: number;
  right: number;
  /** Position in the file's own text order (PDF content stream, text lines, markup). */
  order: number;
}

export interface Line {
  /** 1-based page. */
  page: number;
  /** Top-down position on the page (PDF: negated baseline; text: line number). */
  y: number;
  /** Text height (PDF font size; 1 for text). */
  size: number;
  cells: Cell[];
  /** Where the page column holding the line starts, when the page is set in columns (reports/positioned/columns.ts). */
  column?: number;
}

export const lineText = (line: Line) => line.cells.map((c) => c.text).join('  ');

/** The lines of each page, in page order. */
export function linesByPage(lines: Line[]): Line[][] {
  const pages = new Map<number, Line[]>();
  for (const line of lines) pages.set(line.page, [...(pages.get(line.page) ?? []), line]);
  return [...pages.values()];
}

/** A PDF item with its place in the content stream. */
export interface StreamItem extends PlacedText {
  order: number;
}

/** One PDF page's items → its lines, top to bottom (reports/positioned/columns.ts puts page columns in order):
 * items on one baseline (within 40 % of the text height) make a line; items closer than a word gap make a cell. */
export function linesFromItems(items: StreamItem[], page: number): Line[] {
  const sorted = items.filter((i) => i.str.trim() && Number.isFinite(i.x) && Number.isFinite(i.y)).sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; items: StreamItem[] }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const size = item.fontSize || 10;
    if (row && Math.abs(row.y - item.y) <= 0.4 * Math.max(row.size, size)) row.items.push(item);
    else rows.push({ y: item.y, size, items: [item] });
  }
  return rows.map((row) => {
    const cells: Cell[] = [];
    for (const item of row.items.sort((a, b) => a.x - b.x)) {
      const last = cells.at(-1);
      const gap = last ? item.x - last.right : Infinity;
      // a word space is about a quarter of the font size; table cells and columns are further apart
      if (last && gap < 0.55 * row.size) {
        last.text += gap > 0.12 * row.size && !last.text.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
        last.right = Math.max(last.right, item.x + item.width);
        last.order = Math.min(last.order, item.order);
      } else cells.push({ text: item.str, x: item.x, right: item.x + item.width, order: item.order });
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
    return { page, y: -row.y, size: row.size, cells: cells.filter((c) => c.text) };
  });
}

const TAB_COLUMN = 100;

/** Plain text (or a page of OCR'd text) → lines of cells; a cell is a run of text between tabs or 2+ spaces.
 * A form feed starts the next page. */
export function linesFromText(text: string, firstPage = 1): Line[] {
  const lines: Line[] = [];
  let order = 0;
  let page = firstPage;
  // a form feed ends a page wherever it stands (pdftotext puts it before the next page's first line)
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\f')
    .split('\n')
    .forEach((raw, n) => {
      if (raw.startsWith('\f')) page++;
      const line = raw.replace(/\f/g, '').replace(/\s+$/, '');
      const cells: Cell[] = [];
      if (line.includes('\t')) {
        // tab-separated cells line up by their index, not by the text before them
        line.split('\t').forEach((part, k) => {
          const text = part.trim().replace(/\s+/g, ' ');
          if (text) cells.push({ text, x: k * TAB_COLUMN, right: k * TAB_COLUMN + TAB_COLUMN - 10, order: order++ });
        });
      } else {
        for (const m of line.matchAll(/\S+(?: \S+)*/g)) cells.push({ text: m[0], x: m.index!, right: m.index! + m[0].length, order: order++ });
      }
      if (cells.length) lines.push({ page, y: n, size: 1, cells });
    });
  return lines;
}
