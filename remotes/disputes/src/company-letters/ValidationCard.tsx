import {
  formatCalendarDate,
  type ItemLetters,
  VALIDATION_PERIOD_OVER,
  validationBodySchema,
  validationPeriodEnd,
  withinValidationPeriod,
} from '@finx/contracts';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { todayInput } from '../format';
import { notice } from '../identity-theft/ui';
import { muted, tightStack } from '../ui';
import { LetterCard } from './LetterCard';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const late = css({ borderLeftWidth: '3px', borderLeftStyle: 'solid', borderLeftColor: 'warning' });

/** The debt-validation request: the day the collector's first letter arrived, and what the 30 days change. */
export function ValidationCard({ item }: { item: ItemLetters }) {
  const [received, setReceived] = useState('');
  const [error, setError] = useState<string>();
  const check = () => {
    const parsed = validationBodySchema.shape.noticeReceivedOn.safeParse(received || undefined);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success;
  };
  const within = DAY.test(received) ? withinValidationPeriod(received, todayInput()) : null;
  return (
    <LetterCard
      kind="validation"
      item={item}
      letter={{
        description: 'It disputes the debt and asks the collector to prove it. It does not say the debt is yours.',
        check,
        fields: (
          <div className={tightStack}>
            <TextField
              label="Day you received the collector’s first letter about this debt"
              type="date"
              value={received}
              onChange={(v) => {
                setReceived(v);
                setError(undefined);
              }}
              errorMessage={error}
            />
            {within === false && (
              <p role="status" className={`${notice} ${late}`}>
                {VALIDATION_PERIOD_OVER}
              </p>
            )}
            {within === true && (
              <p role="status" className={muted}>
                Send it by {formatCalendarDate(validationPeriodEnd(received), 'long')}: a dispute within 30 days of receiving that letter obliges the collector
                to stop collecting until it verifies the debt (FDCPA §809(b)).
              </p>
            )}
          </div>
        ),
        write: (info) =>
          api.companyLetters.validation({ params: { key: item.item.key }, body: { userInfo: info, noticeReceivedOn: received } }).then(successBody),
      }}
    >
      <p className={muted}>
        Within 30 days of the collector’s first written notice, a written dispute obliges it to stop collecting until it mails you verification and, when you
        ask, the original creditor’s name and address (FDCPA §809(b)). Later, you can still ask; the pause then does not apply.
      </p>
    </LetterCard>
  );
}
