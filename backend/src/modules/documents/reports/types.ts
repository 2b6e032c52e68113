/** The reading of one credit report: the types come from the contract (contracts/src/credit-report.ts), so the
 * reader produces exactly what the API promises. Money is in whole dollars; dates are YYYY-MM-DD, or YYYY-MM when
 * the report gives only a month (a day is never invented). */
import type {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  BUREAUS,
  bureauAccountViewSchema,
  bureauSummarySchema,
  consumerSchema,
  CreditReportReading,
  INQUIRY_KINDS,
  inquirySchema,
  latePaymentsSchema,
  NEGATIVE_KINDS,
  negativeItemSchema,
  PAYMENT_STATUSES,
  PaymentHistory,
  PaymentMark,
  publicRecordSchema,
  REPORT_FORMATS,
  ReportAccount,
  RISK_LEVELS,
} from '@finx/contracts';
import type { z } from 'zod';

export type { CreditReportReading, PaymentHistory, PaymentMark, ReportAccount };
export type Bureau = (typeof BUREAUS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
export type NegativeKind = (typeof NEGATIVE_KINDS)[number];
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type LatePayments = z.infer<typeof latePaymentsSchema>;
export type Consumer = z.infer<typeof consumerSchema>;
export type BureauAccountView = z.infer<typeof bureauAccountViewSchema>;
export type BureauSummary = z.infer<typeof bureauSummarySchema>;
export type NegativeItem = z.infer<typeof negativeItemSchema>;
export type PublicRecord = z.infer<typeof publicRecordSchema>;
export type Inquiry = z.infer<typeof inquirySchema>;

/** One bureau's account as a format reads it; `group` ties the rows of one account in a multi-bureau file
 * (default: the same creditor and last 4 digits, or opening date). */
export type ParsedAccount = Omit<ReportAccount, 'negative' | 'byBureau'> & { group?: string };

/** Where a value was read: the page (null for files without pages) and the text it came from. */
export interface Source {
  page: number | null;
  text: string;
}

/** A count or total a report states about itself (positioned/statements.ts reads them). */
export type StatedCount = 'accounts' | 'openAccounts' | 'closedAccounts' | 'hardInquiries' | 'balances';
export interface Statement {
  what: StatedCount;
  bureau: Bureau | null;
  value: number;
  source: Source;
}

/** What one bureau's column of a multi-bureau report says at report level. */
export interface ParsedBureau {
  bureau: Bureau;
  reportDate: string | null;
  creditScore: number | null;
  scoreModel: string | null;
}

/** What a format parser extracts before the shared summary (negative items, totals, risk) is computed. */
export interface ParsedReport {
  bureau: Bureau | null;
  /** Multi-bureau files: each bureau's report date and score (totals are computed by the summary). */
  bureaus?: ParsedBureau[];
  reportDate: string | null;
  creditScore: number | null;
  scoreModel: string | null;
  scoreRange: { min: number; max: number } | null;
  consumer: Consumer;
  /** One row per account and bureau; a multi-bureau file's rows of one account are merged by the summary. */
  accounts: ParsedAccount[];
  publicRecords: PublicRecord[];
  inquiries: Inquiry[];
  /** Counts and totals the report states about itself (text formats). */
  statements?: Statement[];
  /** Where report-level values were read. */
  sources?: Record<string, Source>;
}

export class ReportReadError extends Error {}
