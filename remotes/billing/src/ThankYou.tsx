import './index.css';
import { formatCents, formatCentsFixed } from '@finx/contracts/money';
import { findPlan } from '@finx/contracts/plans';
import { isApiError } from '@finx/contracts/session';
import { Badge, buttonStyle, Card, PageHeader, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import { PublicSitePage } from '../../common/public/PublicSitePage';
import { formatDate } from './format';
import { billingQueries } from './queries';
import { muted, plainList, stack } from './ui';

/** How often the page asks whether the provider's confirmation (the webhook) has arrived. */
export const CONFIRMATION_POLL_MS = 3000;

const BENEFITS = [
  'AI Dispute Engine: letters for every item you dispute, mailed by certified mail',
  'Credit Builder: enrollment and tracking of builder accounts',
  'Live Assistant: Guardian, 24/7',
];

/**
 * /thank-you (spec part 2 §2): after Stripe Checkout (`?session_id=`) or a PayPal payment (`?paypal_order=`) it
 * says what was bought, from the server's record of that checkout, and reads it again every few seconds until
 * the payment provider's confirmation has arrived (activation may take 5-10 minutes, as the spec says).
 */
export default function ThankYou() {
  const [params] = useSearchParams();
  const ref = params.get('session_id') ?? params.get('paypal_order');
  return (
    <PublicSitePage remote="billing" title="Thank you" description="Thank you for choosing FinX. Sign in to your account or return to the home page.">
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '6', py: { base: '10', md: '16' } })}>
        <PageHeader title="Thank You!" subtitle={ref ? 'Your checkout, as our records show it.' : 'Thank you for choosing FinX.'} />
        {ref && <PurchaseSummary reference={ref} />}
        <Card title="What you get">
          <ul className={plainList}>
            {BENEFITS.map((b) => (
              <li key={b} className={muted}>
                {b}
              </li>
            ))}
          </ul>
          <p className={muted}>A confirmation e-mail with your sign-in details follows.</p>
        </Card>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link to="/auth" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
            Sign in to your account
          </Link>
          <Link to="/" className={buttonStyle({ variant: 'secondary', size: 'lg' })}>
            Back to the home page
          </Link>
        </div>
      </section>
    </PublicSitePage>
  );
}

function PurchaseSummary({ reference }: { reference: string }) {
  const purchase = useQuery({
    ...billingQueries.purchase(reference),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? CONFIRMATION_POLL_MS : false),
  });
  if (purchase.isPending) return <Skeleton className={css({ h: '40' })} />;
  if (purchase.isError) {
    const signedOut = isApiError(purchase.error) && purchase.error.status === 401;
    return (
      <p role="alert" className={muted}>
        {signedOut ? 'Sign in to see your purchase and its confirmation.' : 'We could not find this purchase. Your Subscription page shows what is active.'}
      </p>
    );
  }
  const p = purchase.data;
  const plan = findPlan(p.planId)!;
  const status =
    p.status === 'confirmed'
      ? {
          tone: 'success' as const,
          label: 'Confirmed',
          text:
            p.provider === 'paypal'
              ? 'PayPal confirmed your payment: your plan is active.'
              : `Stripe confirmed your subscription.${p.firstChargeAt ? ` Nothing is charged until your cancellation period ends; the first software fee is charged on ${formatDate(p.firstChargeAt)}.` : ''}`,
        }
      : p.status === 'failed'
        ? {
            tone: 'danger' as const,
            label: 'Not completed',
            text: 'This checkout was not completed, so nothing was charged. You can start again on the Subscription page.',
          }
        : {
            tone: 'warning' as const,
            label: 'Waiting for confirmation',
            text: `${p.provider === 'paypal' ? 'Your payment was processed.' : 'Your checkout is complete.'} Your account activates within 5-10 minutes, once ${p.provider === 'paypal' ? 'PayPal' : 'Stripe'} confirms it; this page updates by itself.`,
          };
  return (
    <Card
      title={`FinX ${plan.name} — ${formatCents(plan.price)}/month`}
      description={p.provider === 'paypal' ? 'Paid with PayPal' : 'Card checkout through Stripe'}
      actions={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <div className={stack}>
        <p role="status" className={css({ m: '0' })}>
          {status.text}
        </p>
        {p.provider === 'paypal' && <p className={muted}>Charged today: {formatCentsFixed(p.amountToday)}.</p>}
        <Link to="/subscription" className={buttonStyle({ variant: 'secondary', size: 'sm' })} style={{ alignSelf: 'flex-start' }}>
          See your subscription
        </Link>
      </div>
    </Card>
  );
}
