/** Fixtures and helpers for the Document Center tests. */
import type { Dispute, Finding, MailingPackage, PackageLetter, StoredUserInfo, UploadedDocument } from '@finx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { disputeFixture, json, renderScreen, USER, type Respond } from '../../common/testing';
import DocumentCenter from './DocumentCenter';

export { bodyOf, callsTo, heldAnswer, json, stubFetch, USER } from '../../common/testing';

export const reportDoc = (id: number, extra: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id,
  fileName: `experian-${id}.txt`,
  fileType: 'credit_report',
  size: 262_144,
  uploadDate: '2026-03-02T15:04:00.000Z',
  status: 'processed',
  error: null,
  extractedData: {
    reportId: id + 100,
    bureau: 'experian',
    creditScore: 688,
    negativeItems: [
      { kind: 'collection', creditor: 'Midland Credit', accountNumberLast4: '4417', bureau: 'experian' },
      { kind: 'late_payment', creditor: 'Capital One', accountNumberLast4: '9921', bureau: 'experian' },
    ],
  },
  ...extra,
});

export const idDoc = (id: number, verified: boolean): UploadedDocument => ({
  id,
  fileName: `license-${id}.jpg`,
  fileType: 'id_document',
  size: 524_288,
  uploadDate: '2026-03-03T10:00:00.000Z',
  status: 'processed',
  error: null,
  extractedData: { name: 'Jane Doe', documentType: "Driver's License", verified },
});

export const finding = (key: string, extra: Partial<Finding> = {}): Finding => ({
  key,
  kind: 'balance_mismatch',
  creditor: 'Capital One',
  accountNumberLast4: '9921',
  bureau: 'equifax',
  disputeType: '611',
  disputeReason: 'incorrect_amount',
  reason: 'Equifax reports a balance of $2,400 while Experian reports $1,200 for the same account.',
  amount: 2400,
  evidence: [
    { reportId: 101, bureau: 'experian', text: 'CAPITAL ONE ****9921 Balance $1,200' },
    { reportId: 102, bureau: 'equifax', text: 'Equifax: CAPITAL ONE ****9921 Balance $2,400' },
  ],
  disputeId: null,
  ...extra,
});

export const LONG_LETTER = `Jane Doe\n12 Elm Street\nDallas, TX 75201\n\nExperian\nP.O. Box 4500\nAllen, TX 75013\n\nRe: Request for reinvestigation under FCRA §611. ${'I dispute the following items. '.repeat(20)}`;

export const letter = (bureau: PackageLetter['bureau'], extra: Partial<PackageLetter> = {}): PackageLetter => ({
  id: `0b6c3a2e-1111-4c4c-9a9a-${bureau === 'experian' ? '00000000e001' : bureau === 'equifax' ? '00000000e002' : '00000000e003'}`,
  bureau,
  letterType: 'FCRA §611 dispute',
  createdDate: '2026-03-04T12:00:00.000Z',
  status: 'ready',
  generatedContent: LONG_LETTER,
  disputeIds: [7, 8],
  citations: ['FCRA §611', 'FCRA §623'],
  pdfUrl: `/api/dispute-packages/${bureau}/pdf`,
  ...extra,
});

export const mailingOf = (l: PackageLetter, extra: Partial<MailingPackage> = {}): MailingPackage => ({
  packageId: l.id,
  bureau: l.bureau,
  success: true,
  carrier: 'lob',
  trackingNumber: '9407111899223344556677',
  status: 'in_transit',
  error: null,
  priceCents: 850,
  mailedAt: '2026-03-05T16:00:00.000Z',
  expectedDeliveryDate: '2026-03-09T00:00:00.000Z',
  deliveredAt: null,
  responseDueDate: null,
  events: [
    { name: 'Mailed', occurredAt: '2026-03-05T16:00:00.000Z' },
    { name: 'In Transit', occurredAt: '2026-03-06T09:30:00.000Z' },
  ],
  ...extra,
});

/** An open dispute whose letter is not mailed yet (what the bureau letters cover). */
export const openDispute = (id: number, extra: Partial<Dispute> = {}): Dispute => disputeFixture(id, { type: '611', ...extra });

export const STORED: StoredUserInfo = {
  firstName: 'Jane',
  lastName: 'Doe',
  address: '12 Elm Street',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  ssnMasked: null,
  hasDateOfBirth: false,
};

type Data = {
  documents?: UploadedDocument[] | (() => UploadedDocument[]);
  findings?: Finding[] | (() => Finding[]);
  letters?: PackageLetter[] | (() => PackageLetter[]);
  mailings?: MailingPackage[] | (() => MailingPackage[]);
  /** The user's disputes (none by default). */
  disputes?: Dispute[] | (() => Dispute[]);
  /** The saved letter details (none by default). */
  stored?: StoredUserInfo | null;
  /** GET /api/credit-reports/{id}: a report with its reading, by report id. */
  reports?: Record<number, unknown>;
};
const value = <T,>(v: T[] | (() => T[]) | undefined): T[] => (typeof v === 'function' ? v() : (v ?? []));

/** The GET answers of the screen; `extra` answers everything else. */
export function apiFor(data: Data = {}, extra?: Respond): Respond {
  return (path, init) => {
    if ((init.method ?? 'GET') === 'GET') {
      if (path === '/api/documents') return json(200, { documents: value(data.documents) });
      if (path === '/api/credit-report-findings') return json(200, { findings: value(data.findings) });
      if (path === '/api/dispute-packages') return json(200, { letters: value(data.letters), mailingPackages: value(data.mailings) });
      if (path === '/api/dispute-user-info') return json(200, data.stored ?? null);
      if (path === `/api/disputes/${USER.id}`) return json(200, value(data.disputes));
      const report = /^\/api\/credit-reports\/(\d+)$/.exec(path);
      if (report) return data.reports?.[Number(report[1])] ? json(200, data.reports[Number(report[1])]) : json(404, { error: 'Credit report not found' });
    }
    if (extra) return extra(path, init);
    return json(500, { error: `unexpected ${init.method ?? 'GET'} ${path}` });
  };
}

/** The screen as the shell shows it (the toaster's element in the page: dialogs wait for it). */
export function renderCenter() {
  if (!document.querySelector('[data-finx-toaster]')) {
    const toaster = document.createElement('div');
    toaster.setAttribute('data-finx-toaster', '');
    document.body.append(toaster);
  }
  return renderScreen(DocumentCenter, '/document-center', USER);
}

/** Opens a tab by its name. */
export async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
  return screen.getByRole('tabpanel', { name });
}

/** An item of a list, by its accessible name. */
export const item = (scope: HTMLElement, name: string) => within(scope).getByRole('listitem', { name });
