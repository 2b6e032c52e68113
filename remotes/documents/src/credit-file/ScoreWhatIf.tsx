/**
 * "What would this do to my FinX Score?" on an item of the credit file: the server scores a changed copy of the
 * report the FinX Score comes from (the item deleted, or a card paid down to a share of its limit) and the item
 * shows both FinX Scores with the factors that move — FinX's own estimate, never a bureau score or a promise.
 */
import {
  type AvailableScoreSimulation,
  type CreditFileAccount,
  scoredReportName,
  type ScoreSimulationQuery,
  serverMessage,
  SIMULATION_DISCLAIMER,
  simulationLine,
} from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { documentKeys } from '../../../common/documents/queries';
import { muted, row, small, tabular } from '../../../common/documents/ui';
import { details } from './ItemParts';

const panel = css({ mt: '2', p: '3', bg: 'canvas', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' });
// today's share on its own line, then the field and its button (as tall as the input) side by side
const payDownForm = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '2', '& > p': { flexBasis: '100%' }, '& > div': { width: '12rem' } });
const result = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const estimate = css({ m: '0', fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const factorList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm', overflowWrap: 'anywhere' });
const errorText = css({ color: 'danger.text', fontSize: 'sm', m: '0' });

/** The item as the simulator needs it: a card also with its utilization today (the highest a bureau reports). */
export interface WhatIfItem {
  key: string;
  name: string;
  /** Open card with a balance and a limit: its balance as a whole percent of the limit. */
  cardUtilization?: number | null;
}

/** An open card's utilization as the bureaus report it (the highest), or null when it cannot be paid down. */
export function cardUtilization(a: CreditFileAccount): number | null {
  if (a.type !== 'revolving') return null;
  const open = a.bureaus.filter((b) => b.status === null || b.status === 'open');
  const values = open.flatMap((b) => (b.utilization !== null && b.creditLimit ? [b.utilization] : []));
  return values.length ? Math.max(...values) : null;
}

const simulation = (key: string, query: ScoreSimulationQuery) =>
  queryOptions({
    // under the credit file's key: a report read (which refreshes the file) refreshes every estimate too
    queryKey: [...documentKeys.creditFile, 'items', key, 'score-simulation', query],
    queryFn: () => api.scoreSimulator.simulate({ params: { key }, query }).then(successBody),
    staleTime: Infinity,
    retry: false,
  });

/** 'Payment History 15 → 100: 1 collection … → No late payments …'. */
function FactorLine({ f }: { f: AvailableScoreSimulation['factors'][number] }) {
  const points = f.from === f.to ? `${f.to} points, no change` : `${f.from} → ${f.to} points`;
  return (
    <li>
      <strong>{f.label}</strong> <span className={tabular}>({points})</span>: {f.before} → {f.after}
    </li>
  );
}

function Estimate({ s, name }: { s: AvailableScoreSimulation; name: string }) {
  const what = s.change === 'delete' ? `If ${name} were deleted` : `If ${name} were paid down to ${s.utilizationPercent}% of its limit`;
  return (
    <div className={result}>
      <p className={small}>
        {what}, scored on your {scoredReportName(s.report)}:
      </p>
      <p className={estimate}>{simulationLine(s)}</p>
      <p className={muted}>
        {SIMULATION_DISCLAIMER} FinX's own estimate from your report as read
        {s.change === 'delete' ? '; only a bureau can delete an item, and a dispute may not remove it' : ''}.
      </p>
      {s.factors.length > 0 && (
        <ul className={factorList} aria-label="What changes">
          {s.factors.map((f) => (
            <FactorLine key={f.factor} f={f} />
          ))}
        </ul>
      )}
      {s.note && <p className={muted}>{s.note}</p>}
    </div>
  );
}

function Answer({ query, item }: { query: ScoreSimulationQuery; item: WhatIfItem }) {
  const answer = useQuery(simulation(item.key, query));
  if (answer.isPending) return <p className={muted}>Estimating…</p>;
  if (answer.isError) return <p className={errorText}>{serverMessage(answer.error, "Couldn't estimate this change. Please try again.")}</p>;
  if (!answer.data.available) return <p className={muted}>{answer.data.reason}</p>;
  return <Estimate s={answer.data} name={item.name} />;
}

/** The target a card's pay-down starts at: 10 %, or lower for a card already under it. */
const startingTarget = (utilization: number) => String(Math.min(10, utilization - 1));

function PayDown({ utilization, onAsk }: { utilization: number; onAsk: (percent: number) => void }) {
  const [value, setValue] = useState(() => startingTarget(utilization));
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const percent = Number(value);
    if (!/^\d{1,3}$/.test(value.trim()) || percent >= utilization) return setProblem(`Enter a whole percentage from 0 to ${utilization - 1}`);
    setProblem(null);
    onAsk(percent);
  };
  return (
    <form className={payDownForm} onSubmit={submit} noValidate aria-describedby={`${formId}-today`}>
      <p id={`${formId}-today`} className={small}>
        Its balance is {utilization}% of its limit today.
      </p>
      <TextField
        label="Pay it down to (% of its limit)"
        type="number"
        inputMode="numeric"
        min={0}
        value={value}
        onChange={setValue}
        errorMessage={problem ?? undefined}
      />
      <Button variant="secondary" type="submit">
        Estimate pay-down
      </Button>
    </form>
  );
}

/** The item's "What would this do to my FinX Score?" disclosure. */
export function ScoreWhatIf({ item }: { item: WhatIfItem }) {
  const [query, setQuery] = useState<ScoreSimulationQuery | null>(null);
  const utilization = item.cardUtilization ?? null;
  return (
    <details className={details}>
      <summary>What would this do to my FinX Score?</summary>
      <div className={panel}>
        <div className={cx(row, css({ alignItems: 'flex-end' }))}>
          <Button size="sm" variant="secondary" onPress={() => setQuery({ change: 'delete' })} aria-label={`If it were deleted: ${item.name}`}>
            If it were deleted
          </Button>
        </div>
        {utilization !== null && utilization > 0 && (
          <PayDown utilization={utilization} onAsk={(percent) => setQuery({ change: 'pay_down', utilizationPercent: percent })} />
        )}
        <div aria-live="polite">{query && <Answer query={query} item={item} />}</div>
      </div>
    </details>
  );
}
