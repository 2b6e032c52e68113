import { type Dispute, formatCalendarDate, formatCentsFixed } from '@finx/contracts';
import { Badge, Card, Skeleton } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import { useQuery } from '@tanstack/react-query';
import { answerDue, CLOCK_NOT_STARTED, countdown } from './format';
import { disputeQueries } from './queries';
import { muted, row, tabular, tightStack } from './ui';
import { QueryError } from '../../common/QueryError';

const methodGrid = grid({ columns: { base: 1, sm: 2 }, gap: '3' });
const method = css({
  p: '4',
  bg: 'surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const methodName = css({ fontWeight: 'semibold', fontSize: 'md', m: '0' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  m: '0',
  fontSize: 'sm',
  '& dt': { color: 'text.secondary' },
  '& dd': { m: '0' },
});

function MethodSkeleton() {
  return (
    <div className={method} aria-busy="true">
      <Skeleton width="55%" height={18} />
      <Skeleton lines={3} />
    </div>
  );
}

/** Certified Mail (automated) and Bureau Portal (manual), each with its timeline (GET delivery-methods). */
export function DeliveryMethods({ disputeId }: { disputeId: number }) {
  const q = useQuery(disputeQueries.deliveryMethods(disputeId));
  if (q.isError) return <QueryError what="the delivery methods" onRetry={() => void q.refetch()} isRetrying={q.isFetching} />;
  return (
    <div className={methodGrid}>
      {!q.data ? (
        <>
          <MethodSkeleton />
          <MethodSkeleton />
        </>
      ) : (
        <>
          <section className={method} aria-label="Certified Mail (automated)">
            <div className={cx(row, css({ justifyContent: 'space-between' }))}>
              <h3 className={methodName}>Certified Mail</h3>
              <Badge tone="accent">automated</Badge>
            </div>
            <p className={muted}>{q.data.certified_mail.timeline}</p>
            <p className={cx(tabular, css({ m: '0', fontWeight: 'semibold' }))}>{formatCentsFixed(q.data.certified_mail.priceCents)} per letter</p>
          </section>
          <section className={method} aria-label="Bureau Portal (manual)">
            <div className={cx(row, css({ justifyContent: 'space-between' }))}>
              <h3 className={methodName}>Bureau Portal</h3>
              <Badge>manual</Badge>
            </div>
            <p className={muted}>{q.data.bureau_portal.timeline}</p>
            <p className={cx(muted, css({ color: 'text.primary' }))}>Free</p>
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The FCRA deadlines (GET deadlines): initial response, final resolution, the compliance text and this dispute's
 * answer due date, once the bureau has the letter (before that, no date: the clock has not started).
 */
export function DeadlinesCard({ dispute }: { dispute: Dispute }) {
  const q = useQuery(disputeQueries.deadlines(dispute.id));
  const d = q.data;
  const due = d?.due_date && answerDue(dispute) ? d.due_date : null;
  return (
    <Card title="FCRA deadlines" headingLevel={3} aria-label="FCRA deadlines" className={css({ bg: 'surface' })}>
      {q.isError ? (
        <QueryError what="the deadlines" onRetry={() => void q.refetch()} isRetrying={q.isFetching} />
      ) : !d ? (
        <div className={tightStack} aria-busy="true">
          <Skeleton lines={2} />
          <Skeleton lines={3} />
        </div>
      ) : (
        <div className={tightStack}>
          <dl className={facts}>
            <dt>Initial response</dt>
            <dd>{d.initial_response}</dd>
            <dt>Final resolution</dt>
            <dd>{d.final_resolution}</dd>
            <dt>Answer due</dt>
            {due ? (
              <dd className={tabular}>
                {formatCalendarDate(due)}
                {d.days_left !== null && (
                  <>
                    {' · '}
                    <span className={css({ color: d.overdue ? 'danger.text' : 'text.primary', fontWeight: 'semibold' })}>{countdown(d.days_left)}</span>
                  </>
                )}
              </dd>
            ) : (
              <dd>{CLOCK_NOT_STARTED}</dd>
            )}
          </dl>
          <p className={muted}>{d.fcra_compliance}</p>
        </div>
      )}
    </Card>
  );
}
