/**
 * The truth of a generated credit report: the people, accounts, inquiries and public records a report is written
 * from. Layouts (layouts/dev, layouts/heldout) render a CreditFile into a file a user could upload; the expected
 * reading (expected.ts) is computed from this data, never from the reader's output.
 *
 * Money is whole dollars; dates are 'YYYY-MM-DD'.
 */
export type Bureau = 'experian' | 'equifax' | 'transunion';
export const BUREAU_NAMES: Record<Bureau, string> = { experian: 'Experian', equifax: 'Equifax', transunion: 'TransUnion' };

export type AccountType = 'revolving' | 'installment' | 'mortgage' | 'collection' | 'open';
export type AccountStatus = 'open' | 'closed' | 'paid' | 'chargeoff' | 'collection';
export type PaymentStatus = 'current' | 'late_30' | 'late_60' | 'late_90' | 'late_120' | 'chargeoff' | 'collection' | 'bankruptcy';
/** One month of a payment grid: OK (paid as agreed), days late, CO (charge-off), COL (collection), ND (no data). */
export type GridCode = 'OK' | '30' | '60' | '90' | '120' | '150' | '180' | 'CO' | 'COL' | 'ND';

export interface Furnisher {
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** What one bureau reports of an account (a 3-bureau file can differ per bureau). */
export interface BureauView {
  balance: number;
  status: AccountStatus;
  paymentStatus: PaymentStatus;
  pastDue: number;
  lastReported: string;
  /** 24 months, newest first; months with no data are 'ND'. */
  paymentGrid: { month: string; code: GridCode }[];
}

export interface TruthAccount {
  id: string;
  /** The creditor as the bureaus print it, e.g. 'CAPITAL ONE', 'LVNV FUNDING LLC'. */
  creditor: string;
  /** Full account number (digits only). A layout must never print it whole: it masks it and shows the last 4. */
  accountNumber: string;
  type: AccountType;
  /** The bureau's words for the type: 'Credit Card', 'Auto Loan', 'Student Loan', 'Conventional Mortgage', 'Collection', 'Charge Card', 'Personal Loan'. */
  typeDetail: string;
  responsibility: 'Individual' | 'Joint' | 'Authorized user';
  creditLimit: number | null;
  highBalance: number | null;
  monthlyPayment: number | null;
  termMonths: number | null;
  opened: string;
  closed: string | null;
  dateOfFirstDelinquency: string | null;
  /** Collections and debt buyers: the creditor the debt came from. */
  originalCreditor: string | null;
  /** The bureau's own removal date ("On record until"), for negative accounts. */
  onRecordUntil: string | null;
  remarks: string[];
  furnisher: Furnisher;
  /** The bureaus reporting the account and what each says (single-bureau files: just that bureau). */
  byBureau: Partial<Record<Bureau, BureauView>>;
  /** Late marks counted from the grid of the first reporting bureau: 30, 60 and 90+ days. */
  late: { late30: number; late60: number; late90: number };
}

export interface TruthInquiry {
  creditor: string;
  date: string;
  bureau: Bureau;
  /** hard: a credit application others see; soft: promotional, account review, your own request. */
  kind: 'hard' | 'soft';
  /** The reason printed with it, e.g. 'Credit card application', 'Promotional', 'Account review', 'Consumer request'. */
  purpose: string;
  furnisher: Furnisher | null;
}

export interface TruthPublicRecord {
  type: string; // 'Chapter 7 Bankruptcy', 'Chapter 13 Bankruptcy', 'Civil Judgment', 'Tax Lien'
  court: string;
  filed: string;
  status: string; // 'Discharged', 'Dismissed', 'Satisfied', 'Filed'
  amount: number | null;
  referenceNumber: string;
  bureau: Bureau;
}

export interface TruthScore {
  value: number;
  model: string;
  range: { min: number; max: number };
}

export interface Consumer {
  name: string;
  alsoKnownAs: string[];
  birthYear: number;
  ssnLast4: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  previousAddresses: string[];
  employers: string[];
  phone: string;
}

export interface BureauReport {
  reportDate: string;
  reportNumber: string;
  /** null when this report carries no score (the bureaus' annual reports have none). */
  score: TruthScore | null;
}

export interface CreditFile {
  seed: number;
  consumer: Consumer;
  /** The bureaus in this file, in the order the layout should print columns (TransUnion, Experian, Equifax for 3-bureau). */
  bureaus: Bureau[];
  reports: Partial<Record<Bureau, BureauReport>>;
  accounts: TruthAccount[];
  inquiries: TruthInquiry[];
  publicRecords: TruthPublicRecord[];
}

/** What a layout writes: the file's bytes as text (HTML for 'pdf', which is printed to PDF by Chromium). */
export interface Rendered {
  kind: 'pdf' | 'txt' | 'csv' | 'json' | 'html';
  content: string;
}

export interface Layout {
  /** kebab-case, unique: 'experian-annual-print', 'idiq-3bureau-html', … */
  name: string;
  /** What real report this layout is written from, in a sentence (public descriptions, not copied text). */
  describes: string;
  /** single: one bureau's report; tri: a 3-bureau file. */
  scope: 'single' | 'tri';
  /** single-bureau layouts of one bureau only (the bureaus' own reports). */
  bureau?: Bureau;
  /** Whether the file carries scores (annual reports do not). */
  scored: boolean;
  render(file: CreditFile, rng: () => number): Rendered;
}
