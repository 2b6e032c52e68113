/**
 * Page columns: a run of lines with a vertical strip of empty space at one x, whose two sides are independent
 * columns (two accounts side by side), is read left column first, then right. The sides are columns when the
 * file gives them in that order (every left cell of the run before every right cell: a PDF set in CSS columns)
 * or when the right side starts its own items (a title, then labelled lines) and both sides hold labelled
 * lines. Table rows ("Label  value") come label, value, label, value and have no titles on the right: they stay.
 */
import { type Line, lineText, linesByPage } from '../../extract';
import { isTitle, splitColon } from './cells';

const MIN_RUN = 6;

const labelled = (text: string) => splitColon(text) !== null;

function inColumnOrder(left: Line[], right: Line[]): boolean {
  const leftOrders = left.flatMap((l) => l.cells.map((c) => c.order)).sort((a, b) => a - b);
  const rightOrders = right.flatMap((l) => l.cells.map((c) => c.order));
  if (leftOrders.length < 3 || rightOrders.length < 3) return false;
  const maxLeft = leftOrders[Math.floor(leftOrders.length * 0.9)]!;
  return rightOrders.filter((o) => o < maxLeft).length <= rightOrders.length * 0.1;
}

function independentItems(left: Line[], right: Line[]): boolean {
  // a split between a label and its value is no column split
  if (left.some((l) => /:$/.test(l.cells.at(-1)!.text))) return false;
  const rightTexts = right.map(lineText);
  if (left.filter((l) => labelled(lineText(l))).length < 3 || rightTexts.filter(labelled).length < 3) return false;
  const margin = Math.min(...right.map((l) => l.cells[0]!.x));
  const atMargin = (l: Line) => Math.abs(l.cells[0]!.x - margin) <= 2 * l.size;
  return right.some(
    (l, i) => atMargin(l) && isTitle(rightTexts[i]!) && right.slice(i + 1, i + 3).filter((n) => atMargin(n) && labelled(lineText(n))).length >= 2,
  );
}

const sides = (run: Line[], x: number) => ({
  left: run.map((l) => ({ ...l, cells: l.cells.filter((c) => c.right <= x) })).filter((l) => l.cells.length),
  right: run.map((l) => ({ ...l, column: x, cells: l.cells.filter((c) => c.x >= x) })).filter((l) => l.cells.length),
});

/** The longest run of lines from `start` split at one x into two columns, if any. */
function columnRunAt(lines: Line[], start: number): { x: number; end: number } | null {
  const first = lines[start]!;
  let best: { x: number; end: number } | null = null;
  for (let k = 1; k < first.cells.length; k++) {
    const x = (first.cells[k - 1]!.right + first.cells[k]!.x) / 2;
    let end = start;
    while (end < lines.length && lines[end]!.page === first.page && lines[end]!.cells.every((c) => c.right <= x || c.x >= x)) end++;
    // the run ends with its last line that reaches the right column (a heading below, left alone, is no part of it)
    while (end > start && lines[end - 1]!.cells.every((c) => c.right <= x)) end--;
    if (end - start < MIN_RUN || (best && end <= best.end)) continue;
    const { left, right } = sides(lines.slice(start, end), x);
    if (left.length >= 3 && right.length >= 3 && (inColumnOrder(left, right) || independentItems(left, right))) best = { x, end };
  }
  return best;
}

/** A whole page set in two columns that the file gives in column order (CSS columns printed by a browser): the
 * gutter is an x that (nearly) no line crosses, with text on both sides; lines across it (headers) stay put. */
function pageColumns(page: Line[]): Line[] | null {
  if (page.length < 2 * MIN_RUN) return null;
  const starts = [...new Set(page.flatMap((l) => l.cells.map((c) => Math.round(c.x))))].sort((a, b) => a - b);
  // the gutter: the column start that the fewest lines cross, with the widest empty strip before it
  let best: { x: number; crossing: Line[]; gap: number } | null = null;
  for (const x of starts) {
    const crossing = page.filter((l) => l.cells.some((c) => c.x < x - 0.5 && c.right > x - 0.5));
    if (crossing.length > page.length * 0.15 || (best && crossing.length > best.crossing.length)) continue;
    const { left, right } = sides(
      page.filter((l) => !crossing.includes(l)),
      x - 0.5,
    );
    if (left.length < MIN_RUN || right.length < MIN_RUN || !inColumnOrder(left, right)) continue;
    const gap = Math.min(...right.map((l) => l.cells[0]!.x)) - Math.max(...left.map((l) => l.cells.at(-1)!.right));
    if (!best || crossing.length < best.crossing.length || gap > best.gap) best = { x: x - 0.5, crossing, gap };
  }
  if (!best) return null;
  const { x, crossing } = best;
  // lines at the top that reach both sides in one go (a running header: its cells follow each other in the file,
  // while the two columns' lines at one height are far apart in it) stay whole, before the columns
  const top: Line[] = [];
  for (const line of [...page].sort((a, b) => a.y - b.y)) {
    const left = line.cells.filter((c) => c.right <= x).map((c) => c.order);
    const right = line.cells.filter((c) => c.x >= x).map((c) => c.order);
    const oneRow = left.length > 0 && right.length > 0 && Math.min(...right) - Math.max(...left) <= 3;
    if (!crossing.includes(line) && !oneRow) break;
    top.push(line);
  }
  const { left, right } = sides(
    page.filter((l) => !crossing.includes(l) && !top.includes(l)),
    x,
  );
  return [...top, ...left, ...right, ...crossing.filter((l) => !top.includes(l))];
}

export function readingOrder(lines: Line[]): Line[] {
  return linesByPage(lines).flatMap((page) => pageColumns(page) ?? runsInOrder(page));
}

/** Runs of lines split into two columns, each read left column first. */
function runsInOrder(lines: Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const split = lines[i]!.cells.length >= 2 ? columnRunAt(lines, i) : null;
    if (!split) {
      out.push(lines[i++]!);
      continue;
    }
    const { left, right } = sides(lines.slice(i, split.end), split.x);
    out.push(...runsInOrder(left), ...runsInOrder(right));
    i = split.end;
  }
  return out;
}
