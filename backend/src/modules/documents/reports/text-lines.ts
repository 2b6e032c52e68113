/** Line-level reading of report text: page noise removed, "Label: value" pairs found in any layout. */
import { fieldOf } from './fields';

/** Page headers/footers that copies and pdftotext leave in the middle of an account (a bare page number has at
 * most 2 digits: a 3-digit line can be a score). */
const PAGE_NOISE = [/page \d+ of \d+/i, /^(page )?\d{1,2}$/i, /^(©|\(c\)|copyright)/i, /confirmation (#|number|no)/i, /^https?:\/\//i];

/** CRLF and form feeds normalized; page noise and repeats of the first line (the running header) dropped. */
export function reportLines(content: string): string[] {
  const lines = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/[\n\f]/).map((l) => l.trimEnd());
  const headerAt = lines.findIndex((l) => l.trim());
  const header = lines[headerAt]?.trim();
  return lines.filter((line, i) => {
    const text = line.trim();
    return !PAGE_NOISE.some((re) => re.test(text)) && !(text === header && i > headerAt);
  });
}

export type Pair = [label: string, value: string];
/** Report-level labels, also when alone on a line above their value ("FICO® Score 8" then "702"). */
const REPORT_LABELS = /^(name|address|report date|date of report|score range|model|(credit |fico®? ?|vantage ?)?score( \d+(\.\d)?)?)$/i;
export const isLabel = (text: string) => fieldOf(text) !== undefined || REPORT_LABELS.test(text.trim());

const LABELLED_VALUE = /^[A-Za-z0-9][^:]{0,40}:\s*\S/;

/** Pairs on one line: "Balance: $1,200", "Balance:    $1,200    Limit: $5,000" (layout) or "Balance\t$1,200" (copy). */
export function pairsOf(line: string): Pair[] {
  const segments = line.trim().split(/\t+|\s{2,}/).filter(Boolean);
  const pairs: Pair[] = [];
  for (let i = 0; i < segments.length; i++) {
    const labelled = segments[i]!.match(/^([A-Za-z0-9][^:]{0,40}):\s*(.*)$/);
    if (labelled) {
      const next = segments[i + 1];
      const value = labelled[2] || (next && !next.endsWith(':') && !LABELLED_VALUE.test(next) ? segments[++i]! : '');
      pairs.push([labelled[1]!.trim(), value]);
    } else if (isLabel(segments[i]!) && segments[i + 1] !== undefined && segments.length % 2 === 0) {
      pairs.push([segments[i]!, segments[++i]!]);
    }
  }
  return pairs;
}
