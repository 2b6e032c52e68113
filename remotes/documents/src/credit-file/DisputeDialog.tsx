import {
  BUREAU_LABELS,
  disputePlan,
  DISPUTE_TYPE_LABELS,
  isApiError,
  ITEM_PROBLEM_LABELS,
  PROBLEMS_BY_KIND,
  serverMessage,
  type Bureau,
  type CreditFileItemKind,
  type ItemProblem,
} from '@finx/contracts';
import { Button, buttonStyle, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { TextField } from '@finx/design-system/forms';
import { Link } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { documentKeys } from '../../../common/documents/queries';
import { muted } from '../../../common/documents/ui';
import { choice, choiceControl } from '../../../common/disputes/choice';
import { bureauList } from './format';
import { useSessionUser } from '../../../common/useSessionUser';

const fieldset = css({ border: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2', p: '0' });
const problemGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' });
const bureauRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const disabledChoice = css({ cursor: 'default', color: 'text.secondary', _hover: { borderColor: 'border' } });
const errorText = css({ color: 'danger.text', fontSize: 'sm', m: '0' });
const plan = css({ m: '0', p: '3', bg: 'canvas', borderRadius: 'control', fontSize: 'sm', lineHeight: 'normal' });
const inlineLink = css({ color: 'accent.hover', textDecoration: 'underline', _hover: { color: 'text.primary' } });

/** An item of the credit file as the dialog needs it. */
export interface DisputableItem {
  key: string;
  kind: CreditFileItemKind;
  /** 'Midland Credit ****4417', 'Hard inquiry: Chase', 'Bankruptcy (Dallas County)'. */
  name: string;
  /** The bureaus that report it. */
  bureaus: readonly Bureau[];
  /** Its open disputes, at most one per bureau. */
  disputes: readonly { bureau: Bureau; disputeId: number }[];
  collection?: boolean;
}

/** 'a 611 Letter', 'a Debt Validation letter', 'an Obsolete Information letter'. */
const letterName = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}${/letter$/i.test(label) ? '' : ' letter'}`;

/** The 409 of a second dispute of the item at a bureau: the first one's link. */
type Duplicate = { error: string; href: string };
const duplicateOf = (err: unknown): Duplicate | null => {
  if (!isApiError(err) || err.status !== 409) return null;
  try {
    const body = JSON.parse(err.bodyText) as Partial<Duplicate>;
    return typeof body.href === 'string' ? { error: body.error ?? 'This item is already disputed.', href: body.href } : null;
  } catch {
    return null;
  }
};

/**
 * "Dispute this": the user says what is wrong in plain words and picks among the bureaus reporting the item;
 * FinX shows the letter and the law it will cite before anything is saved. Saving creates the disputes; nothing
 * goes to a bureau until the letter is mailed from Disputes.
 */
export function DisputeDialog({ item, onClose }: { item: DisputableItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;
  const disputedAt = new Map(item.disputes.map((d) => [d.bureau, d.disputeId]));
  const open = item.bureaus.filter((b) => !disputedAt.has(b));
  const [problem, setProblem] = useState<ItemProblem | null>(null);
  const [bureaus, setBureaus] = useState<Bureau[]>(open);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ problem?: string; bureaus?: string }>({});

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.creditFile });
    if (userId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: ['disputes', userId] });
      void queryClient.invalidateQueries({ queryKey: ['activities', userId] });
    }
  };
  const save = useMutation({
    mutationFn: (body: { problem: ItemProblem; bureaus: Bureau[]; description?: string }) => api.creditFile.disputeItem({ params: { key: item.key }, body }),
    onSuccess: () => {
      toast({
        title: 'Dispute saved',
        description: (
          <>
            Next: preview and mail your letter from{' '}
            <Link to="/disputes" className={inlineLink}>
              Disputes
            </Link>
            .
          </>
        ),
        tone: 'success',
      });
      refresh();
      onClose();
    },
    onError: (err) => {
      if (duplicateOf(err)) refresh(); // disputed meanwhile (another tab): show it as disputed
    },
  });

  // "Someone used my identity" is its own path (the FTC report, a §605B block at each bureau): nothing is saved here
  const identityTheft = problem === 'identity_theft';
  const chosen = item.bureaus.filter((b) => bureaus.includes(b) && !disputedAt.has(b));
  const thePlan = problem ? disputePlan(problem, { kind: item.kind, collection: item.collection }) : null;
  const duplicate = duplicateOf(save.error);

  const submit = () => {
    const next = {
      problem: problem ? undefined : 'Choose what is wrong with this item',
      bureaus: chosen.length > 0 ? undefined : 'Choose at least one bureau',
    };
    setErrors(next);
    if (!problem || chosen.length === 0) return;
    const words = description.trim();
    save.mutate({ problem, bureaus: chosen, ...(words && { description: words }) });
  };

  const toggle = (b: Bureau, on: boolean) => setBureaus((now) => (on ? [...now.filter((x) => x !== b), b] : now.filter((x) => x !== b)));

  return (
    <Dialog
      onClose={onClose}
      size="md"
      title={`Dispute ${item.name}`}
      description="Tell us what is wrong in your own words: FinX picks the law, the letter and the bureaus to write to."
      footer={
        <>
          <DialogCancel isDisabled={save.isPending} />
          {identityTheft ? (
            <Link to={`/disputes/identity-theft?item=${item.key}`} className={buttonStyle({})}>
              Start the identity theft steps
            </Link>
          ) : (
            <Button onPress={submit} isPending={save.isPending} pendingLabel="Saving..." isDisabled={open.length === 0}>
              Save dispute
            </Button>
          )}
        </>
      }
    >
      <fieldset className={fieldset} aria-describedby={errors.problem ? 'dispute-problem-error' : undefined}>
        <legend className={legend}>What is wrong?</legend>
        <div className={problemGrid}>
          {PROBLEMS_BY_KIND[item.kind].map((p) => (
            <label key={p} className={choice}>
              <input
                type="radio"
                name="dispute-problem"
                value={p}
                checked={problem === p}
                onChange={() => {
                  setProblem(p);
                  setErrors((e) => ({ ...e, problem: undefined }));
                }}
                className={choiceControl}
              />
              <span>{ITEM_PROBLEM_LABELS[p]}</span>
            </label>
          ))}
        </div>
        {errors.problem && (
          <p id="dispute-problem-error" className={errorText}>
            {errors.problem}
          </p>
        )}
      </fieldset>

      <fieldset className={fieldset} aria-describedby={errors.bureaus ? 'dispute-bureaus-error' : undefined}>
        <legend className={legend}>Which bureaus?</legend>
        <div className={bureauRow}>
          {item.bureaus.map((b) => {
            const existing = disputedAt.get(b);
            return existing !== undefined ? (
              <div key={b} className={cx(choice, disabledChoice)}>
                <input type="checkbox" disabled checked={false} aria-label={`${BUREAU_LABELS[b]} (already disputed)`} className={choiceControl} />
                <span>
                  {BUREAU_LABELS[b]}: already disputed ·{' '}
                  <Link to={`/disputes#dispute-${existing}`} className={inlineLink}>
                    See the dispute
                  </Link>
                </span>
              </div>
            ) : (
              <label key={b} className={choice}>
                <input
                  type="checkbox"
                  checked={bureaus.includes(b)}
                  onChange={(e) => {
                    toggle(b, e.target.checked);
                    setErrors((x) => ({ ...x, bureaus: undefined }));
                  }}
                  className={choiceControl}
                />
                <span>{BUREAU_LABELS[b]}</span>
              </label>
            );
          })}
        </div>
        {open.length === 0 && <p className={muted}>Every bureau that reports this item already has an open dispute of it.</p>}
        {errors.bureaus && (
          <p id="dispute-bureaus-error" className={errorText}>
            {errors.bureaus}
          </p>
        )}
      </fieldset>

      <TextField
        label="Anything to add?"
        description="Optional: facts that help, such as when you paid or why it isn't yours. Added to your letter."
        multiline
        rows={2}
        maxLength={2000}
        value={description}
        onChange={setDescription}
      />

      <p className={plan} aria-live="polite">
        {identityTheft ? (
          <>
            FinX guides you through it: your FTC Identity Theft Report at IdentityTheft.gov, a block request under FCRA §605B to each bureau that reports it
            (the bureau must block it within 4 business days of receiving it), a notice to the company that reports it, and a fraud alert and freezes.
          </>
        ) : thePlan && chosen.length > 0 ? (
          <>
            FinX will write {letterName(DISPUTE_TYPE_LABELS[thePlan.type])} to {bureauList(chosen)} citing {thePlan.basis}.
          </>
        ) : (
          'Choose what is wrong and at least one bureau to see the letter FinX will write.'
        )}
      </p>
      <p className={muted}>Nothing is sent yet: you preview your letter and mail it from Disputes.</p>

      {save.isError && (
        <p role="alert" className={errorText}>
          {duplicate ? (
            <>
              {duplicate.error}{' '}
              <Link to={duplicate.href} className={inlineLink}>
                See the existing dispute
              </Link>
            </>
          ) : (
            serverMessage(save.error, 'Failed to save the dispute. Please try again.')
          )}
        </p>
      )}
    </Dialog>
  );
}
