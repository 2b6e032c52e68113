import type { CurrentSubscription as Current, MailingFee, Payment } from '@finx/contracts';
import { formatTimestamp } from '@finx/contracts/dates';
import { formatCents, formatCentsFixed } from '@finx/contracts/money';
import { findPlan, PLANS } from '@finx/contracts/plans';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, EmptyState, Skeleton, Stat, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { Select } from '@finx/design-system/forms';
import { Progress } from '@finx/design-system/progress';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { QueryError } from '../../common/QueryError';
import { formatDate, STATUS_LABELS } from './format';
import { billingQueries, useRefreshSubscription } from './queries';
import { muted, notice, row, stack, tabular } from './ui';

const table = css({
  w: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'left', py: '2', px: '2', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border' },
  '& th': { color: 'text.secondary', fontWeight: 'medium' },
});
const statGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } });

const PAYMENT_TONES = { paid: 'success', failed: 'danger', refunded: 'neutral' } as const;

/** How far through its period the subscription is, in percent. */
function periodPercent(start: string | null, end: string | null, now = Date.now()) {
  if (!start || !end) return 0;
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  return e > s ? Math.min(100, Math.max(0, ((now - s) / (e - s)) * 100)) : 0;
}

/**
 * Current Subscription (spec part 2 §2): the user's real plan, status, period, next charge and billing history from
 * stored payments (the spec's app shows static demo content), Cancel, and a change of plan.
 */
export function CurrentSubscription({ onShowPlans, onNeedsContract }: { onShowPlans: () => void; onNeedsContract: (planId: string) => void }) {
  const current = useQuery(billingQueries.current());
  if (current.isError) return <QueryError what="your subscription" onRetry={() => void current.refetch()} isRetrying={current.isFetching} />;
  if (!current.data) return <Skeleton className={css({ h: '64' })} />;
  const data = current.data;
  return (
    <div className={stack}>
      {data.subscription ? (
        <PlanSummary data={data} onNeedsContract={onNeedsContract} />
      ) : data.serviceAccepted && data.contract ? (
        <ContractSummary data={data} onShowPlans={onShowPlans} />
      ) : (
        <EmptyState
          title="No subscription yet"
          description="You have not paid for a plan, so nothing has been charged. Choose a plan to start."
          action={<Button onPress={onShowPlans}>See the plans</Button>}
        />
      )}
      {data.mailingFees.length > 0 && (
        <Card
          title="Certified Mail"
          description="Each package you confirmed: its price, how it is paid and its tracking number. A fee is owed only after the carrier accepts the package."
        >
          <MailingFeesTable fees={data.mailingFees} />
        </Card>
      )}
      <Card title="Billing History" description="Every payment a payment provider confirmed, newest first.">
        {data.payments.length === 0 ? <p className={muted}>No payments yet.</p> : <PaymentsTable payments={data.payments} />}
      </Card>
    </div>
  );
}

function PlanSummary({ data, onNeedsContract }: { data: Current; onNeedsContract: (planId: string) => void }) {
  const sub = data.subscription!;
  const plan = findPlan(sub.planId)!;
  const status = STATUS_LABELS[sub.status];
  const live = ['trialing', 'active', 'past_due'].includes(sub.status);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card
      title={`${plan.name} plan — ${formatCents(plan.price)}/month`}
      description={
        sub.provider === 'paypal'
          ? 'Paid with PayPal'
          : sub.provider === 'stripe'
            ? 'Paid by card through Stripe'
            : 'No payment provider has confirmed a payment'
      }
      actions={<Badge tone={status.tone}>{sub.cancelAtPeriodEnd && live ? 'Ends at period end' : status.label}</Badge>}
    >
      {data.inCancellationPeriod && data.contract && (
        <p className={notice}>
          You can cancel for a full refund until {formatTimestamp(data.contract.cancelDeadline)} (your three-business-day right to cancel). Credit-repair work
          starts after that.
        </p>
      )}
      {sub.status === 'pending' && (
        <p className={notice}>Waiting for the payment provider to confirm. Nothing is active and nothing has been charged until it does.</p>
      )}
      <div className={statGrid}>
        <Stat
          label="Current period"
          value={<span className={css({ fontSize: 'md' })}>{`${formatDate(sub.currentPeriodStart)} – ${formatDate(sub.currentPeriodEnd)}`}</span>}
        />
        <Stat
          label="Next charge"
          value={<span className={tabular}>{data.nextCharge ? formatCentsFixed(data.nextCharge.amount) : '—'}</span>}
          hint={
            data.nextCharge
              ? `${formatDate(data.nextCharge.at)}${data.nextCharge.automatic ? '' : ' (not automatic)'}: ${data.nextCharge.description}`
              : 'No further charge is scheduled.'
          }
        />
        {data.contract && (
          <Stat
            label="Contract accepted"
            value={<span className={css({ fontSize: 'md' })}>{formatDate(data.contract.acceptedAt)}</span>}
            hint={`Signed “${data.contract.signature}”`}
          />
        )}
      </div>
      {live && sub.currentPeriodStart && (
        <Progress
          label="Billing period"
          value={periodPercent(sub.currentPeriodStart, sub.currentPeriodEnd)}
          valueText={`Ends ${formatDate(sub.currentPeriodEnd)}`}
          showValue
        />
      )}
      {live && !sub.cancelAtPeriodEnd && (
        <div className={row}>
          {sub.provider === 'stripe' && <ChangePlan currentPlanId={sub.planId} onNeedsContract={onNeedsContract} />}
          <Button variant="danger" onPress={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        </div>
      )}
      {(live || sub.status === 'pending') && sub.provider === 'none' && (
        <Button variant="secondary" onPress={() => setConfirming(true)} className={css({ alignSelf: 'flex-start' })}>
          Remove pending plan
        </Button>
      )}
      {confirming && <CancelDialog data={data} onClose={() => setConfirming(false)} />}
    </Card>
  );
}

/** The contract without a plan (issue 26): accepted before a first letter; mailings paid one at a time. */
function ContractSummary({ data, onShowPlans }: { data: Current; onShowPlans: () => void }) {
  const contract = data.contract!;
  const [confirming, setConfirming] = useState(false);
  return (
    <Card
      title="Your FinX contract — no plan"
      description="Letters are prepared and mailed when you ask; each certified-mail package is paid after the carrier accepts it."
      actions={<Badge tone="info">In force</Badge>}
    >
      {data.inCancellationPeriod && (
        <p className={notice}>
          You can cancel until {formatTimestamp(contract.cancelDeadline)} (your three-business-day right to cancel): all work stops and nothing is charged, not
          even for letters already mailed.
        </p>
      )}
      <div className={statGrid}>
        <Stat
          label="Contract accepted"
          value={<span className={css({ fontSize: 'md' })}>{formatDate(contract.acceptedAt)}</span>}
          hint={`Signed “${contract.signature}”`}
        />
        <Stat
          label="Plan"
          value={<span className={css({ fontSize: 'md' })}>{data.plan.name}</span>}
          hint="A plan adds letters without a monthly limit, included packages, AI underwriting and insurance quotes."
        />
      </div>
      <div className={row}>
        <Button variant="secondary" onPress={onShowPlans}>
          See the plans
        </Button>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          Cancel Contract
        </Button>
      </div>
      {confirming && <CancelDialog data={data} onClose={() => setConfirming(false)} />}
    </Card>
  );
}

const FEE_STATUS: Record<MailingFee['status'], { label: string; tone: 'success' | 'warning' | 'info' | 'neutral' | 'accent' }> = {
  confirmed: { label: 'Waiting for the carrier', tone: 'info' },
  included: { label: 'Included in plan', tone: 'success' },
  owed: { label: 'Owed, billed later', tone: 'warning' },
  billed: { label: 'Billed', tone: 'accent' },
  waived: { label: 'Waived (cancelled)', tone: 'neutral' },
  void: { label: 'Not mailed', tone: 'neutral' },
};

function MailingFeesTable({ fees }: { fees: MailingFee[] }) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Certified mail fees</caption>
        <thead>
          <tr>
            <th scope="col">Mailed</th>
            <th scope="col">Package</th>
            <th scope="col">Tracking number</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((f) => (
            <tr key={f.mailingId}>
              <td className={tabular}>{formatDate(f.acceptedAt)}</td>
              <td>{f.description}</td>
              <td className={tabular}>{f.trackingNumber ?? '—'}</td>
              <td className={tabular}>{f.paidBy === 'plan' ? 'Included' : formatCentsFixed(f.amount)}</td>
              <td>
                <Badge tone={FEE_STATUS[f.status].tone}>{FEE_STATUS[f.status].label}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CancelDialog({ data, onClose }: { data: Current; onClose: () => void }) {
  const refresh = useRefreshSubscription();
  const cancel = useMutation({
    mutationFn: () => api.billing.cancel({ body: {} }).then(successBody),
    onSuccess: async (res) => {
      const stopped = res.mailingsStopped
        ? ` ${res.mailingsStopped} ${res.mailingsStopped === 1 ? 'letter' : 'letters'} not yet mailed ${res.mailingsStopped === 1 ? 'was' : 'were'} stopped.`
        : '';
      if (!res.subscription) {
        toast({ title: 'Contract Canceled', description: `FinX does no more work for you and nothing is charged for it.${stopped}`, tone: 'success' });
        await refresh();
        return onClose();
      }
      toast({
        title: 'Subscription Canceled',
        description: res.immediate
          ? `Your plan ended now.${res.refunded ? ` ${formatCentsFixed(res.refunded)} will be refunded to your payment method.` : ' Nothing was charged.'}`
          : `Your plan stays active until ${formatDate(res.subscription?.currentPeriodEnd ?? null)}; this month’s credit-repair work is billed then.`,
        tone: 'success',
      });
      await refresh();
      onClose();
    },
    onError: (err) => toast({ title: 'Cancellation Failed', description: serverMessage(err, 'Please try again or contact support.'), tone: 'destructive' }),
  });
  const sub = data.subscription;
  if (!sub) {
    return (
      <Dialog
        onClose={onClose}
        role="alertdialog"
        size="sm"
        title="Cancel your FinX contract?"
        description={
          data.inCancellationPeriod
            ? 'You are within your three-business-day cancellation period: all work stops, letters not yet mailed are not sent, and nothing is charged.'
            : 'All work stops and letters not yet mailed are not sent. Packages already mailed stay billed as agreed.'
        }
        footer={
          <Button variant="danger" onPress={() => cancel.mutate()} isPending={cancel.isPending} pendingLabel="Canceling...">
            Cancel Contract
          </Button>
        }
      />
    );
  }
  return (
    <Dialog
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Cancel your subscription?"
      description={
        data.inCancellationPeriod
          ? 'You are within your three-business-day cancellation period: the plan ends now and every payment is refunded in full.'
          : `Your plan stays active until ${formatDate(sub.currentPeriodEnd)} and then ends. You will not be charged for another month.`
      }
      footer={
        <Button variant="danger" onPress={() => cancel.mutate()} isPending={cancel.isPending} pendingLabel="Canceling...">
          Cancel Subscription
        </Button>
      }
    />
  );
}

function ChangePlan({ currentPlanId, onNeedsContract }: { currentPlanId: string; onNeedsContract: (planId: string) => void }) {
  const refresh = useRefreshSubscription();
  const others = PLANS.filter((p) => p.id !== currentPlanId);
  const [target, setTarget] = useState<string>(others[0]!.id);
  const contract = useQuery(billingQueries.current()).data?.contract;
  const change = useMutation({
    mutationFn: () => api.billing.changePlan({ body: { planId: target as 'basic' } }).then(successBody),
    onSuccess: async ({ subscription }) => {
      toast({
        title: 'Plan Changed',
        description: `You are now on ${findPlan(subscription.planId)!.name}. The software fee is prorated on your next invoice.`,
        tone: 'success',
      });
      await refresh();
    },
    onError: (err) => toast({ title: 'Plan Change Failed', description: serverMessage(err, 'Please try again later.'), tone: 'destructive' }),
  });
  const press = () => (contract && !contract.canceledAt && contract.planId === target ? change.mutate() : onNeedsContract(target));
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
      <Select
        label="Change to"
        items={others.map((p) => ({ value: p.id, label: `${p.name} — ${formatCents(p.price)}/month` }))}
        value={target}
        onValueChange={setTarget}
        className={css({ minW: '56' })}
      />
      <Button variant="secondary" onPress={press} isPending={change.isPending} pendingLabel="Changing...">
        Change Plan
      </Button>
    </div>
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Billing history</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className={tabular}>{formatDate(p.createdAt)}</td>
              <td>{p.description}</td>
              <td className={tabular}>{formatCentsFixed(p.amount)}</td>
              <td>
                <Badge tone={PAYMENT_TONES[p.status]}>{p.status === 'paid' ? 'Paid' : p.status === 'failed' ? 'Failed' : 'Refunded'}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
