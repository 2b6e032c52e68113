/**
 * The reading of one uploaded credit report (issue 13, "Reading credit reports"). Money is in whole dollars;
 * dates are YYYY-MM-DD, or YYYY-MM when the report gives only a month (a day is never invented).
 * The backend's reader (backend/src/modules/documents/reports) produces exactly this shape.
 */
import { z } from 'zod';
import { BUREAUS } from './disputes';

export const ACCOUNT_TYPES = ['revolving', 'installment', 'mortgage', 'collection', 'open'] as const;
export const ACCOUNT_STATUSES = ['open', 'closed', 'paid', 'chargeoff', 'collection'] as const;
export const PAYMENT_STATUSES = ['current', 'late_30', 'late_60', 'late_90', 'late_120', 'chargeoff', 'collection', 'bankruptcy'] as const;
export const INQUIRY_KINDS = ['hard', 'soft', 'promotional', 'account_review'] as const;
export const NEGATIVE_KINDS = ['late_payment', 'chargeoff', 'collection', 'bankruptcy', 'public_record'] as const;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
/**
 * One month of a payment-history grid: OK (paid as agreed), 30–180 days late, CO (charged off), COL (collection),
 * RPO / FC / VS (repossession, foreclosure, voluntary surrender), BK (bankruptcy), ND (no data), and C, which
 * reports use for "current" and for "collection" alike (so it is never read as either).
 */
export const PAYMENT_MARKS = ['OK', '30', '60', '90', '120', '150', '180', 'CO', 'COL', 'RPO', 'FC', 'VS', 'BK', 'ND', 'C'] as const;
export type PaymentMark = (typeof PAYMENT_MARKS)[number];
export const REPORT_FORMATS = ['text', 'csv', 'json', 'pdf', 'html'] as const;

const bureau = z.enum(BUREAUS);
const day = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);
const dollars = z.number().int();

export const latePaymentsSchema = z.object({ late30: z.number().int(), late60: z.number().int(), late90: z.number().int() });

/** The months of a payment-history grid the report dates (newest first); months it prints without a date are left out. */
export const paymentHistorySchema = z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), mark: z.enum(PAYMENT_MARKS) }));
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

export const consumerSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/** What one bureau says of an account (3-bureau reports: one entry per bureau column). */
export const bureauAccountViewSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  balance: dollars.nullable(),
  creditLimit: dollars.nullable(),
  highBalance: dollars.nullable(),
  latePayments: latePaymentsSchema,
  /** "Amount past due" (optional: readings stored before it was read lack it). */
  pastDue: dollars.nullable().optional(),
  paymentHistory: paymentHistorySchema.optional(),
});

/** Where a value of the reading came from: the page (null for files without pages) and the text read there. */
export const readingSourceSchema = z.object({ page: z.number().int().nullable(), text: z.string() });

/** A sum or count the report states about itself, compared with what was read ("Open accounts: 12"). */
export const readingCheckSchema = z.object({
  /** What was compared, in words: 'Open accounts (Experian)'. */
  label: z.string(),
  stated: z.number(),
  read: z.number(),
  ok: z.boolean(),
  source: readingSourceSchema.nullable(),
});

export const reportAccountSchema = z.object({
  creditor: z.string(),
  accountNumberLast4: z.string().nullable(),
  /** e.g. '****1234': never the full number. */
  accountNumberMasked: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  balance: dollars.nullable(),
  creditLimit: dollars.nullable(),
  highBalance: dollars.nullable(),
  opened: day.nullable(),
  closed: day.nullable(),
  dateOfFirstDelinquency: day.nullable(),
  originalCreditor: z.string().nullable(),
  latePayments: latePaymentsSchema,
  negative: z.boolean(),
  /** The bureau reporting it (single-bureau files); null in a multi-bureau file, which fills byBureau. */
  bureau: bureau.nullable(),
  /** Multi-bureau files: each bureau's view of the account; a bureau that does not report it is absent. */
  byBureau: z.record(bureau, bureauAccountViewSchema).optional(),
  /** The bureau's own removal date ("On record until", "Estimated month and year this item will be removed"). */
  removalDate: day.nullable().optional(),
  /** Read since the Metro 2 consistency findings (issue 29); optional, so readings stored before stay valid. */
  pastDue: dollars.nullable().optional(),
  /** "Date of last payment". */
  lastPaymentDate: day.nullable().optional(),
  /** "Date paid": when the account was paid off or settled. */
  datePaid: day.nullable().optional(),
  /** "Charge-off date" / "Date charged off". */
  chargeOffDate: day.nullable().optional(),
  paymentHistory: paymentHistorySchema.optional(),
  /** The furnisher's address and phone as the report prints them (for letters to the furnisher). */
  furnisher: z.object({ address: z.string().nullable(), phone: z.string().nullable() }).optional(),
  /** Where each value was read, by field name ('balance' → page 3, "Balance $2,214"). */
  sources: z.record(z.string(), readingSourceSchema).optional(),
});

export const negativeItemSchema = z.object({
  kind: z.enum(NEGATIVE_KINDS),
  creditor: z.string(),
  accountNumberLast4: z.string().nullable(),
  bureau: bureau.nullable(),
});

export const publicRecordSchema = z.object({
  type: z.string(),
  court: z.string().nullable(),
  filed: day.nullable(),
  status: z.string().nullable(),
  amount: dollars.nullable(),
  bureau: bureau.nullable(),
});

export const inquirySchema = z.object({ creditor: z.string(), date: day.nullable(), kind: z.enum(INQUIRY_KINDS), bureau: bureau.nullable() });

export const bureauSummarySchema = z.object({
  bureau,
  reportDate: day.nullable(),
  creditScore: z.number().int().nullable(),
  scoreModel: z.string().nullable(),
  totalBalance: dollars,
});

export const creditReportReadingSchema = z.object({
  format: z.enum(REPORT_FORMATS),
  bureau: bureau.nullable(),
  /** Present only for a file holding more than one bureau (3-bureau monitoring reports). */
  bureaus: z.array(bureauSummarySchema).optional(),
  reportDate: day.nullable(),
  /** null when the file has no score: never invented. */
  creditScore: z.number().int().nullable(),
  scoreModel: z.string().nullable(),
  scoreRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  consumer: consumerSchema,
  accounts: z.array(reportAccountSchema),
  negativeItems: z.array(negativeItemSchema),
  publicRecords: z.array(publicRecordSchema),
  /** Hard inquiries only. */
  inquiries: z.array(inquirySchema),
  /** Soft, promotional and account-review inquiries: kept apart and never counted as hard. */
  softInquiries: z.array(inquirySchema),
  /** Sum of the balances of open accounts. */
  totalBalance: dollars,
  riskLevel: z.enum(RISK_LEVELS),
  /** How sure the reader is of this reading, 0–1: lower when the report's own counts and totals do not match. */
  confidence: z.number().min(0).max(1).optional(),
  /** The report's own counts and totals compared with the reading; the ones that did not match lower confidence. */
  checks: z.array(readingCheckSchema).optional(),
  /** Where the report-level values were read ('reportDate', 'creditScore'). */
  sources: z.record(z.string(), readingSourceSchema).optional(),
});
export type CreditReportReading = z.infer<typeof creditReportReadingSchema>;
export type ReportAccount = z.infer<typeof reportAccountSchema>;
export type ReadingSource = z.infer<typeof readingSourceSchema>;
export type ReadingCheck = z.infer<typeof readingCheckSchema>;
