import {
  BUREAU_LABELS,
  BUREAUS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_TYPE_LABELS,
  FORM_DISPUTE_TYPES,
  disputePlan,
  expectedResponseDate,
  ITEM_PROBLEM_LABELS,
  MISSING_DISPUTE_FIELDS,
  PROBLEMS_BY_KIND,
  type CreateDisputeBody,
  type DisputeReason,
  type DisputeType,
  type ItemProblem,
} from '@finx/contracts';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Select, Switch, TextField } from '@finx/design-system/forms';
import { grid } from '@finx/design-system/patterns';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from '../useForm';
import { DuplicateDisputeNotice, duplicateDispute, type DuplicateDispute } from './duplicate';

const EMPTY = { problem: '', collection: false, type: '', creditor: '', bureau: '', disputeReason: '', accountNumber: '', amount: '', description: '' };
type Values = typeof EMPTY;

const REQUIRED: { key: keyof Values; message: string }[] = [
  { key: 'type', message: 'Choose a dispute type' },
  { key: 'creditor', message: 'Enter the creditor' },
  { key: 'bureau', message: 'Choose a credit bureau' },
  { key: 'disputeReason', message: 'Choose a dispute reason' },
];
/** The spec's two fields FinX fills from the plain-words choice (shown under "Advanced"). */
const ADVANCED: (keyof Values)[] = ['type', 'disputeReason'];

const items = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));
const PROBLEM_ITEMS = items(PROBLEMS_BY_KIND.account, ITEM_PROBLEM_LABELS);
const TYPE_ITEMS = items(FORM_DISPUTE_TYPES, DISPUTE_TYPE_LABELS);
const BUREAU_ITEMS = items(BUREAUS, BUREAU_LABELS);
const REASON_ITEMS = items(DISPUTE_REASONS, DISPUTE_REASON_LABELS);

const note = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
const advancedBox = css({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'canvas',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});

type Props = {
  /** The form's id: a submit button outside it (a dialog's footer) names it in `form=`. */
  id: string;
  userId: number;
  /** Files the dispute; when the promise resolves the form empties (a rejection keeps what was typed). */
  onValid: (body: CreateDisputeBody) => Promise<unknown>;
  isPending: boolean;
  /** Render the lists in place (inside a modal dialog) rather than in a portal. */
  inDialog?: boolean;
  /** Controls after the fields, e.g. the submit button when it is inside the form. */
  children?: ReactNode;
  /** Shown under the plain-words choice once a letter type and reason are set (the disputes screen's odds). */
  renderChoice?: (choice: { type: DisputeType; disputeReason: DisputeReason; creditor: string }) => ReactNode;
};

/**
 * The New Dispute form (the dashboard's filing dialog and the disputes screen). The user says what is wrong in
 * plain words and FinX fills the letter type and reason from it (`disputePlan`); both stay open to change under
 * "Advanced: choose the letter type". Type, creditor, bureau and reason are required (the spec's 'Missing
 * Information' notice, and each missing field marked); account number, amount and description are optional.
 * A second open dispute of the same account at that bureau (409) shows a link to the first.
 */
export function DisputeForm({ id, userId, onValid, isPending, inDialog = false, children, renderChoice }: Props) {
  const form = useForm(EMPTY);
  const [advanced, setAdvanced] = useState(false);
  const [duplicate, setDuplicate] = useState<DuplicateDispute | null>(null);
  const advancedId = useId();
  const v = form.values;
  const plan = v.problem ? disputePlan(v.problem as ItemProblem, { kind: 'account', collection: v.collection }) : null;

  /** The plain-words choice fills the letter type and reason (the latest choice wins). */
  const choose = (problem: string, collection = v.collection) => {
    form.set('problem', problem);
    form.set('collection', collection);
    if (!problem) return;
    const next = disputePlan(problem as ItemProblem, { kind: 'account', collection });
    form.set('type', next.type);
    form.set('disputeReason', next.disputeReason);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const missing = REQUIRED.filter(({ key }) => !String(v[key]).trim());
    if (missing.length > 0) {
      const errors: Partial<Record<keyof Values, string>> = Object.fromEntries(missing.map(({ key, message }) => [key, message]));
      const advancedMissing = missing.some(({ key }) => ADVANCED.includes(key));
      // no plain-words choice: that is the field to fill; else the letter type or reason chosen by hand is missing
      if (advancedMissing && !v.problem) errors.problem = "Choose what's wrong";
      else if (advancedMissing) setAdvanced(true);
      form.fail(errors);
      toast({ title: 'Missing Information', description: MISSING_DISPUTE_FIELDS, tone: 'destructive' });
      return;
    }
    const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());
    setDuplicate(null);
    onValid({
      userId,
      type: v.type as CreateDisputeBody['type'],
      creditor: v.creditor.trim(),
      accountNumber: optional(v.accountNumber),
      amount: optional(v.amount),
      bureau: v.bureau as CreateDisputeBody['bureau'],
      description: optional(v.description),
      disputeReason: v.disputeReason as CreateDisputeBody['disputeReason'],
      expectedResponseDate: expectedResponseDate(new Date()).toISOString(),
    }).then(
      () => {
        form.reset();
        setAdvanced(false);
      },
      // the caller has shown the failure; the form keeps what was typed, and links to the dispute already open
      (err: unknown) => setDuplicate(duplicateDispute(err)),
    );
  };

  const select = (
    key: 'problem' | 'type' | 'bureau' | 'disputeReason',
    label: string,
    list: { value: string; label: string }[],
    placeholder: string,
    onChange = (value: string) => form.set(key, value),
  ) => (
    <Select
      label={label}
      name={key}
      items={list}
      value={v[key]}
      onValueChange={onChange}
      placeholder={placeholder}
      errorMessage={form.errors[key]}
      required={key !== 'problem'}
      portalled={!inDialog}
    />
  );

  return (
    <form
      id={id}
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="New dispute"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {select('problem', "What's wrong?", PROBLEM_ITEMS, 'Choose what is wrong', (value) => choose(value))}
        {v.problem === 'not_mine' && (
          <Switch
            label="A debt collector reports it"
            description="FinX then also demands that the collector validate the debt."
            checked={v.collection}
            onCheckedChange={(on) => choose(v.problem, on)}
          />
        )}
        <p className={note} aria-live="polite">
          {plan
            ? `FinX sends a ${DISPUTE_TYPE_LABELS[plan.type]}: ${plan.basis}.`
            : 'Say what is wrong in your own words; FinX chooses the law and the letter.'}
        </p>
        {renderChoice &&
          v.type &&
          v.disputeReason &&
          renderChoice({ type: v.type as DisputeType, disputeReason: v.disputeReason as DisputeReason, creditor: v.creditor.trim() })}
      </div>
      <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
        <TextField label="Creditor *" autoComplete="off" {...form.field('creditor')} />
        {select('bureau', 'Credit bureau *', BUREAU_ITEMS, 'Select a bureau')}
        <TextField label="Account number" autoComplete="off" description="Optional; only the last 4 are kept visible." {...form.field('accountNumber')} />
        <TextField label="Amount" type="number" step="0.01" min="0" inputMode="decimal" description="Optional, in US dollars." {...form.field('amount')} />
      </div>
      <TextField label="Description" multiline rows={3} description="Optional: what is wrong with this item." {...form.field('description')} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
        <Button variant="ghost" size="sm" aria-expanded={advanced} aria-controls={advancedId} onPress={() => setAdvanced((open) => !open)}>
          <span aria-hidden="true">{advanced ? '▾' : '▸'}</span> Advanced: choose the letter type
        </Button>
        {advanced && (
          // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own border, padding and min-width; role=group is the same to assistive tech
          <div id={advancedId} role="group" aria-label="Advanced: choose the letter type" className={advancedBox}>
            <p className={note}>Letter types for those who know the law: your choice replaces the one FinX made.</p>
            <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
              {select('type', 'Dispute type *', TYPE_ITEMS, 'Select a type')}
              {select('disputeReason', 'Dispute reason *', REASON_ITEMS, 'Select a reason')}
            </div>
          </div>
        )}
      </div>
      {duplicate && <DuplicateDisputeNotice duplicate={duplicate} />}
      {children}
    </form>
  );
}
