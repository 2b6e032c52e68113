import { BUREAU_LABELS, type MailingQuote } from '@finx/contracts';
import { formatCentsFixed } from '@finx/contracts/money';
import { Badge, Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const piece = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
const address = css({ fontStyle: 'normal', fontSize: 'sm', color: 'text.secondary', lineHeight: 'normal' });
const money = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' });
const totalRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', fontSize: 'lg', fontWeight: 'semibold', m: '0' });
const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });

type Props = { quote: MailingQuote; isSending: boolean; onConfirm: (totalCents: number) => void; onClose: () => void };

/**
 * Every mailing is confirmed (issue 26): each certified-mail package, the bureau it goes to (name and address), its
 * price and how it is paid; Confirm sends it at exactly that price (the server refuses another).
 */
export function ConfirmMailingDialog({ quote, isSending, onConfirm, onClose }: Props) {
  const n = quote.pieces.length;
  return (
    <Dialog
      onClose={onClose}
      title={`Confirm ${n === 1 ? 'this mailing' : `these ${n} mailings`}`}
      description="USPS Certified Mail with tracking, printed and mailed for you."
      footer={
        <>
          <DialogCancel isDisabled={isSending} />
          <Button onPress={() => onConfirm(quote.totalCents)} isPending={isSending} pendingLabel="Sending...">
            {quote.totalCents ? `Confirm and send (${formatCentsFixed(quote.totalCents)})` : 'Confirm and send'}
          </Button>
        </>
      }
    >
      <ul className={list} aria-label="Packages to mail">
        {quote.pieces.map((p) => (
          <li key={p.packageId ?? `dispute-${p.disputeId}`} className={piece} aria-label={`${BUREAU_LABELS[p.bureau]} package`}>
            <div>
              <p className={css({ m: '0', fontWeight: 'semibold' })}>
                To {p.recipient.name} · {p.items} {p.items === 1 ? 'item' : 'items'}
              </p>
              <address className={address}>
                {p.recipient.lines.map((l) => (
                  <span key={l} className={css({ display: 'block' })}>
                    {l}
                  </span>
                ))}
              </address>
            </div>
            {p.paidBy === 'plan' ? <Badge tone="success">Included in {quote.planName}</Badge> : <span className={money}>{formatCentsFixed(p.priceCents)}</span>}
          </li>
        ))}
      </ul>
      <p className={totalRow}>
        <span>Total</span>
        <span className={money}>{formatCentsFixed(quote.totalCents)}</span>
      </p>
      <p className={muted}>{quote.payment}</p>
      {quote.planId !== 'none' && quote.pieces.some((p) => p.paidBy === 'plan') && (
        <p className={muted}>
          Your {quote.planName} plan still includes {quote.includedLeft} {quote.includedLeft === 1 ? 'package' : 'packages'} this month after these.
        </p>
      )}
    </Dialog>
  );
}
