/** Report text: copied from an online report (CRLF, tabs) or `pdftotext -layout` output, with page headers and
 * footers possibly in the middle of an account. Sections are found by their headings; inside a list section
 * each item starts at a title line (a creditor's name) followed by its labelled values. */
import { accountFrom, fieldKey, fieldOf, inquiryFrom, pick, publicRecordFrom, type FieldBag } from './fields';
import * as norm from './normalize';
import { isLabel, pairsOf, reportLines, type Pair } from './text-lines';
import { ReportReadError, type Bureau, type InquiryKind, type ParsedReport } from './types';

type Section = 'top' | 'accounts' | 'inquiries' | 'records' | 'other';
const HEADINGS: [RegExp, Section][] = [
  [/inquir|requests? (for|viewed)|who (has )?(viewed|requested)/i, 'inquiries'],
  [/public records?/i, 'records'],
  [/(accounts|account (information|history|details)|trade ?lines|negative items|good standing|satisfactory)$/i, 'accounts'],
  [/^(personal information|consumer information|identification)$/i, 'top'],
  [/^(summary|report summary|score factors|key factors|consumer statement|how to dispute|contact us|end of report)/i, 'other'],
];
const sectionOf = (line: string) => (line.length > 70 ? undefined : HEADINGS.find(([re]) => re.test(line.trim()))?.[1]);
/** Lines inside an account that are not a new creditor's name. */
const NOT_A_TITLE = /^(payment history|remarks?|comments?|contact|account history|status history|\d{4}\b|ok\b|[A-Za-z ]+:$)/i;
const INQUIRY_ROW = /^(.*?\S)\s+(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})\s*(.*)$/;

function bureauOf(content: string): Bureau | null {
  const counts = (['experian', 'equifax', 'transunion'] as const).map((b) => [b, content.match(new RegExp(b.replace('trans', 'trans ?'), 'gi'))?.length ?? 0] as const);
  const [best, n] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return n > 0 ? best : null;
}

function scoreOf(pairs: Pair[]): Pick<ParsedReport, 'creditScore' | 'scoreModel' | 'scoreRange'> {
  const scored = pairs.find(([label, value]) => /score/i.test(label) && !/range|factor|model/i.test(label) && /\b[3-9]\d{2}\b/.test(value));
  if (!scored) return { creditScore: null, scoreModel: null, scoreRange: null };
  const [label, value] = scored;
  const modelPair = pairs.find(([l]) => /model/i.test(l))?.[1];
  const named = [label, value, modelPair ?? ''].join(' ').match(/FICO®? ?Score ?\d+|VantageScore®? ?\d(\.\d)?/i)?.[0];
  const rangeText = pairs.find(([l]) => /range/i.test(l))?.[1] ?? value.replace(/^\D*\d{3}/, '');
  return {
    creditScore: Number(value.match(/\b[3-9]\d{2}\b/)![0]),
    scoreModel: norm.text(named?.replace('®', '') ?? modelPair),
    scoreRange: norm.scoreRange(rangeText),
  };
}

const nextContent = (lines: string[], from: number) => lines.slice(from).find((l) => l.trim())?.trim() ?? '';

export function parseText(content: string): ParsedReport {
  const lines = reportLines(content);
  const bureau = bureauOf(content);
  const top: Pair[] = [];
  const items: { section: Section; bag: FieldBag; kind: InquiryKind }[] = [];
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

  const topValue = (re: RegExp) => top.find(([label]) => re.test(label))?.[1];
  const accounts = items.filter((it) => it.section === 'accounts').map((it) => accountFrom(it.bag, bureau)).filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('No accounts were found in this report text.');
  return {
    bureau,
    reportDate: norm.date(topValue(/^(report date|date of report|report generated|generated|prepared on|date pulled|as of)$/i)),
    ...scoreOf(top),
    consumer: norm.consumer(topValue(/^(name|consumer name|full name|prepared for|report for)$/i), topValue(/address/i), cityLine),
    accounts,
    publicRecords: items.filter((it) => it.section === 'records').map((it) => publicRecordFrom(it.bag, bureau)).filter((r) => r !== null),
    inquiries: items.filter((it) => it.section === 'inquiries').map((it) => inquiryFrom(it.bag, it.kind, bureau)).filter((q) => q !== null),
  };
}
