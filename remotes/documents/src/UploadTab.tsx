import type { Finding, UploadedDocument } from '@finx/contracts';
import { Card, EmptyState, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import type { UseQueryResult } from '@tanstack/react-query';
import { ReportUpload } from '../../common/documents/ReportUpload';
import { muted, stack } from '../../common/documents/ui';
import { QueryError } from '../../common/QueryError';
import { DocumentList, DocumentListSkeleton } from './DocumentList';
import { Findings } from './Findings';
import { PrivacyNotice } from './PrivacyNotice';

const top = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' });

type Props = {
  userId: number | undefined;
  documents: UseQueryResult<UploadedDocument[]>;
  findings: UseQueryResult<Finding[]>;
};

/** Upload Documents: the uploader, the privacy notice, the processed documents and what the reports show worth disputing. */
export function UploadTab({ userId, documents, findings }: Props) {
  const hasProcessedReport = !!documents.data?.some((d) => d.fileType === 'credit_report' && d.status === 'processed');
  return (
    <div className={stack}>
      <div className={top}>
        <Card title="Upload Documents" description="Credit reports, a photo ID or a proof of address. Each file is checked, stored privately and read for you.">
          {userId !== undefined ? <ReportUpload userId={userId} /> : <Skeleton height={260} />}
        </Card>
        <PrivacyNotice />
      </div>
      <Card title="Processed Documents" description="What was read from each file. A credit report's negative items feed the suggested disputes below.">
        {documents.isError ? (
          <QueryError what="your documents" onRetry={() => void documents.refetch()} isRetrying={documents.isFetching} />
        ) : !documents.data ? (
          <DocumentListSkeleton />
        ) : documents.data.length === 0 ? (
          <EmptyState
            title="No documents yet"
            description="Upload a credit report from Experian, Equifax or TransUnion (PDF, TXT, CSV, JSON or a saved report page) to see what it says and what you can dispute."
          />
        ) : (
          <DocumentList documents={documents.data} />
        )}
      </Card>
      {hasProcessedReport && userId !== undefined && (
        <Card
          title="Suggested Disputes"
          description="Differences between bureaus, debts reported twice, items past the FCRA §605 reporting period, accounts that contradict themselves and deleted items that came back, with the lines that show them."
        >
          {findings.isError ? (
            <QueryError what="the suggested disputes" onRetry={() => void findings.refetch()} isRetrying={findings.isFetching} />
          ) : !findings.data ? (
            <div aria-busy="true" className={stack}>
              <p className={muted}>
                <Skeleton text="Looking through your reports for items worth disputing…" />
              </p>
              <Skeleton height={96} />
            </div>
          ) : (
            <Findings findings={findings.data} userId={userId} />
          )}
        </Card>
      )}
    </div>
  );
}
