/** What every format shares once parsed: negative items, hard vs soft inquiries, total balance and risk. */
import type { Bureau, CreditReportReading, NegativeItem, NegativeKind, ParsedReport, ReportAccount, ReportFormat, RiskLevel } from './types';

type ParsedAccount = ParsedReport['accounts'][number];

/** The worst thing an account shows, or null when it shows nothing negative. */
function negativeKindOf(account: ParsedAccount): NegativeKind | null {
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

/** Sum of open accounts' balances; an account listed once per bureau (same creditor and number) counts once. */
function openBalance(accounts: ReportAccount[]): number {
  const byAccount = new Map(accounts.filter((a) => a.status === 'open').map((a) => [`${a.creditor}|${a.accountNumberMasked ?? a.opened}`, a.balance ?? 0]));
  return [...byAccount.values()].reduce((sum, balance) => sum + balance, 0);
}

export function summarize(parsed: ParsedReport, format: ReportFormat): CreditReportReading {
  const negativeItems: NegativeItem[] = [];
  const accounts: ReportAccount[] = parsed.accounts.map((account) => {
    const kind = negativeKindOf(account);
    if (kind) negativeItems.push({ kind, creditor: account.creditor, accountNumberLast4: account.accountNumberLast4, bureau: account.bureau });
    return { ...account, negative: kind !== null };
  });
  for (const record of parsed.publicRecords) {
    negativeItems.push({ kind: 'public_record', creditor: record.type, accountNumberLast4: null, bureau: record.bureau });
  }
  const inquiries = parsed.inquiries.filter((i) => i.kind === 'hard');
  const bureaus = [...new Set(accounts.map((a) => a.bureau).filter((b): b is Bureau => b !== null))];
  return {
    format,
    bureau: bureaus.length > 1 ? null : (parsed.bureau ?? bureaus[0] ?? null),
    ...(bureaus.length > 1 ? { bureaus } : {}),
    reportDate: parsed.reportDate,
    creditScore: parsed.creditScore,
    scoreModel: parsed.scoreModel,
    scoreRange: parsed.scoreRange,
    consumer: parsed.consumer,
    accounts,
    negativeItems,
    publicRecords: parsed.publicRecords,
    inquiries,
    softInquiries: parsed.inquiries.filter((i) => i.kind !== 'hard'),
    totalBalance: openBalance(accounts),
    riskLevel: riskOf(negativeItems.map((n) => n.kind), inquiries.length, parsed.creditScore),
  };
}
