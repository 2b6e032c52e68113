import { formatCents } from '@finx/contracts/money';
import { feeSplit, type Plan } from '@finx/contracts/plans';
import { Badge, Button } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { muted, plainList, stack } from './ui';
import { WalletButton } from './WalletButton';

const card = css({
  bg: 'surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'card',
  p: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minWidth: '0',
});
const selectedCard = css({ borderColor: 'accent', borderWidth: '2px', p: 'calc(token(spacing.5) - 1px)' });
const price = css({ fontSize: '3xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const check = css({ display: 'flex', gap: '2', fontSize: 'sm', _before: { content: '"✓"', color: 'success', fontWeight: 'bold' } });

type Props = {
  plan: Plan;
  selected: boolean;
  onSelect: () => void;
  onSubscribe: () => void;
  subscribing: boolean;
  onNeedsContract: () => void;
};

/** A plan (spec part 2 §2): price per month from cents, Most Popular on the popular one, card checkout and the wallet button. */
export function PlanCard({ plan, selected, onSelect, onSubscribe, subscribing, onNeedsContract }: Props) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <li className={cx(card, selected && selectedCard)} aria-labelledby={headingId} data-selected={selected || undefined}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
          {plan.name}
        </h3>
        {plan.popular && <Badge tone="accent">Most Popular</Badge>}
      </div>
      <p className={css({ m: '0' })}>
        <span className={price}>{formatCents(plan.price)}</span>
        <span className={muted}> /month</span>
      </p>
      <p className={muted}>{plan.description}</p>
      <Button size="sm" variant="ghost" onPress={onSelect} aria-pressed={selected} className={css({ alignSelf: 'flex-start' })}>
        Select {plan.name}
      </Button>
      <ul className={plainList}>
        {plan.features.map((f) => (
          <li key={f} className={check}>
            {f}
          </li>
        ))}
      </ul>
      <p className={cx(muted, css({ fontSize: 'xs' }))}>{feeSplit(plan)}.</p>
      <div className={cx(stack, css({ mt: 'auto', gap: '2' }))}>
        <Button
          fullWidth
          variant={selected ? 'primary' : 'secondary'}
          onPress={onSubscribe}
          isPending={subscribing}
          pendingLabel="Opening checkout..."
          aria-label={`Subscribe with card — ${plan.name}`}
        >
          Subscribe with card
        </Button>
        <WalletButton plan={plan} onNeedsContract={onNeedsContract} />
      </div>
    </li>
  );
}
