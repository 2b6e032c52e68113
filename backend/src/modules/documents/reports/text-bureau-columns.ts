/** 3-bureau monitoring reports: a header row naming the bureaus ("TransUnion   Experian   Equifax") above rows
 * of "Label:   value   value   value", one column per bureau ("-" where a bureau reports nothing). Each account's
 * rows become one row per bureau that reports it, grouped, so the summary merges them into byBureau. */
import { accountFrom, fieldKey, publicRecordFrom, type FieldBag } from './fields';
import * as norm from './normalize';
import { INQUIRY_ROW, sectionOf, type Section } from './text-sections';
import type { Bureau, Inquiry, InquiryKind, ParsedAccount, ParsedBureau, PublicRecord } from './types';

const SCORE_MODEL = /FICO®? ?Score ?\d+|VantageScore®? ?\d(\.\d)?/i;

interface Cell { text: string; at: number }
interface Columns { bureaus: Bureau[]; starts: number[] }

/** A line's cells: runs apart by a tab or two spaces or more, with their character position. */
function cellsOf(line: string): Cell[] {
  if (line.includes('\t')) return line.split('\t').map((text, at) => ({ text: text.trim(), at: -1 - at })).filter((c) => c.text);
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index! }));
}

/** The bureau header row, if this line is one. */
function columnsOf(line: string): Columns | null {
  const cells = cellsOf(line);
  const bureaus = cells.map((c) => norm.bureau(c.text));
  if (cells.length < 2 || bureaus.some((b) => b === null) || new Set(bureaus).size !== bureaus.length) return null;
  return { bureaus: bureaus as Bureau[], starts: cells.map((c) => c.at) };
}

export const hasBureauColumns = (lines: string[]) => lines.some((l) => columnsOf(l) !== null);

/** "Label:  v1  v2  v3" → [label, value per bureau]; cells go to the bureau whose column is nearest. */
function rowOf(line: string, columns: Columns): [string | null, Map<Bureau, string>] {
  const cells = cellsOf(line);
  let label: string | null = null;
  const labelled = cells[0]?.text.match(/^([A-Za-z][^:]{0,40}):\s*(.*)$/);
  if (labelled) {
    label = labelled[1]!;
    const first = cells.shift()!;
    if (labelled[2]) cells.unshift({ text: labelled[2], at: first.at + first.text.length - labelled[2].length });
  } else if (cells.length > columns.bureaus.length && cells[0]!.at <= 0) label = cells.shift()!.text;
  const values = new Map<Bureau, string>();
  cells.forEach((cell, i) => {
    const nearest = cells.length === columns.bureaus.length ? i : columns.starts.map((s, k) => [Math.abs(s - cell.at), k] as const).sort((a, b) => a[0] - b[0])[0]![1];
    values.set(columns.bureaus[nearest]!, cell.text);
  });
  return [label, values];
}

export interface BureauColumnsReading {
  bureaus: ParsedBureau[];
  top: Map<Bureau, FieldBag>;
  accounts: ParsedAccount[];
  publicRecords: PublicRecord[];
  inquiries: Inquiry[];
}

const isBlank = (bag: FieldBag) => [...bag.entries()].every(([key, value]) => key === 'title' || norm.text(value) === null);

export function readBureauColumns(lines: string[]): BureauColumnsReading {
  const top = new Map<Bureau, FieldBag>();
  const accounts: ParsedAccount[] = [];
  const publicRecords: PublicRecord[] = [];
  const inquiries: Inquiry[] = [];
  let section: Section = 'top';
  let inquiryKind: InquiryKind = 'hard';
  let columns: Columns | null = null;
  let title: string | null = null;
  let item = new Map<Bureau, FieldBag>();
  let lastLabel = '';
  let groups = 0;

  const flush = () => {
    const group = `item${groups++}`;
    for (const [bureau, bag] of item) {
      if (isBlank(bag)) continue;
      if (section === 'accounts') {
        const account = accountFrom(bag, bureau);
        if (account) accounts.push({ ...account, group });
      } else if (section === 'records') {
        const record = publicRecordFrom(bag, bureau);
        if (record) publicRecords.push(record);
      }
    }
    item = new Map();
  };

  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const heading = sectionOf(line.trim());
    const header = columnsOf(line);
    if (header) {
      columns = header;
      continue;
    }
    if (heading && cellsOf(line).length === 1) {
      flush();
      section = heading;
      if (heading === 'inquiries') inquiryKind = norm.inquiryKind(line) ?? 'hard';
      continue;
    }
    if (section === 'inquiries') {
      const row = line.trim().match(INQUIRY_ROW);
      if (row) inquiries.push({ creditor: row[1]!, date: norm.date(row[2]), kind: norm.inquiryKind(row[3]) ?? inquiryKind, bureau: norm.bureau(row[3]) });
      continue;
    }
    const [label, values] = columns ? rowOf(line, columns) : [null, new Map<Bureau, string>()];
    if (label === null && values.size <= 1 && section !== 'top' && section !== 'other') {
      // a line of its own: the next account's creditor
      flush();
      title = line.trim();
      for (const bureau of columns?.bureaus ?? []) item.set(bureau, new Map([['title', title]]));
      continue;
    }
    if (section === 'other' || values.size === 0) continue;
    const target = section === 'top' ? top : item;
    // a line of values under an address is its city line
    const key = label === null && /address/i.test(lastLabel) ? 'cityline' : label === null ? null : fieldKey(label);
    if (label !== null) lastLabel = label;
    if (!key) continue;
    // "FICO Score 8:" names the score's model
    const model = section === 'top' && label?.match(SCORE_MODEL)?.[0];
    for (const [bureau, value] of values) {
      const bag = target.get(bureau) ?? new Map([['title', title]]);
      if (!bag.has(key)) bag.set(key, value);
      if (model && !bag.has('scoremodel')) bag.set('scoremodel', model.replace('®', ''));
      target.set(bureau, bag);
    }
  }
  flush();

  const bureauInfo = (bureau: Bureau): ParsedBureau => {
    const bag = top.get(bureau) ?? new Map();
    const find = (re: RegExp) => [...bag.entries()].find(([key]) => re.test(key))?.[1];
    const score = norm.money(find(/^(credit)?score$|^(fico|vantage)/));
    return {
      bureau,
      reportDate: norm.date(find(/reportdate|dateofreport/)),
      creditScore: score !== null && score >= 300 && score <= 900 ? score : null,
      scoreModel: score === null ? null : norm.text(find(/model/)),
    };
  };
  const bureaus = [...new Set([...top.keys(), ...accounts.map((a) => a.bureau!)])];
  return { bureaus: bureaus.map(bureauInfo), top, accounts, publicRecords, inquiries };
}
