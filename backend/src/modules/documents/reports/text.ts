/** Report text: copied from an online report (CRLF, tabs) or `pdftotext -layout` output, with page headers and
 * footers possibly in the middle of an account. */
import { accountFrom, inquiryFrom, publicRecordFrom } from './fields';
import * as norm from './normalize';
import { reportLines, type Pair } from './text-lines';
import { hasBureauColumns, readBureauColumns } from './text-bureau-columns';
import { readSections } from './text-sections';
import { ReportReadError, type Bureau, type ParsedReport } from './types';

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

const REPORT_DATE = /^(report date|date of report|report generated|generated|prepared on|date pulled|as of|date created|order date)$/i;
const CONSUMER_NAME = /^(name|consumer name|full name|member|prepared for|(personal )?(credit )?report for)$/i;

/** A 3-bureau report: accounts, scores and dates per bureau column; the consumer as the first column gives it. */
function parseBureauColumns(lines: string[], topValue: (re: RegExp) => string | undefined): ParsedReport {
  const reading = readBureauColumns(lines);
  if (reading.accounts.length === 0) throw new ReportReadError('No accounts were found in this report text.');
  const first = [...reading.top.values()][0] ?? new Map<string, unknown>();
  const firstOf = (re: RegExp) => [...first.entries()].find(([key]) => re.test(key))?.[1];
  return {
    bureau: null,
    bureaus: reading.bureaus,
    reportDate: norm.date(topValue(REPORT_DATE)),
    creditScore: null,
    scoreModel: null,
    scoreRange: norm.scoreRange(firstOf(/range|scale/)),
    consumer: norm.consumer(topValue(CONSUMER_NAME) ?? firstOf(/^name$/), firstOf(/address/), firstOf(/^cityline$/)),
    accounts: reading.accounts,
    publicRecords: reading.publicRecords,
    inquiries: reading.inquiries,
  };
}

export function parseText(content: string): ParsedReport {
  const lines = reportLines(content);
  const bureau = bureauOf(content);
  const { top, items, cityLine } = readSections(lines);
  const topValue = (re: RegExp) => top.find(([label]) => re.test(label))?.[1];
  if (hasBureauColumns(lines)) return parseBureauColumns(lines, topValue);
  const accounts = items.filter((it) => it.section === 'accounts').map((it) => accountFrom(it.bag, bureau)).filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('No accounts were found in this report text.');
  return {
    bureau,
    reportDate: norm.date(topValue(REPORT_DATE)),
    ...scoreOf(top),
    consumer: norm.consumer(topValue(CONSUMER_NAME), topValue(/address/i), cityLine),
    accounts,
    publicRecords: items.filter((it) => it.section === 'records').map((it) => publicRecordFrom(it.bag, bureau)).filter((r) => r !== null),
    inquiries: items.filter((it) => it.section === 'inquiries').map((it) => inquiryFrom(it.bag, it.kind, bureau)).filter((q) => q !== null),
  };
}
