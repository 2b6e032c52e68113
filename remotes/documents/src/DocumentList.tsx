import {
  BUREAU_LABELS,
  BUREAUS,
  DOCUMENT_TYPE_LABELS,
  type CreditReport,
  documentsContract,
  formatDollars,
  formatTimestamp,
  serverMessage,
  type UploadedDocument,
} from '@finx/contracts';
import { Badge, Button, buttonStyle, documentStatusTone, Skeleton, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { megabytes } from '../../common/documents/files';
import { documentQueries, refreshDocuments } from '../../common/documents/queries';
import { actions, itemTitle, muted, plainList, row, small, tabular, tile } from '../../common/documents/ui';

const STATUS_LABELS: Record<string, string> = { processed: 'Processed', processing: 'Processing', error: 'Error' };
const NEGATIVE_LABELS: Record<string, string> = {
  late_payment: 'Late payments',
  chargeoff: 'Charge-off',
  collection: 'Collection',
  bankruptcy: 'Bankruptcy',
  public_record: 'Public record',
};

const facts = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '3', m: '0' });
const fact = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  minWidth: '0',
  '& dt': { fontSize: 'xs', color: 'text.secondary' },
  '& dd': { m: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' },
});
const negatives = css({ m: '0', pl: '5', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' });
const errorText = css({ color: 'danger.text', fontSize: 'sm', m: '0' });
const warningText = css({ color: 'warning', fontSize: 'sm', m: '0' });

type ReportData = Extract<NonNullable<UploadedDocument['extractedData']>, { reportId: number }>;
type IdentityData = Exclude<NonNullable<UploadedDocument['extractedData']>, { reportId: number }>;
const isReport = (d: UploadedDocument['extractedData']): d is ReportData => !!d && 'reportId' in d;

/** The processed-documents list: name, type, upload date, status badge, the reason of an error, and what was read. */
export function DocumentList({ documents }: { documents: UploadedDocument[] }) {
  return (
    <ul className={plainList} aria-label="Your documents">
      {documents.map((d) => (
        <DocumentItem key={d.id} doc={d} />
      ))}
    </ul>
  );
}

export function DocumentListSkeleton() {
  return (
    <ul className={plainList} aria-busy="true" aria-label="Your documents">
      {[0, 1].map((i) => (
        <li key={i} className={tile}>
          <p className={itemTitle}>
            <Skeleton text="experian-report-2026.pdf" />
          </p>
          <p className={small}>
            <Skeleton text="Credit Report · Uploaded Mar 2, 2026, 3:04 PM · 0.25 MB" />
          </p>
          <Skeleton height={48} />
        </li>
      ))}
    </ul>
  );
}

function DocumentItem({ doc }: { doc: UploadedDocument }) {
  return (
    <li className={tile} aria-label={doc.fileName}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <p className={itemTitle}>{doc.fileName}</p>
        <Badge tone={documentStatusTone(doc.status)}>{STATUS_LABELS[doc.status] ?? doc.status}</Badge>
      </div>
      <p className={cx(small, tabular)}>
        {DOCUMENT_TYPE_LABELS[doc.fileType]} · Uploaded {formatTimestamp(doc.uploadDate)} · {megabytes(doc.size)}
      </p>
      {doc.status === 'processing' && <p className={muted}>Reading the file… this takes a few seconds.</p>}
      {doc.status === 'error' && <p className={errorText}>Couldn't read it: {doc.error ?? 'the file could not be read.'}</p>}
      {doc.status === 'processed' &&
        doc.extractedData &&
        (isReport(doc.extractedData) ? (
          <ReportFacts data={doc.extractedData} />
        ) : (
          <IdentityFacts data={doc.extractedData} proofOfAddress={doc.fileType === 'proof_of_address'} />
        ))}
      <DocumentActions doc={doc} />
    </li>
  );
}

function ReportFacts({ data }: { data: ReportData }) {
  const reading = useQuery(documentQueries.report(data.reportId)).data?.reading;
  return (
    <>
      <dl className={facts}>
        <div className={fact}>
          <dt>Bureau</dt>
          <dd>{data.bureau ? BUREAU_LABELS[data.bureau] : <ReportBureaus reportId={data.reportId} />}</dd>
        </div>
        <div className={fact}>
          <dt>Credit score</dt>
          <dd className={tabular}>{data.creditScore ?? 'No score in this report'}</dd>
        </div>
        <div className={fact}>
          <dt>Negative items</dt>
          <dd className={tabular}>{data.negativeItems.length}</dd>
        </div>
      </dl>
      {data.negativeItems.length > 0 && (
        <ul className={negatives} aria-label="Negative items">
          {data.negativeItems.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report can list the same item twice; the list is never reordered
            <li key={`${n.kind}-${n.creditor}-${n.accountNumberLast4}-${n.bureau}-${i}`}>
              {NEGATIVE_LABELS[n.kind] ?? n.kind}: {n.creditor}
              {n.accountNumberLast4 && ` ****${n.accountNumberLast4}`}
              {n.bureau && ` (${BUREAU_LABELS[n.bureau]})`}
              <WhereRead source={reading?.accounts.find((a) => a.creditor === n.creditor && a.accountNumberLast4 === n.accountNumberLast4)?.sources} />
            </li>
          ))}
        </ul>
      )}
      {reading && <ReadingCheck checks={reading.checks ?? []} confidence={reading.confidence} />}
    </>
  );
}

type Reading = NonNullable<CreditReport['reading']>;
type Sources = Reading['accounts'][number]['sources'];

/** Where the report shows why an item is negative: 'page 3: "Status Charged off"'. */
function WhereRead({ source }: { source: Sources }) {
  const at = source?.status ?? source?.paymentStatus ?? source?.balance;
  if (!at) return null;
  return (
    <span className={small}>
      {' '}
      — {at.page ? `page ${at.page}: ` : ''}“{at.text}”
    </span>
  );
}

type Check = NonNullable<Reading['checks']>[number];
const stated = (check: Check, value: number) => (check.label.startsWith('Total balance') ? formatDollars(value) : String(value));

/** How sure the reading is, in words: checked against the report's own totals, or what did not add up. */
function ReadingCheck({ checks, confidence }: { checks: Check[]; confidence: Reading['confidence'] }) {
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0) {
    return (
      <p className={warningText} role="note">
        Check this reading: {failed.map((c) => `the report says ${c.label.toLowerCase()} ${stated(c, c.stated)}, we read ${stated(c, c.read)}`).join('; ')}.
        Some of its items may be missing{confidence !== undefined ? ` (confidence ${Math.round(confidence * 100)} %)` : ''}.
      </p>
    );
  }
  if (checks.length === 0) return <p className={small}>The report states no totals to check this reading against.</p>;
  return (
    <p className={small}>The reading matches the report's own totals ({checks.map((c) => `${c.label.toLowerCase()} ${stated(c, c.stated)}`).join(', ')}).</p>
  );
}

/** A file holding several bureaus names none in its headline: the reading lists them. */
function ReportBureaus({ reportId }: { reportId: number }) {
  const report = useQuery(documentQueries.report(reportId));
  const bureaus = BUREAUS.filter((b) => report.data?.reading?.bureaus?.some((s) => s.bureau === b)).map((b) => BUREAU_LABELS[b]);
  if (report.isPending) return <Skeleton text="Experian, Equifax" />;
  return <>{bureaus.length > 0 ? bureaus.join(', ') : 'Not named in the report'}</>;
}

function IdentityFacts({ data, proofOfAddress }: { data: IdentityData; proofOfAddress: boolean }) {
  return (
    <dl className={facts}>
      <div className={fact}>
        <dt>Name</dt>
        <dd>{data.name ?? 'Not found'}</dd>
      </div>
      <div className={fact}>
        <dt>Document type</dt>
        <dd>{data.documentType ?? 'Not recognised'}</dd>
      </div>
      {proofOfAddress && (
        <div className={fact}>
          <dt>Address</dt>
          <dd>{data.address ?? 'Not found'}</dd>
        </div>
      )}
      <div className={fact}>
        <dt>Verification</dt>
        <dd>
          <Badge tone={data.verified ? 'success' : 'warning'}>{data.verified ? 'Verified' : 'Not verified'}</Badge>
        </dd>
      </div>
    </dl>
  );
}

/** Download (an attachment, only to its owner) and Delete (after asking). */
function DocumentActions({ doc }: { doc: UploadedDocument }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={actions}>
      <a
        href={documentsContract.downloadDocument.path.replace(':id', String(doc.id))}
        download={doc.fileName}
        className={buttonStyle({ variant: 'secondary', size: 'sm' })}
        aria-label={`Download ${doc.fileName}`}
      >
        Download
      </a>
      <Button variant="ghost" size="sm" onPress={() => setConfirming(true)} aria-label={`Delete ${doc.fileName}`}>
        Delete
      </Button>
      {confirming && <DeleteDialog doc={doc} onClose={() => setConfirming(false)} />}
    </div>
  );
}

function DeleteDialog({ doc, onClose }: { doc: UploadedDocument; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.documents.deleteDocument({ params: { id: doc.id }, body: {} }),
    onSuccess: () => {
      toast({ title: 'Document Deleted', description: `${doc.fileName} and what was read from it are deleted.`, tone: 'success' });
      refreshDocuments(queryClient);
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Delete Failed', description: serverMessage(err, 'Failed to delete the document. Please try again.'), tone: 'destructive' }),
  });
  return (
    <Dialog
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={`Delete ${doc.fileName}?`}
      description="The file and what was read from it are deleted for good. Disputes you already filed from it stay."
      footer={
        <>
          <DialogCancel isDisabled={remove.isPending} />
          <Button variant="danger" onPress={() => remove.mutate()} isPending={remove.isPending} pendingLabel="Deleting...">
            Delete
          </Button>
        </>
      }
    />
  );
}
