import './index.css';
import { formatCents } from '@finx/contracts/money';
import { DEFAULT_PLAN_ID, findPlan, includedLines, NO_PLAN, type Plan, PLANS } from '@finx/contracts/plans';
import { isApiError, serverMessage } from '@finx/contracts/session';
import { PageHeader, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Tabs } from '@finx/design-system/tabs';
import { useSearchParams } from '@finx/router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { ContractDialog } from '../../common/service/ContractPapers';
import { CurrentSubscription } from './CurrentSubscription';
import { PlanCard } from './PlanCard';
import { PlatformFeatures } from './PlatformFeatures';
import { billingQueries, contractCovers, useRefreshSubscription } from './queries';
import { SupportTab } from './SupportTab';
import { muted, notice, stack } from './ui';
import { useSessionUser } from '../../common/useSessionUser';

const planNames = PLANS.map((p) => p.name).join(', ');
const UNAVAILABLE = 'Payment processing is currently unavailable. Please try again later.';

/** Why the contract dialog is open: to pay by card next, or (PayPal, the plan change) just to accept it. */
type ContractStep = { plan: Plan; next: 'checkout' | 'accept' };

/**
 * /subscription (spec part 2 §2): Subscription Plans (cards, card checkout, the wallet button, the Platform Features
 * Overview), Current Subscription (the user's stored subscription and payments) and Contact & Support. The plan
 * chosen on the landing page arrives as `?plan=` and is selected; pro otherwise.
 */
export default function Subscription() {
  useDocumentTitle('Subscription');
  const singletons = useSingletonCheck('billing');
  const [params] = useSearchParams();
  const asked = params.get('plan');
  const chosen = findPlan(asked);
  const [selected, setSelected] = useState<string>(chosen?.id ?? DEFAULT_PLAN_ID);
  const [tab, setTab] = useState('plans');
  const [contractStep, setContractStep] = useState<ContractStep | null>(null);
  const user = useSessionUser();
  const current = useQuery({ ...billingQueries.current(), enabled: !!user });
  const refresh = useRefreshSubscription();

  const create = useMutation({
    mutationFn: (plan: Plan) =>
      api.billing.create({ body: { planId: plan.id, userId: user!.id, email: user!.email, name: `${user!.firstName} ${user!.lastName}` } }).then(successBody),
    onSuccess: () => {
      toast({
        title: 'Subscription Created',
        description: 'Your plan is recorded as pending: nothing has been charged, and it starts once a payment is confirmed.',
        tone: 'success',
      });
      void refresh();
    },
    onError: () => toast({ title: 'Subscription Failed', description: 'Failed to create subscription', tone: 'destructive' }),
  });
  const checkout = useMutation({
    mutationFn: (plan: Plan) =>
      api.billing
        .createCheckout({ body: { planId: plan.id, userId: user!.id, email: user!.email, name: `${user!.firstName} ${user!.lastName}` } })
        .then(successBody),
    onSuccess: (res, plan) => {
      if (res.success && res.checkoutUrl) window.location.assign(res.checkoutUrl);
      else create.mutate(plan);
    },
    onError: (err) => {
      // A refusal the user can act on (a plan already held) says why; anything else is the spec's notice.
      const actionable = isApiError(err) && err.status >= 400 && err.status < 500;
      toast({ title: 'Checkout Unavailable', description: actionable ? serverMessage(err, UNAVAILABLE) : UNAVAILABLE, tone: 'destructive' });
    },
  });

  const subscribe = (plan: Plan) => {
    setSelected(plan.id);
    // The contract is shown only when a checkout can follow it: without card payments the checkout's own answer
    // (Checkout Unavailable) comes at once, before anything is signed (issue 26).
    if (contractCovers(current.data?.contract, plan) || !current.data?.cardCheckout) checkout.mutate(plan);
    else setContractStep({ plan, next: 'checkout' });
  };

  const plansTab = (
    <div className={stack}>
      {chosen && (
        <p className={notice}>
          You chose {chosen.name} — {formatCents(chosen.price)}/month. Nothing has been charged: read and accept the contract, then pay by card or with PayPal.
        </p>
      )}
      {asked !== null && !chosen && (
        <p role="alert" className={muted}>
          There is no plan called “{asked}”. The plans are {planNames}.
        </p>
      )}
      <ul
        aria-label="Plans"
        className={css({
          listStyle: 'none',
          m: '0',
          p: '0',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'stretch',
        })}
      >
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            selected={selected === plan.id}
            onSelect={() => setSelected(plan.id)}
            onSubscribe={() => subscribe(plan)}
            subscribing={checkout.isPending && checkout.variables?.id === plan.id}
            onNeedsContract={() => setContractStep({ plan, next: 'accept' })}
          />
        ))}
      </ul>
      <section
        aria-labelledby="no-plan-heading"
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          p: '4',
          bg: 'surface',
          borderRadius: 'card',
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border',
        })}
      >
        <h2 id="no-plan-heading" className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>
          Without a plan
        </h2>
        <p className={muted}>
          Open to everyone: {NO_PLAN.open.join('; ')}. Once you accept the FinX contract: {includedLines(NO_PLAN.includes).join('; ')}. Each mailing’s price is
          shown for you to confirm before it is sent.
        </p>
      </section>
      <p className={muted}>
        Prices in US dollars. Before any payment you get the disclosure of your rights under the Credit Repair Organizations Act and the written contract to
        accept. A card is not charged until your three-business-day cancellation period ends, and each month’s credit-repair work is billed only after it is
        done.
      </p>
      <PlatformFeatures />
    </div>
  );

  return (
    <section data-remote="billing" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader title="Subscription Plans" subtitle="Choose the plan that fits your credit goals." className={css({ mb: '0' })} />
      <Tabs
        aria-label="Subscription"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'plans', label: 'Subscription Plans', content: plansTab },
          {
            value: 'current',
            label: 'Current Subscription',
            content: (
              <CurrentSubscription onShowPlans={() => setTab('plans')} onNeedsContract={(id) => setContractStep({ plan: findPlan(id)!, next: 'accept' })} />
            ),
          },
          { value: 'support', label: 'Contact & Support', content: <SupportTab /> },
        ]}
      />
      {contractStep && (
        <ContractDialog
          plan={contractStep.plan}
          onClose={() => setContractStep(null)}
          onAccepted={() => {
            const step = contractStep;
            setContractStep(null);
            if (step.next === 'checkout') checkout.mutate(step.plan);
          }}
        />
      )}
    </section>
  );
}
