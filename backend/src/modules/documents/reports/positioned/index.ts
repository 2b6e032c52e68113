/** A report given as positioned lines (PDF, text, HTML) → what it says: accounts, inquiries, public records,
 * scores and dates, per bureau for a 3-bureau file, and the counts and totals it states about itself. */
import { type Line, lineText } from '../../extract';
import { accountFrom, FieldBag, inquiryFrom, publicRecordFrom } from '../fields';
import { fieldKey, fieldOf, isScoreLabel, reportFieldOf } from '../labels';
import * as norm from '../normalize';
import { ReportReadError, type Bureau, type ParsedAccount, type ParsedBureau, type ParsedReport, type Source } from '../types';
import { readingOrder } from './columns';
import { readEvents } from './events';
import { type Item, readItems } from './items';
import { withoutPageNoise } from './noise';
import { statementsOf } from './statements';

type Pair = { label: string; value: string; source: Source; bureau?: Bureau };

/** The bureau a single-bureau report is from: the one it names most. */
function bureauOf(lines: Line[]): Bureau | null {
  const text = lines.slice(0, 400).map(lineText).join('\n');
  const counts = (['experian', 'equifax', 'transunion'] as const).map(
    (b) => [b, text.match(new RegExp(b.replace('trans', 'trans ?'), 'gi'))?.length ?? 0] as const,
  );
  const [best, n] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return n > 0 ? best : null;
}

const SCORE_MODEL = /FICO®?\s?(Bankcard |Auto )?Score\s?\d+\w?|VantageScore®?\s?\d(\.\d)?|Vantage\s?Score\s?\d(\.\d)?/i;

interface ScoreReading {
  creditScore: number | null;
  scoreModel: string | null;
  scoreRange: { min: number; max: number } | null;
  source: Source | null;
}

/** The score: a score label with a number from 300 to 900 (not the range), its model from the label or a model pair. */
function scoreOf(pairs: Pair[]): ScoreReading {
  const scored = pairs.find((p) => isScoreLabel(p.label) && /^\D{0,3}([3-8]\d{2}|900)\b/.test(p.value.trim()) && !/\d{3}\s*(-|–|to)\s*\d{3}/.test(p.value));
  if (!scored) return { creditScore: null, scoreModel: null, scoreRange: null, source: null };
  const modelPair = pairs.find((p) => reportFieldOf(p.label) === 'scoreModel')?.value;
  const named = `${scored.label} ${scored.value} ${modelPair ?? ''}`.match(SCORE_MODEL)?.[0];
  const rangeText = pairs.find((p) => reportFieldOf(p.label) === 'scoreRange')?.value ?? scored.value.replace(/^\D*\d{3}/, '');
  return {
    creditScore: Number(scored.value.match(/([3-8]\d{2}|900)/)![1]),
    scoreModel: norm.text(named?.replace('®', '').replace(/\s+/g, ' ') ?? modelPair),
    scoreRange: norm.scoreRange(rangeText),
    source: scored.source,
  };
}

/** A score printed as a big number on its own near the words "score", "FICO" or "VantageScore" (a score card
 * whose number is not beside its label), within the report's first lines, before any account. */
function scoreCard(lines: Line[], bureau: Bureau | null): ScoreReading | null {
  const head = lines.slice(0, 120);
  for (let i = 0; i < head.length; i++) {
    const number = head[i]!.cells.find((c) => /^([3-8]\d{2}|900)$/.test(c.text));
    if (!number) continue;
    const near = head
      .slice(Math.max(0, i - 3), i + 3)
      .map(lineText)
      .join(' ');
    if (!/score|fico|vantage/i.test(near) || /range|scale/i.test(lineText(head[i]!).replace(number.text, ''))) continue;
    if (bureau && head.slice(Math.max(0, i - 3), i + 3).some((l) => /experian|equifax|transunion/i.test(lineText(l)) && norm.bureau(lineText(l)) !== bureau))
      continue;
    return {
      creditScore: Number(number.text),
      scoreModel: norm.text(near.match(SCORE_MODEL)?.[0]?.replace('®', '').replace(/\s+/g, ' ')),
      scoreRange: norm.scoreRange(near.match(/\d{3}\s*(?:-|–|to)\s*\d{3}/)?.[0]),
      source: { page: head[i]!.page, text: near.slice(0, 120) },
    };
  }
  return null;
}

/** A mailed report's cover letter is dated on a line of its own ("August 12, 2025") near the top of page 1. */
function letterDate(lines: Line[]): Pair | undefined {
  const line = lines.slice(0, 15).find((l) => l.page === 1 && l.cells.length === 1 && /^[A-Z][a-z]+\.? \d{1,2}, \d{4}$/.test(l.cells[0]!.text));
  return line && { label: 'Date', value: line.cells[0]!.text, source: { page: 1, text: line.cells[0]!.text } };
}

const firstOf = (pairs: Pair[], test: (label: string) => boolean) => pairs.find((p) => test(p.label) && norm.text(p.value));

/** The report-level values of a 3-bureau file's columns. */
function bureauColumns(pairs: Pair[], bureaus: Bureau[]): ParsedBureau[] {
  return bureaus.map((bureau) => {
    const own = pairs.filter((p) => p.bureau === bureau);
    const score = scoreOf(own);
    return {
      bureau,
      reportDate: norm.date(firstOf(own, (l) => reportFieldOf(l) === 'reportDate')?.value),
      creditScore: score.creditScore,
      scoreModel: score.scoreModel,
    };
  });
}

/** A 3-bureau item's rows: each bureau's bag with the item's common fields (its title) behind. */
function bureauRows(item: Item, group: string): ParsedAccount[] {
  const rows: ParsedAccount[] = [];
  for (const [bureau, own] of item.byBureau) {
    if (![...own.entries()].some(([key, value]) => key !== 'continued' && fieldOf(key) && norm.text(value))) continue;
    const bag = withCommon(own, item.bag);
    bag.gridLates = own.gridLates ?? item.bag.gridLates;
    bag.history = own.history.length ? own.history : item.bag.history;
    bag.remarks = item.bag.remarks;
    bag.furnisher = item.bag.furnisher;
    const account = accountFrom(bag, bureau);
    if (account) rows.push({ ...account, group });
  }
  return rows;
}

export function parsePositioned(lines: Line[]): ParsedReport & { statements: ReturnType<typeof statementsOf>; sources: Record<string, Source> } {
  const { items, reportPairs, bureaus } = readItems(readEvents(readingOrder(withoutPageNoise(lines))));
  const tri = bureaus.length >= 2 && items.some((i) => i.byBureau.size > 0);
  const bureau = tri ? null : bureauOf(lines);
  const accounts: ParsedAccount[] = [];
  items.forEach((item, n) => {
    if (item.section !== 'accounts' && item.section !== 'top') return;
    if (tri && item.byBureau.size) accounts.push(...bureauRows(item, `item${n}`));
    else {
      const account = accountFrom(item.bag, bureau);
      if (account) accounts.push(account);
    }
  });
  if (accounts.length === 0) throw new ReportReadError('No accounts were found in this report text.');
  const kept = (section: Item['section']) => items.filter((i) => i.section === section);
  // a 3-bureau item: each bureau whose column says something ("-" is nothing)
  const said = (bag: FieldBag) => [...bag].some(([key, value]) => fieldOf(key) && norm.text(value));
  const bagsOf = (item: Item) =>
    item.byBureau.size
      ? [...item.byBureau].filter(([, bag]) => said(bag)).map(([b, bag]) => [b, withCommon(bag, item.bag)] as const)
      : [[null, item.bag] as const];
  const inquiries = kept('inquiries')
    .flatMap((item) => bagsOf(item).map(([b, bag]) => inquiryFrom(bag, item.inquiryKind, b ?? bureau)))
    .filter((i) => i !== null);
  const publicRecords = kept('records')
    .flatMap((item) => bagsOf(item).map(([b, bag]) => publicRecordFrom(bag, b ?? bureau)))
    .filter((r) => r !== null);

  const plain = reportPairs.filter((p) => !p.bureau);
  const paired = tri ? scoreOf(plain) : scoreOf([...plain, ...reportPairs.filter((p) => p.bureau)]);
  const score = paired.creditScore === null && !tri ? (scoreCard(lines, bureau) ?? paired) : paired;
  // a bare "Date:" in the report's heading is its date when no label says so more plainly
  const reportDate =
    firstOf(reportPairs, (l) => reportFieldOf(l) === 'reportDate' && !!norm.date(reportPairs.find((p) => p.label === l)?.value)) ??
    reportPairs.find((p) => fieldKey(p.label) === 'date' && norm.date(p.value)) ??
    // else the date the report's heading says it was last updated ("Last reported Nov 25, 2025"), before any account
    reportPairs.find((p) => (fieldOf(p.label) === 'lastReported' || /^(updated|lastupdated|asof)$/.test(fieldKey(p.label))) && norm.date(p.value)) ??
    letterDate(lines);
  // a 3-bureau file's personal information: the first column that gives it
  const consumerPairs = [...plain, ...reportPairs.filter((p) => p.bureau)];
  const name = firstOf(consumerPairs, (l) => reportFieldOf(l) === 'consumerName' || fieldKey(l) === 'name');
  const address = firstOf(consumerPairs, (l) => reportFieldOf(l) === 'address');
  // a 3-bureau table's address row continues on the row below (its city line)
  // biome-ignore lint/complexity/useIndexOf: address is a Pair of either list; indexOf takes only reportPairs' element type
  const cityLine = address && reportPairs.slice(reportPairs.findIndex((p) => p === address) + 1).find((p) => p.bureau === address.bureau);
  const fullAddress = cityLine && cityLine.label === 'continued' && cityLine.bureau === address.bureau ? `${address.value}, ${cityLine.value}` : address?.value;
  const sources: Record<string, Source> = {};
  if (reportDate && norm.date(reportDate.value)) sources.reportDate = reportDate.source;
  if (score.source) sources.creditScore = score.source;
  return {
    bureau,
    ...(tri ? { bureaus: bureauColumns(reportPairs, bureaus) } : {}),
    // a 3-bureau file is as new as its newest column
    reportDate: tri
      ? ([...reportPairs.filter((p) => reportFieldOf(p.label) === 'reportDate').map((p) => norm.date(p.value)), norm.date(reportDate?.value)]
          .filter((d) => d !== null)
          .sort()
          .at(-1) ?? null)
      : norm.date(reportDate?.value),
    creditScore: score.creditScore,
    scoreModel: score.scoreModel,
    scoreRange: score.scoreRange ?? norm.scoreRange(firstOf(reportPairs, (l) => reportFieldOf(l) === 'scoreRange')?.value),
    consumer: norm.consumer(name?.value, fullAddress),
    accounts,
    publicRecords,
    inquiries,
    statements: statementsOf(reportPairs),
    sources,
  };
}

function withCommon(own: FieldBag, common: FieldBag): FieldBag {
  const bag = new FieldBag();
  for (const [key, value] of own) bag.put(key, value, own.sources.get(key));
  for (const [key, value] of common) bag.put(key, value, common.sources.get(key));
  return bag;
}
