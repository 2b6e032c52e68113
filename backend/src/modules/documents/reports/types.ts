/** The reading of one credit report (issue 13, "Reading credit reports"). Money is in whole dollars; dates are
 * YYYY-MM-DD, or YYYY-MM when the report gives only a month (a day is never invented). */
export type Bureau = 'experian' | 'equifax' | 'transunion';
export type AccountType = 'revolving' | 'installment' | 'mortgage' | 'collection' | 'open';
export type AccountStatus = 'open' | 'closed' | 'paid' | 'chargeoff' | 'collection';
export type PaymentStatus = 'current' | 'late_30' | 'late_60' | 'late_90' | 'late_120' | 'chargeoff' | 'collection' | 'bankruptcy';
export type InquiryKind = 'hard' | 'soft' | 'promotional' | 'account_review';
export type NegativeKind = 'late_payment' | 'chargeoff' | 'collection' | 'bankruptcy' | 'public_record';
export type RiskLevel = 'low' | 'medium' | 'high';
export type ReportFormat = 'text' | 'csv' | 'json';

export interface LatePayments { late30: number; late60: number; late90: number }

export interface Consumer { name: string | null; address: string | null; city: string | null; state: string | null; zip: string | null }

export interface ReportAccount {
  creditor: string;
  accountNumberLast4: string | null;
  accountNumberMasked: string | null;
  type: AccountType | null;
  status: AccountStatus | null;
  paymentStatus: PaymentStatus | null;
  balance: number | null;
  creditLimit: number | null;
  highBalance: number | null;
  opened: string | null;
  closed: string | null;
  dateOfFirstDelinquency: string | null;
  originalCreditor: string | null;
  latePayments: LatePayments;
  negative: boolean;
  bureau: Bureau | null;
}

export interface NegativeItem { kind: NegativeKind; creditor: string; accountNumberLast4: string | null; bureau: Bureau | null }

export interface PublicRecord { type: string; court: string | null; filed: string | null; status: string | null; amount: number | null; bureau: Bureau | null }

export interface Inquiry { creditor: string; date: string | null; kind: InquiryKind; bureau: Bureau | null }

export interface CreditReportReading {
  format: ReportFormat;
  bureau: Bureau | null;
  /** Present only when the file holds accounts from more than one bureau. */
  bureaus?: Bureau[];
  reportDate: string | null;
  /** null when the file has no score: never invented. */
  creditScore: number | null;
  scoreModel: string | null;
  scoreRange: { min: number; max: number } | null;
  consumer: Consumer;
  accounts: ReportAccount[];
  negativeItems: NegativeItem[];
  publicRecords: PublicRecord[];
  /** Hard inquiries only. */
  inquiries: Inquiry[];
  /** Soft, promotional and account-review inquiries: kept apart and never counted as hard. */
  softInquiries: Inquiry[];
  /** Sum of the balances of open accounts. */
  totalBalance: number;
  riskLevel: RiskLevel;
}

/** What a format parser extracts before the shared summary (negative items, totals, risk) is computed. */
export interface ParsedReport {
  bureau: Bureau | null;
  reportDate: string | null;
  creditScore: number | null;
  scoreModel: string | null;
  scoreRange: { min: number; max: number } | null;
  consumer: Consumer;
  accounts: Omit<ReportAccount, 'negative'>[];
  publicRecords: PublicRecord[];
  inquiries: Inquiry[];
}

export class ReportReadError extends Error {}
