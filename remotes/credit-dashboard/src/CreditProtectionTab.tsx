import {
  creditDataNote,
  formatDollarsFixed,
  formatTimestampDate,
  formatWholeDollars,
  QUOTE_VALID_DAYS,
  type InsurancePolicy,
  type InsuranceQuote,
} from '@finx/contracts';
import { useServiceFlow } from '../../common/service/useServiceFlow';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, EmptyState, riskTone, Skeleton, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { Loaded, muted, tabular } from './parts';
import { capital, underwritingKeys, underwritingQueries } from './underwriting-queries';

const grid3 = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const tile = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'raised', borderRadius: 'control', minWidth: '0' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '2',
  m: '0',
  '& dt': { color: 'text.secondary', fontSize: 'xs' },
  '& dd': { m: '0', fontWeight: 'semibold' },
});

type Props = { userId: number; onRunAnalysis: () => void; onUploadReport?: () => void };

const POLICY_BADGE: Record<InsurancePolicy['status'], { label: string; tone: 'success' | 'neutral' | 'warning' }> = {
  illustrative: { label: 'Illustrative — no policy', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The toast after saving a quote: with no insurer connected, it says no policy exists. */
export function savedQuoteToast(p: InsurancePolicy) {
  if (p.status === 'active') toast({ title: 'Insurance Activated', description: `Your ${p.provider} policy is active.`, tone: 'success' });
  else
    toast({
      title: 'Illustrative Quote Saved',
      description: `${p.provider}: no policy exists — no insurer is connected, and nothing is charged.`,
      tone: 'info',
    });
}

/**
 * Credit Protection: illustrative quotes priced from the last analysis (none from an analysis without credit data),
 * saving one (no insurer is connected, so no policy exists and nothing is charged), and what was saved.
 */
export function CreditProtectionTab({ userId, onRunAnalysis, onUploadReport }: Props) {
  const queryClient = useQueryClient();
  const results = useQuery(underwritingQueries.results(userId));
  const policies = useQuery(underwritingQueries.policies(userId));
  const latest = results.data?.latest ?? null;

  const quote = useMutation({
    mutationFn: () => api.insurance.quote({ body: { userId, underwritingResult: { id: latest!.id } } }).then((res) => successBody(res).quotes),
    onError: (err) => {
      // Beyond the user's plan (402): the plan that includes it, with the way to choose it (issue 26).
      if (!flow.guard(err, () => undefined))
        toast({ title: 'Quotes Unavailable', description: serverMessage(err, 'Quotes could not be priced. Please try again.'), tone: 'destructive' });
    },
  });
  const purchase = useMutation({
    mutationFn: (q: InsuranceQuote) => api.insurance.purchase({ body: { userId, quote: { id: q.id }, paymentMethod: 'card' } }).then(successBody),
    onSuccess: (policy) => {
      savedQuoteToast(policy);
      void queryClient.invalidateQueries({ queryKey: underwritingKeys.policies(userId) });
    },
    onError: (err) =>
      toast({ title: 'Quote Not Saved', description: serverMessage(err, 'The quote could not be saved. Please try again.'), tone: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: (p: InsurancePolicy) => api.insurance.cancelPolicy({ params: { id: p.id }, body: {} }).then(successBody),
    onSuccess: (policy) => {
      toast({ title: 'Policy Cancelled', description: `Your ${policy.provider} policy is cancelled.`, tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: underwritingKeys.policies(userId) });
    },
    onError: (err) => toast({ title: 'Cancellation Failed', description: serverMessage(err, 'Please try again.'), tone: 'destructive' }),
  });
  const active = new Set((policies.data ?? []).filter((p) => p.status === 'active').map((p) => p.providerKey));
  const saved = new Set((policies.data ?? []).map((p) => p.quoteId));
  const flow = useServiceFlow();
  const noScore = latest !== null && (latest.creditworthinessScore === null || latest.riskLevel === null);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Card
        title="Credit protection quotes"
        description={`Illustrative quotes: FinX has no insurer connected, so no policy can be bought and nothing is charged. Such a policy would pay your debt payments up to its cover if you lost your job or could not work. Priced from your analysis's risk level and income; each quote holds for ${QUOTE_VALID_DAYS} days.`}
      >
        <Loaded query={results} what="your last analysis" skeleton={<Skeleton height={72} />}>
          {() =>
            !latest ? (
              <EmptyState
                title="Run an analysis first"
                description="Quotes are priced from your analysis's risk level and your monthly income."
                action={
                  <Button variant="secondary" onPress={onRunAnalysis}>
                    Go to AI Analysis
                  </Button>
                }
              />
            ) : noScore ? (
              <EmptyState
                title="No quotes without credit data"
                description={`Your last analysis has no score or risk level, and a quote is priced from them. ${creditDataNote(latest.basis) ?? ''}`}
                action={
                  <Button variant="secondary" onPress={onUploadReport ?? onRunAnalysis}>
                    {onUploadReport ? 'Go to Upload Reports' : 'Go to AI Analysis'}
                  </Button>
                }
              />
            ) : (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
                  <Button onPress={() => quote.mutate()} isPending={quote.isPending} pendingLabel="Getting quotes...">
                    {quote.data ? 'Get new quotes' : 'Get Quotes'}
                  </Button>
                  <span className={muted}>
                    From your analysis of {formatTimestampDate(latest.createdAt)}: {latest.creditworthinessScore}/100, {latest.riskLevel} risk.
                  </span>
                </div>
                {quote.data && (
                  <ul className={grid3} aria-label="Quotes">
                    {quote.data.map((q) => (
                      <li key={q.id} className={tile}>
                        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'flex-start' })}>
                          <span className={css({ fontWeight: 'semibold' })}>{q.provider}</span>
                          <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
                            {q.illustrative && <Badge tone="neutral">Illustrative</Badge>}
                            <Badge tone={riskTone(q.riskLevel)}>{`${capital(q.riskLevel)} risk`}</Badge>
                          </span>
                        </div>
                        <p className={css({ m: '0' })}>
                          <span className={cx(tabular, css({ fontSize: '2xl', fontWeight: 'bold' }))}>{formatDollarsFixed(q.monthlyPremium)}</span>
                          <span className={muted}> /month</span>
                        </p>
                        <dl className={facts}>
                          <div>
                            <dt>Maximum coverage</dt>
                            <dd className={tabular}>{formatWholeDollars(q.coverage.maximumCoverage)}</dd>
                          </div>
                          <div>
                            <dt>Deductible</dt>
                            <dd className={tabular}>{formatWholeDollars(q.coverage.deductible)}</dd>
                          </div>
                        </dl>
                        <p className={muted}>Valid until {formatTimestampDate(q.expiresAt)}</p>
                        {active.has(q.providerKey) ? (
                          <Badge tone="success" className={css({ alignSelf: 'flex-start' })}>
                            Active policy
                          </Badge>
                        ) : saved.has(q.id) ? (
                          <Badge tone="neutral" className={css({ alignSelf: 'flex-start' })}>
                            Saved — no policy
                          </Badge>
                        ) : q.illustrative ? (
                          <Button
                            variant="secondary"
                            aria-label={`Save illustrative quote: ${q.provider}, ${formatDollarsFixed(q.monthlyPremium)} a month (no policy is bought)`}
                            isPending={purchase.isPending && purchase.variables?.id === q.id}
                            pendingLabel="Saving..."
                            isDisabled={purchase.isPending}
                            onPress={() => purchase.mutate(q)}
                          >
                            Save illustrative quote
                          </Button>
                        ) : (
                          <Button
                            variant="secondary"
                            aria-label={`Purchase ${q.provider} for ${formatDollarsFixed(q.monthlyPremium)} a month`}
                            isPending={purchase.isPending && purchase.variables?.id === q.id}
                            pendingLabel="Purchasing..."
                            isDisabled={purchase.isPending}
                            onPress={() => purchase.mutate(q)}
                          >
                            Purchase
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <p className={muted}>
                  These providers and prices are illustrative: FinX has no insurer connected, so saving a quote buys no policy and nothing is charged.
                </p>
              </div>
            )
          }
        </Loaded>
      </Card>

      <Card title="Saved quotes and policies">
        <Loaded query={policies} what="your saved quotes" skeleton={<Skeleton height={72} />}>
          {(list) =>
            list.length === 0 ? (
              <p className={muted}>Nothing saved yet. You have no policy: no insurer is connected.</p>
            ) : (
              <ul
                className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' })}
                aria-label="Saved quotes and policies"
              >
                {list.map((p) => (
                  <li
                    key={p.id}
                    className={cx(tile, css({ flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' }, justifyContent: 'space-between' }))}
                  >
                    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                      <span className={css({ fontWeight: 'semibold' })}>{p.provider}</span>
                      <span className={cx(muted, tabular)}>
                        {formatDollarsFixed(p.monthlyPremium)}/month · cover {formatWholeDollars(p.coverage.maximumCoverage)} · deductible{' '}
                        {formatWholeDollars(p.coverage.deductible)}
                      </span>
                      <span className={muted}>
                        {p.status === 'illustrative'
                          ? `Saved ${formatTimestampDate(p.createdAt)} · no policy exists and nothing is charged`
                          : `Since ${formatTimestampDate(p.createdAt)}`}
                        {p.status !== 'illustrative' && p.cancelledAt ? ` · cancelled ${formatTimestampDate(p.cancelledAt)}` : ''}
                      </span>
                    </div>
                    <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                      <Badge tone={POLICY_BADGE[p.status].tone}>{POLICY_BADGE[p.status].label}</Badge>
                      {p.status === 'active' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Cancel ${p.provider} policy`}
                          isPending={cancel.isPending && cancel.variables?.id === p.id}
                          pendingLabel="Cancelling..."
                          onPress={() => cancel.mutate(p)}
                        >
                          Cancel
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
      {flow.dialogs}
    </div>
  );
}
