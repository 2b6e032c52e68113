import { BUREAU_LABELS, type CreditReportSummary, formatCalendarDate, formatTimestampDate, formatWholeDollars } from '@finx/contracts';
import { Badge, Button, Card, documentStatusTone, EmptyState, riskTone, Skeleton, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { afterReportsRead, documentQueries } from '../../common/documents/queries';
import { ReportUpload } from '../../common/documents/ReportUpload';
import { Loaded, muted, tabular } from './parts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const item = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'raised', borderRadius: 'control' });
const facts = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3', m: '0' });
const fact = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  minWidth: '0',
  '& dt': { color: 'text.secondary', fontSize: 'xs' },
  '& dd': { m: '0', fontWeight: 'semibold' },
});

const STATUS_WORDS: Record<CreditReportSummary['status'], string> = { processed: 'Processed', processing: 'Processing', error: 'Error' };

type Props = { userId: number; onUseBalance: (balance: number) => void };

/** Upload Reports: the shared uploader (credit reports only) and the processed reports, whose balance can fill the analysis. */
export function UploadReportsTab({ userId, onUseBalance }: Props) {
  const reports = useQuery(documentQueries.reports());
  const queryClient = useQueryClient();
  const processing = useRef(new Set<number>());

  // a report that finishes reading changes the findings and the FinX Score's factors
  useEffect(() => {
    const now = new Set((reports.data ?? []).filter((r) => r.status === 'processing').map((r) => r.id));
    if ([...processing.current].some((id) => !now.has(id))) afterReportsRead(queryClient, userId);
    processing.current = now;
  }, [reports.data, queryClient, userId]);

  const copyBalance = (r: CreditReportSummary) => {
    const balance = r.accountSummary!.totalBalance;
    onUseBalance(balance);
    const source = r.bureau ? `your ${BUREAU_LABELS[r.bureau]} report` : r.fileName;
    toast({
      title: 'Data Auto-filled',
      description: `Existing debts set to ${formatWholeDollars(balance)} from ${source}. Open AI Analysis to run it.`,
      tone: 'success',
    });
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Card
        title="Upload credit reports"
        description="PDF, TXT, CSV, JSON or a saved report page (HTML), up to 10 MB each. We read each report and use the newest in your analysis."
      >
        <ReportUpload userId={userId} target="credit-reports" />
      </Card>
      <Card title="Processed reports">
        <Loaded query={reports} what="your credit reports" skeleton={<Skeleton height={96} />}>
          {(all) =>
            all.length === 0 ? (
              <EmptyState title="No reports yet" description="Upload a credit report above: the analysis reads its accounts, payment history and inquiries." />
            ) : (
              <ul className={list} aria-label="Processed reports">
                {all.map((r) => (
                  <li key={r.id} className={item}>
                    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'space-between' })}>
                      <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{r.bureau ? BUREAU_LABELS[r.bureau] : r.fileName}</span>
                      <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                        <Badge tone={documentStatusTone(r.status)}>{STATUS_WORDS[r.status]}</Badge>
                        {r.riskLevel && <Badge tone={riskTone(r.riskLevel)}>{`Risk: ${r.riskLevel}`}</Badge>}
                      </span>
                    </div>
                    {r.status === 'error' && <p className={muted}>{r.error}</p>}
                    {r.status === 'processed' && (
                      <>
                        <dl className={facts}>
                          <div className={fact}>
                            <dt>Report date</dt>
                            <dd>{r.reportDate ? formatCalendarDate(r.reportDate) || r.reportDate : 'Not given'}</dd>
                          </div>
                          <div className={fact}>
                            <dt>Credit score</dt>
                            <dd className={tabular}>{r.creditScore ?? 'Not given'}</dd>
                          </div>
                          <div className={fact}>
                            <dt>Score range</dt>
                            <dd className={tabular}>{r.scoreRange ? `${r.scoreRange.min}–${r.scoreRange.max}` : 'Not given'}</dd>
                          </div>
                          <div className={fact}>
                            <dt>Total balance</dt>
                            <dd className={tabular}>{r.accountSummary ? formatWholeDollars(r.accountSummary.totalBalance) : '—'}</dd>
                          </div>
                        </dl>
                        {r.accountSummary && (
                          <div>
                            <Button
                              size="sm"
                              variant="secondary"
                              onPress={() => copyBalance(r)}
                              aria-label={`Use as existing debts: the ${formatWholeDollars(r.accountSummary.totalBalance)} total balance`}
                            >
                              Use as existing debts
                            </Button>
                          </div>
                        )}
                      </>
                    )}
                    <p className={muted}>
                      Uploaded {formatTimestampDate(r.uploadDate)} · {r.fileName}
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
    </div>
  );
}
