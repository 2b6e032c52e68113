/** Page furniture: running headers and footers (repeated on many pages, page numbers, print date and URL),
 * which a printed or paged report puts in the middle of an account. */
import { type Line, lineText, linesByPage } from '../../extract';
import { fieldOf, reportFieldOf } from '../labels';

const PAGE_NOISE = [
  /\bpage \d+ (of|\/) \d+\b/i,
  /^page \d{1,3}$/i,
  /^(©|\(c\)|copyright)/i,
  /\bconfirmation (#|number|no\.?)\s*:?\s*[\dX*]/i,
  /^https?:\/\/|^www\.[a-z0-9-]+\.[a-z]{2,}\S*$/i,
  /^\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}(:\d{2})? ?(am|pm)?/i,
];

const BUREAU_ROW = /^(\s*(trans ?union|experian|equifax|bureau|credit bureau)\s*)+$/i;

/** A line's shape with digits blurred: "Page 3 of 9 · Report #123" and "Page 4 of 9 · Report #123" agree. */
const shape = (line: Line) => lineText(line).toLowerCase().replace(/\d+/g, '#');

/** An account's own lines (a known account label with its value) are content, wherever a page break puts them. */
const accountLine = (line: Line) => line.cells.some((c) => fieldOf(c.text.replace(/:.*$/, '')) !== undefined && !reportFieldOf(c.text.replace(/:.*$/, '')));

/** Lines that repeat at the top or bottom of at least three pages (and half of them) are running headers. */
function runningLines(lines: Line[]): Set<string> {
  const pages = linesByPage(lines);
  if (pages.length < 3) return new Set();
  const counts = new Map<string, number>();
  for (const pageLines of pages) {
    const edges = new Set([...pageLines.slice(0, 3), ...pageLines.slice(-3)].filter((l) => !accountLine(l)).map(shape));
    for (const s of edges) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  // a 3-bureau report's column header may sit at the top of each page: it is structure, not furniture
  return new Set([...counts].filter(([s, n]) => n >= 3 && n >= pages.length / 2 && !BUREAU_ROW.test(s)).map(([s]) => s));
}

/** A bare page number ("7", "3 / 9") is noise only alone on its line, and at most two digits: 741 alone is a score. */
const PAGE_NUMBER = /^(\d{1,2}|\d{1,3} ?(of|\/) ?\d{1,3})$/i;

export function withoutPageNoise(lines: Line[]): Line[] {
  const running = runningLines(lines);
  // text without page breaks: the first line, printed again further down, is the running header
  const first = lines[0] && shape(lines[0]);
  if (first && !BUREAU_ROW.test(first) && lines.slice(1).some((l) => shape(l) === first)) running.add(first);
  // the first of a running header's copies stays: it may carry the report's date ("Date Created: 05/13/2026")
  const seen = new Set<string>();
  const repeat = (line: Line) => running.has(shape(line)) && (seen.has(shape(line)) || !seen.add(shape(line)) || !/:/.test(lineText(line)));
  // a page number sits among the first or last lines of its page
  const edges = new Set(linesByPage(lines).flatMap((page) => [...page.slice(0, 3), ...page.slice(-3)]));
  return lines
    .filter((line) => !repeat(line) && !(edges.has(line) && line.cells.length === 1 && PAGE_NUMBER.test(line.cells[0]!.text)))
    .map((line) => ({ ...line, cells: line.cells.filter((c) => !PAGE_NOISE.some((re) => re.test(c.text))) }))
    .filter((line) => line.cells.length > 0);
}
