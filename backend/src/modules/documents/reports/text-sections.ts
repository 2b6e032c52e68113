/** Walks report lines: which section each belongs to, report-level pairs, and the items (accounts, inquiries,
 * public records) of list sections — each starting at a title line (a creditor's name) or a creditor label. */
import { fieldKey, fieldOf, pick, type FieldBag } from './fields';
import * as norm from './normalize';
import { isLabel, pairsOf, type Pair } from './text-lines';
import type { InquiryKind } from './types';

export type Section = 'top' | 'accounts' | 'inquiries' | 'records' | 'other';
const HEADINGS: [RegExp, Section][] = [
  [/inquir|requests? (for|viewed)|who (has )?(viewed|requested)/i, 'inquiries'],
  [/public records?/i, 'records'],
  [/(accounts|account (information|history|details)|trade ?lines|negative items|good standing|satisfactory)$/i, 'accounts'],
  [/^(personal information|consumer information|identification)$/i, 'top'],
  [/^(summary|report summary|score factors|key factors|consumer statement|how to dispute|contact us|end of report)/i, 'other'],
];
export const sectionOf = (line: string) => (line.length > 70 ? undefined : HEADINGS.find(([re]) => re.test(line.trim()))?.[1]);
/** Lines inside an account that are not a new creditor's name. */
const NOT_A_TITLE = /^(payment history|remarks?|comments?|contact|account history|status history|\d{4}\b|ok\b|[A-Za-z ]+:$)/i;
export const INQUIRY_ROW = /^(.*?\S)\s+(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})\s*(.*)$/;

const nextContent = (lines: string[], from: number) => lines.slice(from).find((l) => l.trim())?.trim() ?? '';

export interface TextSections { top: Pair[]; items: { section: Section; bag: FieldBag; kind: InquiryKind }[]; cityLine: string | null }

export function readSections(lines: string[]): TextSections {
  const top: Pair[] = [];
  const items: TextSections['items'] = [];
  let section: Section = 'top';
  let inquiryKind: InquiryKind = 'hard';
  let block: FieldBag | null = null;
  let cityLine: string | null = null;
  const flush = () => {
    if (block && block.size >= 2) items.push({ section, bag: block, kind: inquiryKind });
    block = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    let pairs = pairsOf(line);
    if (pairs.length === 0) {
      const heading = sectionOf(line);
      const next = nextContent(lines, i + 1);
      if (heading) {
        flush();
        section = heading;
        if (heading === 'inquiries') inquiryKind = norm.inquiryKind(line) ?? 'hard';
        continue;
      }
      if (isLabel(line) && next && pairsOf(next).length === 0 && !isLabel(next)) {
        pairs = [[line, next]];
        i = lines.findIndex((l, j) => j > i && l.trim());
      } else if (section === 'top' && top.at(-1)?.[0].match(/address/i) && /\b[A-Z]{2}\s+\d{5}/.test(line)) {
        cityLine ??= line;
        continue;
      } else {
        const row = section === 'inquiries' ? line.match(INQUIRY_ROW) : null;
        if (row) {
          flush();
          items.push({ section, bag: new Map([['title', row[1]], ['date', row[2]], ['inquirytype', row[3]]]), kind: inquiryKind });
        } else if (section !== 'top' && section !== 'other' && !NOT_A_TITLE.test(line) && (pairsOf(next).length > 0 || isLabel(next))) {
          flush();
          block = new Map([['title', line]]);
        }
        continue;
      }
    }
    if (section === 'top' || section === 'other') {
      if (section === 'top') top.push(...pairs);
      continue;
    }
    for (const [label, value] of pairs) {
      if (block && fieldOf(label) === 'creditor' && pick(block, 'creditor') !== undefined) flush();
      block ??= new Map();
      if (!block.has(fieldKey(label))) block.set(fieldKey(label), value);
    }
  }
  flush();

  return { top, items, cityLine };
}
