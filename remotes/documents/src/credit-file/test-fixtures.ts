/** Credit-file items as GET /api/credit-file answers them, for the Credit File's tests. */
import type { AccountAtBureau, Bureau, CreditFileAccount, CreditFileBureau, Provenance } from '@finx/contracts';

export const FILES: Record<Bureau, string> = { experian: 'experian-report.pdf', equifax: 'equifax.html', transunion: 'transunion.pdf' };
export const DOC_IDS: Record<Bureau, number> = { experian: 11, equifax: 12, transunion: 13 };
export const from = (bureau: Bureau, page: number | null = null, text: string | null = null): Provenance => ({
  documentId: DOC_IDS[bureau],
  fileName: FILES[bureau],
  page,
  text,
});

export const report = (bureau: Bureau, extra: Partial<CreditFileBureau> = {}): CreditFileBureau => ({
  bureau,
  documentId: DOC_IDS[bureau],
  fileName: FILES[bureau],
  format: 'pdf',
  uploadDate: '2026-03-02T15:04:00.000Z',
  reportDate: '2026-02-09',
  score: 688,
  scoreModel: 'FICO Score 8',
  confidence: 0.97,
  failedChecks: [],
  ...extra,
});

export const atBureau = (bureau: Bureau, extra: Partial<AccountAtBureau> = {}): AccountAtBureau => ({
  bureau,
  status: 'open',
  paymentStatus: 'current',
  balance: 2214,
  creditLimit: 5000,
  highBalance: 3100,
  utilization: 44,
  latePayments: { late30: 0, late60: 0, late90: 0 },
  opened: '2019-04-12',
  closed: null,
  dateOfFirstDelinquency: null,
  removalDate: null,
  negative: false,
  source: from(bureau),
  fieldSources: { balance: from(bureau, 3, 'Balance $2,214') },
  ...extra,
});

export const account = (key: string, extra: Partial<CreditFileAccount> = {}): CreditFileAccount => ({
  kind: 'account',
  key,
  creditor: 'Capital One',
  accountNumberMasked: '****9921',
  last4: '9921',
  type: 'revolving',
  originalCreditor: null,
  negative: false,
  bureaus: [atBureau('experian')],
  disagreements: [],
  disputes: [],
  ...extra,
});
