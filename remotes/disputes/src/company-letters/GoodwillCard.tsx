import { goodwillBodySchema, type ItemLetters } from '@finx/contracts';
import { TextField } from '@finx/design-system/forms';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { muted } from '../ui';
import { LateMarksList } from './LateMarks';
import { LetterCard } from './LetterCard';

/** The goodwill letter: the late marks it names, and the user's reason in their own words (optional). */
export function GoodwillCard({ item }: { item: ItemLetters }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const check = () => {
    const parsed = goodwillBodySchema.shape.reason.safeParse(reason.trim() || undefined);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success;
  };
  return (
    <LetterCard
      kind="goodwill"
      item={item}
      letter={{
        description: 'The company decides as a courtesy. It may say no: it is not required to remove a late payment that is reported correctly.',
        check,
        fields: (
          <TextField
            label="What happened (optional)"
            description="In your own words: why the payment was late and what has changed. The letter quotes it."
            multiline
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError(undefined);
            }}
            errorMessage={error}
          />
        ),
        write: (info) =>
          api.companyLetters
            .goodwill({ params: { key: item.item.key }, body: { userInfo: info, ...(reason.trim() ? { reason: reason.trim() } : {}) } })
            .then(successBody),
      }}
    >
      <LateMarksList marks={item.lateMarks} />
      <p className={muted}>A goodwill letter claims nothing is wrong with the report. If a late payment is wrong, dispute it from your Credit File instead.</p>
    </LetterCard>
  );
}
