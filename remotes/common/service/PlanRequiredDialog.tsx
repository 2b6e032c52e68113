import { formatCents } from '@finx/contracts/money';
import type { Plan } from '@finx/contracts/plans';
import { buttonStyle } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { Link } from '@finx/router';

const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
const list = css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });

/** A call beyond the user's plan (402): what it needs, the plan that includes it and the way to choose it. */
export function PlanRequiredDialog({ plan, message, onClose }: { plan: Plan; message: string; onClose: () => void }) {
  return (
    <Dialog
      onClose={onClose}
      size="sm"
      title={`Part of the ${plan.name} plan`}
      description={message}
      footer={
        <>
          <DialogCancel variant="ghost" />
          <Link to={`/subscription?plan=${plan.id}`} className={buttonStyle({ variant: 'primary' })} onClick={onClose}>
            See the {plan.name} plan
          </Link>
        </>
      }
    >
      <p className={css({ m: '0', fontWeight: 'semibold' })}>
        {plan.name} — {formatCents(plan.price)}/month
      </p>
      <ul className={list}>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className={muted}>Nothing is charged until you choose the plan and pay for it.</p>
    </Dialog>
  );
}
