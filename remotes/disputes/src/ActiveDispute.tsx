import { BUREAU_LABELS, DISPUTE_RESULT_LABELS, DISPUTE_TYPE_LABELS, formatCalendarDate, type Dispute } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Skeleton, toast, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api, successBody } from '../../common/api';
import { BureauPortalLink } from './BureauPortalLink';
import { ComplaintOffer } from './company-letters/ComplaintOffer';
import { DisputeOdds } from './DisputeOdds';
import { answerDue, BLOCK_CLOCK_NOT_STARTED, CLOCK_NOT_STARTED, countdown, daysUntil, formatAmount } from './format';
import { MailingTracker } from './MailingTracker';
import { disputeQueries } from './queries';
import { useRefreshDisputes } from './useRefreshDisputes';
import { disputeAnchor, muted, revealable, row, tabular, tightStack } from './ui';

const SendMailDialog = lazy(() => import('./SendMailDialog').then((m) => ({ default: m.SendMailDialog })));
const RecordAnswerDialog = lazy(() => import('./RecordAnswerDialog').then((m) => ({ default: m.RecordAnswerDialog })));
const FurnisherLetterDialog = lazy(() => import('./FurnisherLetterDialog').then((m) => ({ default: m.FurnisherLetterDialog })));

export const itemBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'raised',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  minWidth: '0',
});
const title = css({ fontSize: 'md', fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' });
export const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
  m: '0',
  '& dt': { fontSize: 'xs', color: 'text.secondary' },
  '& dd': { m: '0', fontSize: 'sm', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
});

/** Its state in a word, coloured by meaning (overdue danger). */
function statusBadge(d: Dispute): { label: string; tone: Tone } {
  if (d.overdueAt) return { label: 'Answer overdue', tone: 'danger' };
  if (d.status === 'rejected') return { label: `Bureau answered: ${DISPUTE_RESULT_LABELS[d.result ?? 'verified']}`, tone: 'warning' };
  if (d.status === 'in_progress') return { label: 'Bureau investigating', tone: 'info' };
  return { label: 'Letter not sent yet', tone: 'neutral' };
}

/** What the clock says: nothing runs before the bureau has the letter; then the days left until its answer is due. */
function Deadline({ d }: { d: Dispute }) {
  if (d.status === 'rejected') {
    return d.type === '605b' ? (
      <p className={muted}>
        Answered {formatCalendarDate(d.responseDate)}: the bureau did not block it. It had to tell you why (FCRA §605B(c)); the next round disputes the item
        under §611.
      </p>
    ) : (
      <p className={muted}>Answered {formatCalendarDate(d.responseDate)}. Start the next round to ask the bureau how it verified this item.</p>
    );
  }
  const due = answerDue(d);
  const block = d.type === '605b';
  if (!due) return <p className={muted}>{block ? BLOCK_CLOCK_NOT_STARTED : CLOCK_NOT_STARTED}.</p>;
  const left = daysUntil(due);
  const overdue = d.overdueAt !== null || left < 0;
  return (
    <p className={cx(muted, tabular)}>
      {block ? 'Block due' : "Bureau's answer due"} {formatCalendarDate(due)}:{' '}
      <strong className={css({ color: overdue ? 'danger.text' : 'text.primary' })}>{countdown(left)}</strong>
      {overdue && '. You can escalate with the next round.'}
    </p>
  );
}

type Props = { dispute: Dispute; userId: number /** Just filed or linked to: briefly marked. */; highlighted?: boolean };

/** One active dispute: its facts, the clock, the certified letter's journey and what the user can do next. */
export function ActiveDispute({ dispute: d, userId, highlighted = false }: Props) {
  const [dialog, setDialog] = useState<'send' | 'answer' | 'furnisher' | null>(null);
  // a §605B block rests on the user's FTC report: the odds of disputes are not its odds
  const block = d.type === '605b';
  const odds = useQuery({ ...disputeQueries.odds(d.id), enabled: !block });
  const refresh = useRefreshDisputes(userId);
  const nextRound = useMutation({
    mutationFn: () => api.disputeMail.nextRound({ params: { id: d.id }, body: {} }).then(successBody),
    onSuccess: (next) => {
      toast({
        title: 'Next Round Started',
        description: `Round ${next.round}: ${DISPUTE_TYPE_LABELS[next.type]}. Preview and send the new letter.`,
        tone: 'success',
      });
      refresh(next.id);
    },
    onError: (err) =>
      toast({ title: 'Next Round Not Started', description: serverMessage(err, 'Failed to start the next round. Please try again.'), tone: 'destructive' }),
  });
  const moreInformation = useMutation({
    mutationFn: () => api.disputeMail.moreInformation({ params: { id: d.id }, body: {} }).then(successBody),
    onSuccess: (next) => {
      toast({
        title: 'Deadline Extended',
        description: `The bureau now has 45 days: its answer is due ${formatCalendarDate(next.expectedResponseDate)}.`,
        tone: 'success',
      });
      refresh(next.id);
    },
    onError: (err) =>
      toast({
        title: 'Deadline Not Extended',
        description: serverMessage(err, 'Failed to record the extra information. Please try again.'),
        tone: 'destructive',
      }),
  });
  const badge = statusBadge(d);
  const amount = formatAmount(d.amount);
  const headingId = `dispute-${d.id}-title`;
  const due = answerDue(d);

  return (
    // id: the address other screens link to (/disputes#dispute-12); focusable so that a link or a filing can move to it
    <li id={disputeAnchor(d.id)} tabIndex={-1} className={cx(itemBox, revealable)} aria-labelledby={headingId} data-highlighted={highlighted || undefined}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <h3 id={headingId} className={title}>
          {d.creditor}
        </h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className={muted}>
        {DISPUTE_TYPE_LABELS[d.type]} · {BUREAU_LABELS[d.bureau]} · round {d.round}
      </p>
      <dl className={facts}>
        <div>
          <dt>Account</dt>
          <dd>{d.accountNumber ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{amount ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>{block ? 'Block due' : 'Answer due'}</dt>
          <dd>{due ? formatCalendarDate(due) : 'Pending'}</dd>
        </div>
      </dl>
      {d.description && <p className={css({ m: '0', fontSize: 'sm', overflowWrap: 'anywhere' })}>{d.description}</p>}
      <Deadline d={d} />
      {!block && <DisputeOdds odds={odds.data} isLoading={odds.isPending} failed={odds.isError} />}
      {d.mailing && <MailingTracker mailing={d.mailing} />}
      <div className={row}>
        <Button size="sm" onPress={() => setDialog('send')} isDisabled={d.status !== 'pending'}>
          Send Certified Mail
        </Button>
        <BureauPortalLink dispute={d} userId={userId} size="sm">
          Bureau Portal
        </BureauPortalLink>
        {d.status === 'in_progress' && (
          <Button size="sm" variant="secondary" onPress={() => setDialog('answer')}>
            Record answer
          </Button>
        )}
        {/* the 45 days replace a running 30: offered once the bureau has the letter */}
        {d.status === 'in_progress' && due !== null && !block && !d.deadlineExtended && d.overdueAt === null && (
          <Button size="sm" variant="ghost" onPress={() => moreInformation.mutate()} isPending={moreInformation.isPending} pendingLabel="Saving...">
            I sent more information
          </Button>
        )}
        {(d.status === 'rejected' || d.overdueAt !== null) && (
          <Button size="sm" variant="secondary" onPress={() => nextRound.mutate()} isPending={nextRound.isPending} pendingLabel="Starting...">
            Start next round
          </Button>
        )}
        {/* FCRA §623(a)(8): once the bureau verified it, the company that reports it can be disputed directly */}
        {d.status === 'rejected' && (
          <Button size="sm" variant="ghost" onPress={() => setDialog('furnisher')}>
            Dispute with the company
          </Button>
        )}
      </div>
      <ComplaintOffer dispute={d} />
      <Suspense fallback={null}>
        {dialog === 'send' && <SendMailDialog dispute={d} userId={userId} onClose={() => setDialog(null)} />}
        {dialog === 'answer' && <RecordAnswerDialog dispute={d} userId={userId} onClose={() => setDialog(null)} />}
        {dialog === 'furnisher' && <FurnisherLetterDialog dispute={d} onClose={() => setDialog(null)} />}
      </Suspense>
    </li>
  );
}

/** An active dispute while the list loads. */
export function ActiveDisputeSkeleton() {
  return (
    <li className={itemBox} aria-hidden="true">
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <Skeleton width="40%" height={20} />
        <Skeleton width={110} height={20} radius={999} />
      </div>
      <Skeleton width="55%" height={14} />
      <div className={facts}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={tightStack}>
            <Skeleton width="50%" height={12} />
            <Skeleton width="70%" height={16} />
          </div>
        ))}
      </div>
      <div className={row}>
        <Skeleton width={150} height={32} />
        <Skeleton width={120} height={32} />
      </div>
    </li>
  );
}
