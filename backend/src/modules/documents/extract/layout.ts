/** Positioned words (a PDF's text items, or the words OCR found) → the page's text lines in reading order, laid
 * out like `pdftotext -layout`: a word's x position becomes its character column, so table columns and
 * "Label:    value    Label:    value" rows keep their alignment (columns apart by two spaces or more). A page
 * set in two columns of independent text (two accounts side by side) is read column after column. */

/** One run of text; x and y in page units with y growing upwards (PDF coordinates), y on the baseline. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The words of one line each, top to bottom; words of a line left to right. */
function groupLines(items: PlacedText[]): PlacedText[][] {
  const sorted = items.filter((it) => it.str.trim()).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; words: PlacedText[] }[] = [];
  for (const item of sorted) {
    // sorted top to bottom: a word joins the line above it or starts the next one
    const line = lines.at(-1);
    if (line && Math.abs(line.y - item.y) <= 0.45 * Math.max(line.size, item.fontSize)) line.words.push(item);
    else lines.push({ y: item.y, size: item.fontSize, words: [item] });
  }
  return lines.sort((a, b) => b.y - a.y).map((l) => l.words.sort((a, b) => a.x - b.x));
}

/** Renders words at character columns: words of one run apart by one space; a gap of at least `columnGap`
 * characters starts a column (two spaces or more, at the word's own column when the line is not past it). */
function renderLine(words: PlacedText[], left: number, charWidth: number, columnGap: number): string {
  let out = '';
  let end = -Infinity;
  for (const word of words) {
    const gap = word.x - end;
    const column = Math.round((word.x - left) / charWidth);
    if (out && gap < 0.25 * charWidth) out += word.str;
    else if (out && gap < columnGap * charWidth) out += ` ${word.str}`;
    else out += ' '.repeat(Math.max(out ? 2 : 0, column - out.length)) + word.str;
    end = word.x + word.width;
  }
  return out.trimEnd();
}

/** A page's words → its text lines, blank lines where the page leaves a wider vertical gap. columnGap: the gap
 * (in characters) that separates columns rather than words — wider for OCR, whose word boxes leave out the
 * letters' side bearings. */
export function layoutPage(items: PlacedText[], columnGap = 1.5): string[] {
  const words = items.filter((it) => it.str.trim() && Number.isFinite(it.x) && Number.isFinite(it.y));
  if (words.length === 0) return [];
  const charWidth =
    median(words.filter((w) => w.str.length > 1 && w.width > 0).map((w) => w.width / w.str.length)) || median(words.map((w) => w.fontSize)) / 2 || 5;
  const left = Math.min(...words.map((w) => w.x));
  const lines = groupLines(words);
  const out: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous && previous[0]!.y - line[0]!.y > 1.9 * Math.max(previous[0]!.fontSize, line[0]!.fontSize)) out.push('');
    out.push(renderLine(line, left, charWidth, columnGap));
  });
  return readingOrder(out);
}

const LABELLED = /^[A-Za-z][^:]{0,40}:(\s|$)/;
const TITLE = /^[A-Za-z][A-Za-z0-9 .,&'/-]*$/;
const MIN_RUN = 8;

/** Whether a run of lines, split at a character column, is two independent columns: the right side starts its
 * own items (a title line followed by "Label: value" lines) and both sides hold labelled lines. Side-by-side
 * pairs of one item ("Balance: $1   Limit: $2": no titles on the right) and table columns (values only, no
 * labels) are no such split. */
function isColumnSplit(run: string[], col: number): boolean {
  const right = run.map((l) => l.slice(col).trim());
  const labelled = (side: string[]) => side.filter((s) => LABELLED.test(s)).length;
  if (labelled(right) < 3 || labelled(run.map((l) => l.slice(0, col).trim())) < 3) return false;
  // a title: words (a creditor's name), then at least two labelled lines
  return right.some((r, i) => TITLE.test(r) && !/^page \d/i.test(r) && right.slice(i + 1, i + 3).every((next) => LABELLED.test(next)));
}

/** Whether the line is blank (spaces, or past its end) at columns col - 1 to col + 1; no string is built, as
 * this runs for every line at every column of a page. */
function blankAround(line: string, col: number): boolean {
  for (let k = col - 1; k <= col + 1 && k < line.length; k++) if (line.charCodeAt(k) !== 32) return false;
  return true;
}

/** Runs of at least MIN_RUN lines that are blank (3+ spaces) at one character column and split there. */
function columnRuns(lines: string[]): { start: number; end: number; col: number }[] {
  const width = Math.max(0, ...lines.map((l) => l.length));
  const found: { start: number; end: number; col: number }[] = [];
  for (let col = 8; col < width - 8; col++) {
    let start = 0;
    for (let i = 0; i <= lines.length; i++) {
      const blank = i < lines.length && blankAround(lines[i]!, col);
      if (blank) continue;
      // the run ends with the last line whose right side is a labelled line (a list below is not a column)
      let end = i;
      while (end > start && !LABELLED.test(lines[end - 1]!.slice(col + 1).trim())) end--;
      if (end - start >= MIN_RUN && isColumnSplit(lines.slice(start, end), col + 1)) found.push({ start, end, col: col + 1 });
      start = i + 1;
    }
  }
  // longest first, without overlaps
  const chosen: typeof found = [];
  for (const run of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.col - b.col)) {
    if (chosen.every((c) => run.end <= c.start || run.start >= c.end)) chosen.push(run);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** Runs of lines set in two columns are re-ordered: the left column's lines, then the right column's. */
export function readingOrder(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  for (const run of columnRuns(lines)) {
    out.push(...lines.slice(i, run.start));
    const part = lines.slice(run.start, run.end);
    const right = part.map((l) => l.slice(run.col));
    const indent = Math.min(...right.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
    out.push(...readingOrder(part.map((l) => l.slice(0, run.col).trimEnd())), '', ...readingOrder(right.map((l) => l.slice(indent).trimEnd())));
    i = run.end;
  }
  out.push(...lines.slice(i));
  return out;
}
