/**
 * The documents reads, shared by the Document Center and the AI Credit Optimization screen (one QueryClient in
 * the shell, so an upload on either screen refreshes both). Keys follow the API path.
 */
import type { CreditReportSummary, UploadedDocument } from '@finx/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, successBody } from '../api';

export const documentKeys = {
  documents: ['documents'] as const,
  reports: ['credit-reports'] as const,
  report: (id: number) => ['credit-reports', id] as const,
  findings: ['credit-report-findings'] as const,
  packages: ['dispute-packages'] as const,
  creditFile: ['credit-file'] as const,
};

/** How often a list is read again while a document is still being read on the server. */
export const PROCESSING_REFRESH_MS = 2000;

const processing = (items: { status: string }[] | undefined) => !!items?.some((i) => i.status === 'processing');

export const documentQueries = {
  /** Your documents, newest first; read again every 2 s while one is processing. */
  documents: () =>
    queryOptions({
      queryKey: documentKeys.documents,
      queryFn: () => api.documents.listDocuments().then((res) => successBody(res).documents),
      refetchInterval: (q) => (processing(q.state.data as UploadedDocument[] | undefined) ? PROCESSING_REFRESH_MS : false),
    }),
  /** Your credit reports, newest first; read again every 2 s while one is processing. */
  reports: () =>
    queryOptions({
      queryKey: documentKeys.reports,
      queryFn: () => api.documents.listCreditReports().then((res) => successBody(res).reports),
      refetchInterval: (q) => (processing(q.state.data as CreditReportSummary[] | undefined) ? PROCESSING_REFRESH_MS : false),
    }),
  /** One report with its full reading (once processed). */
  report: (id: number) =>
    queryOptions({ queryKey: documentKeys.report(id), queryFn: () => api.documents.getCreditReport({ params: { id } }).then(successBody) }),
  findings: () => queryOptions({ queryKey: documentKeys.findings, queryFn: () => api.documents.listFindings().then((res) => successBody(res).findings) }),
  packages: () => queryOptions({ queryKey: documentKeys.packages, queryFn: () => api.disputePackages.listPackages().then(successBody) }),
  /** Your newest processed report of each bureau as one file: accounts, inquiries, public records and their open disputes. */
  creditFile: () => queryOptions({ queryKey: documentKeys.creditFile, queryFn: () => api.creditFile.get().then(successBody) }),
};

/** After an upload or a deletion: the documents, the reports, the credit file and what they show worth disputing. */
export function refreshDocuments(queryClient: QueryClient) {
  for (const key of [documentKeys.documents, documentKeys.reports, documentKeys.findings, documentKeys.creditFile])
    void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * A report finished processing: what is worth disputing has changed, and so have the credit factors the FinX
 * Score is measured from (the dashboard's reads, keyed by their API path like these).
 */
export function afterReportsRead(queryClient: QueryClient, userId: number) {
  for (const key of [
    documentKeys.findings,
    documentKeys.reports,
    documentKeys.creditFile,
    ['credit-profiles', userId],
    ['score-history', userId],
    ['activities', userId],
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
