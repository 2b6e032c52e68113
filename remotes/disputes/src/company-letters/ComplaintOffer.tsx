import { BUREAU_LABELS, CFPB_COMPLAINT_URL, COMPLAINT_NOT_CONFIRMED, complaintBodySchema, type ComplaintOption, type Dispute } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { companyFileName } from '../FurnisherLetterDialog';
import { errorText, inlineLink } from '../identity-theft/ui';
import { disputeQueries } from '../queries';
import { muted, row, tightStack } from '../ui';

const CompanyLetterDialog = lazy(() => import('../CompanyLetterDialog').then((m) => ({ default: m.CompanyLetterDialog })));
const checkRow = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  fontSize: 'sm',
  lineHeight: 'normal',
  '& input': { mt: '1', w: '4', h: '4', accentColor: 'accent', flexShrink: '0' },
});

/**
 * The CFPB complaint draft on a dispute card (issue 29): offered when the bureau's answer is overdue (FCRA §611(a)(1))
 * or it did not say how it verified the item within 15 days of the request (§611(a)(7)); on an answered dispute that
 * does not qualify yet, why not and when it would. The user files it at consumerfinance.gov; FinX never does.
 */
export function ComplaintOffer({ dispute: d }: { dispute: Dispute }) {
  const [open, setOpen] = useState(false);
  const option = useQuery({ ...disputeQueries.complaintOption(d), enabled: d.status !== 'pending' && d.type !== '605b' });
  const o = option.data;
  if (!o || (!o.qualifies && d.status !== 'rejected')) return null;
  return (
    <div className={tightStack}>
      <p className={muted}>{o.qualifies ? `${o.reason} You can take it to the Consumer Financial Protection Bureau.` : o.reason}</p>
      {o.qualifies && (
        <div className={row}>
          <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
            CFPB complaint draft
          </Button>
        </div>
      )}
      <Suspense fallback={null}>{open && <ComplaintDialog dispute={d} option={o} onClose={() => setOpen(false)} />}</Suspense>
    </div>
  );
}

function ComplaintDialog({ dispute: d, option, onClose }: { dispute: Dispute; option: ComplaintOption; onClose: () => void }) {
  const bureau = BUREAU_LABELS[d.bureau];
  const [ask, setAsk] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string>();
  const check = () => {
    const parsed = complaintBodySchema.shape.ask.safeParse(ask.trim() || undefined);
    const message = !confirmed ? COMPLAINT_NOT_CONFIRMED : parsed.success ? undefined : parsed.error.issues[0]?.message;
    setError(message);
    return !message;
  };
  const facts = [
    option.grounds.includes('deadline_missed') && `${bureau} has not sent me the results of its reinvestigation`,
    option.grounds.includes('no_method_of_verification') && `${bureau} has not sent me a description of how it verified the item`,
  ]
    .filter(Boolean)
    .join(', and ');
  return (
    <CompanyLetterDialog
      onClose={onClose}
      letter={{
        title: `CFPB complaint about ${bureau}`,
        description: 'A draft from your dispute’s own records: what happened, its dated timeline, and what you ask for.',
        about: 'The complaint names the item, the law the bureau did not follow and each date your records hold.',
        fileName: companyFileName('cfpb-complaint', `${bureau}-${d.creditor}`),
        check,
        fields: (
          <div className={tightStack}>
            <TextField
              label="What you ask for (optional)"
              description="In your own words; the draft already asks for what the law requires."
              multiline
              rows={3}
              maxLength={1000}
              value={ask}
              onChange={setAsk}
            />
            <label className={checkRow}>
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(e) => {
                  setConfirmed(e.target.checked);
                  setError(undefined);
                }}
              />
              <span>This is true: {facts}.</span>
            </label>
            {error && (
              <p role="alert" className={errorText}>
                {error}
              </p>
            )}
          </div>
        ),
        howToSend: (
          <p className={muted}>
            File it yourself at{' '}
            <a href={CFPB_COMPLAINT_URL} target="_blank" rel="noreferrer" className={inlineLink}>
              consumerfinance.gov/complaint
            </a>
            : choose Credit reporting and {bureau}, then paste the text below where it asks what happened. FinX never files it for you.
          </p>
        ),
        write: (info) =>
          api.companyLetters
            .complaint({ params: { id: d.id }, body: { userInfo: info, confirmed: true, ...(ask.trim() ? { ask: ask.trim() } : {}) } })
            .then(successBody),
      }}
    />
  );
}
