import { type ContractSection, CREDIT_FILE_RIGHTS, CREDIT_FILE_RIGHTS_TITLE, creditRepairContract, noticeOfCancellation } from '@finx/contracts/croa';
import type { ContractAcceptance } from '@finx/contracts';
import { formatTimestamp } from '@finx/contracts/dates';
import type { Plan } from '@finx/contracts/plans';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { TextField } from '@finx/design-system/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../api';

const FORM_ID = 'croa-contract';
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const tightStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const paper = css({
  maxH: { base: '45vh', md: '50vh' },
  overflowY: 'auto',
  p: '4',
  bg: 'canvas',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});
const h3 = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const h4 = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' });
const p = css({ fontSize: 'sm', m: '0', lineHeight: 'normal' });
const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
const checkRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'sm', cursor: 'pointer' });
const checkbox = css({ mt: '1', w: '4', h: '4', accentColor: 'accent', flexShrink: '0' });

/** The query key of GET /api/subscription/current (the billing remote's), re-read once a contract is accepted. */
export const SUBSCRIPTION_CURRENT_KEY = ['subscription', 'current'] as const;

function Sections({ sections }: { sections: ContractSection[] }) {
  return sections.map((s) => (
    <section key={s.heading} className={tightStack}>
      <h4 className={h4}>{s.heading}</h4>
      {s.paragraphs.map((t) => (
        <p key={t} className={p}>
          {t}
        </p>
      ))}
    </section>
  ));
}

type Props = {
  /** The plan the contract is for (Subscription); null: the contract without a plan (before the first letter). */
  plan: Plan | null;
  onClose: () => void;
  onAccepted: (contract: ContractAcceptance) => void;
};

/**
 * The Credit Repair Organizations Act's papers before any service or payment (15 U.S.C. 1679c–1679e): the disclosure
 * of the consumer's rights as a document of its own, the written contract, and the Notice of Cancellation; the user
 * accepts by ticking and typing their name. The server stores the text, its version and the time.
 */
export function ContractDialog({ plan, onClose, onAccepted }: Props) {
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => api.billing.acceptContract({ body: { ...(plan ? { planId: plan.id } : {}), signature, accepted: true } }).then(successBody),
    onSuccess: async ({ contract }) => {
      toast({
        title: 'Contract Accepted',
        description: `You can cancel it, free of charge, until ${formatTimestamp(contract.cancelDeadline)}.`,
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_CURRENT_KEY });
      onAccepted(contract);
    },
    onError: (err) => setError(serverMessage(err, 'The contract could not be saved. Please try again.')),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!accepted) return setError('Tick the box to accept the contract');
    if (signature.trim().length < 2) return setError('Type your full name to sign');
    setError(null);
    accept.mutate();
  };
  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={plan ? `Your contract for the ${plan.name} plan` : 'Your FinX contract'}
      description={
        plan
          ? 'Federal law gives you these papers before you pay. Read them; you may keep a copy.'
          : 'Federal law gives you these papers before FinX prepares or mails any letter for you. Read them; you may keep a copy.'
      }
      footer={
        <Button type="submit" form={FORM_ID} isPending={accept.isPending} pendingLabel="Saving...">
          Accept and continue
        </Button>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className={stack} noValidate>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable: focusable so a keyboard can scroll the papers */}
        <section className={paper} tabIndex={0} aria-label="Disclosure, contract and notice of cancellation">
          <section className={tightStack}>
            <h3 className={h3}>{CREDIT_FILE_RIGHTS_TITLE}</h3>
            {CREDIT_FILE_RIGHTS.map((t) => (
              <p key={t} className={p}>
                {t}
              </p>
            ))}
          </section>
          <h3 className={h3}>Contract</h3>
          <Sections sections={creditRepairContract(plan)} />
          <Sections sections={[noticeOfCancellation('the 3rd business day after the day you sign (the exact date is shown once you sign)')]} />
        </section>
        <label className={checkRow}>
          <input type="checkbox" className={checkbox} checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          <span>I have read the statement of my rights and the contract above, and I accept the contract.</span>
        </label>
        <TextField label="Type your full name to sign" value={signature} onChange={setSignature} autoComplete="name" isRequired />
        {error && (
          <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', m: '0' })}>
            {error}
          </p>
        )}
        <p className={muted}>
          {plan
            ? 'Nothing is charged by accepting. You can cancel within three business days for a full refund.'
            : 'Nothing is charged by accepting. You see and confirm the price of every mailing before it is sent, and you can cancel within three business days free of charge.'}
        </p>
      </form>
    </Dialog>
  );
}
