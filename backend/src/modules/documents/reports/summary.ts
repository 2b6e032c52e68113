/** What every format shares once parsed: a multi-bureau file's rows merged into accounts with byBureau, negative
 * items, hard vs soft inquiries, totals (per bureau too) and risk. */
import { checkReading } from './checks';
import type {
  Bureau,
  BureauAccountView,
  BureauSummary,
  CreditReportReading,
  NegativeItem,
  NegativeKind,
  ParsedAccount,
  ParsedReport,
  ReportAccount,
  ReportFormat,
  RiskLevel,
} from './types';

type Fields = Omit<ParsedAccount, 'group'>;

/** The worst thing an account (or one bureau's view of it) shows, or null when it shows nothing negative. */
function negativeKindOf(account: Pick<Fields, 'paymentStatus' | 'status' | 'type' | 'latePayments'>): NegativeKind | null {
  const { paymentStatus: pay, status, type, latePayments: late } = account;
  if (pay === 'bankruptcy') return 'bankruptcy';
  if (pay === 'collection' || status === 'collection' || type === 'collection') return 'collection';
  if (pay === 'chargeoff' || status === 'chargeoff') return 'chargeoff';
  if (pay?.startsWith('late_') || late.late30 + late.late60 + late.late90 > 0) return 'late_payment';
  return null;
}

/** Documented rule: high with any charge-off, collection, bankruptcy or public record, or a score under 580;
 * medium with any late payment, more than 3 hard inquiries, or a score under 670; low otherwise. */
function riskOf(kinds: NegativeKind[], hardInquiries: number, score: number | null): RiskLevel {
  if (kinds.some((k) => k !== 'late_payment') || (score !== null && score < 580)) return 'high';
  if (kinds.length > 0 || hardInquiries > 3 || (score !== null && score < 670)) return 'medium';
  return 'low';
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
const groupOf = (a: ParsedAccount) => a.group ?? `${a.creditor.toUpperCase().replace(/[^A-Z0-9]/g, '')}|${a.accountNumberLast4 ?? a.opened ?? ''}`;
const viewOf = (a: Fields): BureauAccountView => ({
  status: a.status,
  paymentStatus: a.paymentStatus,
  balance: a.balance,
  creditLimit: a.creditLimit,
  highBalance: a.highBalance,
  latePayments: a.latePayments,
  ...(a.pastDue !== undefined ? { pastDue: a.pastDue } : {}),
  ...(a.paymentHistory ? { paymentHistory: a.paymentHistory } : {}),
});

/** Column order of the 3-bureau reports: a merged account's values come from the first bureau that gives them. */
const BUREAU_ORDER: (Bureau | null)[] = ['transunion', 'experian', 'equifax'];
const byBureauOrder = (a: Fields, b: Fields) => BUREAU_ORDER.indexOf(a.bureau) - BUREAU_ORDER.indexOf(b.bureau);

/** Rows of one account from several bureaus grouped; a bureau listing two rows of one group keeps them apart. */
function mergeRows(rows: ParsedAccount[]): Fields[][] {
  const groups = new Map<string, Fields[][]>();
  for (const account of rows) {
    const { group: _, ...row } = account;
    const key = groupOf(account);
    const candidates = groups.get(key) ?? [];
    const target = candidates.find((g) => g.every((r) => r.bureau !== row.bureau));
    if (target) target.push(row);
    else candidates.push([row]);
    groups.set(key, candidates);
  }
  return [...groups.values()].flat().map((g) => g.sort(byBureauOrder));
}

/** One account of a multi-bureau file: each field from the first bureau that gives it, every bureau's own view
 * in byBureau, and no single bureau. */
function mergedAccount(rows: Fields[]): ReportAccount {
  const first = <K extends keyof Fields>(key: K): Fields[K] => rows.map((r) => r[key]).find((v) => v !== null) ?? rows[0]![key];
  const fields = Object.fromEntries(Object.keys(rows[0]!).map((k) => [k, first(k as keyof Fields)])) as Fields;
  const numbered = rows.find((r) => r.accountNumberLast4 !== null) ?? rows[0]!;
  return {
    ...fields,
    accountNumberLast4: numbered.accountNumberLast4,
    accountNumberMasked: numbered.accountNumberMasked,
    latePayments: rows[0]!.latePayments,
    negative: rows.some((r) => negativeKindOf(r) !== null),
    bureau: null,
    byBureau: Object.fromEntries(rows.map((r) => [r.bureau, viewOf(r)])),
  };
}

/** The middle of three scores (lenders' rule), the lower of two, or the only one; null when none. */
function middleScore(summaries: BureauSummary[]): BureauSummary | null {
  const scored = summaries.filter((s) => s.creditScore !== null).sort((a, b) => a.creditScore! - b.creditScore!);
  return scored[scored.length === 3 ? 1 : 0] ?? null;
}

function bureauSummaries(parsed: ParsedReport, bureaus: Bureau[]): BureauSummary[] {
  return bureaus.map((bureau) => {
    const column = parsed.bureaus?.find((b) => b.bureau === bureau);
    const open = parsed.accounts.filter((a) => a.bureau === bureau && a.status === 'open');
    return {
      bureau,
      reportDate: column?.reportDate ?? parsed.reportDate,
      creditScore: column?.creditScore ?? null,
      scoreModel: column?.scoreModel ?? null,
      totalBalance: sum(open.map((a) => a.balance)),
    };
  });
}

export function summarize(parsed: ParsedReport, format: ReportFormat): CreditReportReading {
  const bureauList = [...new Set([...(parsed.bureaus ?? []).map((b) => b.bureau), ...parsed.accounts.flatMap((a) => (a.bureau ? [a.bureau] : []))])];
  const multi = bureauList.length > 1;
  const negativeItems: NegativeItem[] = [];
  const accounts: ReportAccount[] = multi
    ? mergeRows(parsed.accounts).map((rows) => {
        const account = mergedAccount(rows);
        for (const row of rows) {
          const kind = negativeKindOf(row);
          if (kind) negativeItems.push({ kind, creditor: account.creditor, accountNumberLast4: account.accountNumberLast4, bureau: row.bureau });
        }
        return account;
      })
    : parsed.accounts.map(({ group: _, ...account }) => {
        const kind = negativeKindOf(account);
        if (kind) negativeItems.push({ kind, creditor: account.creditor, accountNumberLast4: account.accountNumberLast4, bureau: account.bureau });
        return { ...account, negative: kind !== null };
      });
  for (const record of parsed.publicRecords) {
    negativeItems.push({ kind: 'public_record', creditor: record.type, accountNumberLast4: null, bureau: record.bureau });
  }
  const inquiries = parsed.inquiries.filter((i) => i.kind === 'hard');
  const summaries = multi ? bureauSummaries(parsed, bureauList) : undefined;
  const middle = summaries && parsed.creditScore === null ? middleScore(summaries) : null;
  const creditScore = parsed.creditScore ?? middle?.creditScore ?? null;
  const reportDates = (summaries ?? [])
    .map((s) => s.reportDate)
    .filter((d): d is string => d !== null)
    .sort();
  const reading = {
    format,
    bureau: multi ? null : (parsed.bureau ?? bureauList[0] ?? null),
    ...(summaries ? { bureaus: summaries } : {}),
    reportDate: parsed.reportDate ?? reportDates.at(-1) ?? null,
    creditScore,
    scoreModel: middle ? middle.scoreModel : parsed.scoreModel,
    scoreRange: creditScore === null ? null : parsed.scoreRange,
    consumer: parsed.consumer,
    accounts,
    negativeItems,
    publicRecords: parsed.publicRecords,
    inquiries,
    softInquiries: parsed.inquiries.filter((i) => i.kind !== 'hard'),
    totalBalance: sum(accounts.filter((a) => a.status === 'open').map((a) => a.balance)),
    riskLevel: riskOf(
      negativeItems.map((n) => n.kind),
      inquiries.length,
      creditScore,
    ),
  };
  return {
    ...reading,
    ...checkReading(reading, parsed.statements ?? []),
    ...(parsed.sources && Object.keys(parsed.sources).length ? { sources: parsed.sources } : {}),
  };
}
