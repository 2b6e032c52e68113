import { formatDollars, type ItemLetters, PAY_FOR_DELETE_FACTS, payForDeleteBodySchema } from '@finx/contracts';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { tightStack } from '../ui';
import { LetterCard } from './LetterCard';

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' });
const facts = css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm', lineHeight: 'normal' });

/** The pay-for-delete offer: what it may and may not achieve, then the amount (at most the balance the report shows). */
export function PayForDeleteCard({ item }: { item: ItemLetters }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const balance = item.item.balance ?? 0;
  const check = () => {
    const parsed = payForDeleteBodySchema.shape.amount.safeParse(amount.replace(/[$,\s]/g, ''));
    const message = !parsed.success
      ? parsed.error.issues[0]?.message
      : Number(parsed.data) > balance
        ? `The amount cannot be more than the balance your credit report shows (${formatDollars(balance)})`
        : undefined;
    setError(message);
    return !message;
  };
  return (
    <LetterCard
      kind="pay_for_delete"
      item={item}
      letter={{
        description: 'An offer, not a promise of any result: the collector may refuse. Pay only once you have its agreement in writing.',
        check,
        fields: (
          <TextField
            label="Amount you offer to pay"
            description={`In dollars, at most the balance your report shows (${formatDollars(balance)}).`}
            inputMode="decimal"
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(undefined);
            }}
            errorMessage={error}
          />
        ),
        write: (info) =>
          api.companyLetters
            .payForDelete({ params: { key: item.item.key }, body: { userInfo: info, amount: amount.replace(/[$,\s]/g, '') } })
            .then(successBody),
      }}
    >
      <div className={tightStack}>
        <h3 className={heading}>What it may and may not do</h3>
        <ul className={facts}>
          {PAY_FOR_DELETE_FACTS.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
    </LetterCard>
  );
}
