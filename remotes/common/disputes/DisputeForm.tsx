import {
  BUREAU_LABELS,
  BUREAUS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_TYPE_LABELS,
  DISPUTE_TYPES,
  expectedResponseDate,
  MISSING_DISPUTE_FIELDS,
  type CreateDisputeBody,
} from '@finx/contracts';
import { toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Select, TextField } from '@finx/design-system/forms';
import { grid } from '@finx/design-system/patterns';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from '../useForm';

const EMPTY = { type: '', creditor: '', bureau: '', disputeReason: '', accountNumber: '', amount: '', description: '' };
type Values = typeof EMPTY;

const REQUIRED: { key: keyof Values; message: string }[] = [
  { key: 'type', message: 'Choose a dispute type' },
  { key: 'creditor', message: 'Enter the creditor' },
  { key: 'bureau', message: 'Choose a credit bureau' },
  { key: 'disputeReason', message: 'Choose a dispute reason' },
];

const items = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));
const TYPE_ITEMS = items(DISPUTE_TYPES, DISPUTE_TYPE_LABELS);
const BUREAU_ITEMS = items(BUREAUS, BUREAU_LABELS);
const REASON_ITEMS = items(DISPUTE_REASONS, DISPUTE_REASON_LABELS);

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
};

/**
 * The New Dispute form (the dashboard's filing dialog and the disputes screen): type, creditor, bureau and
 * reason are required (the spec's 'Missing Information' notice, and each missing field marked); account
 * number, amount and description are optional. Sends the expected response date 30 days from now.
 */
export function DisputeForm({ id, userId, onValid, isPending, inDialog = false, children }: Props) {
  const form = useForm(EMPTY);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const v = form.values;
    const missing = REQUIRED.filter(({ key }) => !v[key].trim());
    if (missing.length > 0) {
      form.fail(Object.fromEntries(missing.map(({ key, message }) => [key, message])));
      toast({ title: 'Missing Information', description: MISSING_DISPUTE_FIELDS, tone: 'destructive' });
      return;
    }
    const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());
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
      () => form.reset(),
      () => {}, // the caller has shown the failure; the form keeps what was typed
    );
  };

  const select = (key: 'type' | 'bureau' | 'disputeReason', label: string, list: { value: string; label: string }[], placeholder: string) => (
    <Select
      label={label}
      name={key}
      items={list}
      value={form.values[key]}
      onValueChange={(value) => form.set(key, value)}
      placeholder={placeholder}
      errorMessage={form.errors[key]}
      required
      portalled={!inDialog}
    />
  );

  return (
    <form id={id} ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="New dispute" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
        {select('type', 'Dispute type *', TYPE_ITEMS, 'Select a type')}
        <TextField label="Creditor *" autoComplete="off" {...form.field('creditor')} />
        {select('bureau', 'Credit bureau *', BUREAU_ITEMS, 'Select a bureau')}
        {select('disputeReason', 'Dispute reason *', REASON_ITEMS, 'Select a reason')}
        <TextField label="Account number" autoComplete="off" description="Optional; only the last 4 are kept visible." {...form.field('accountNumber')} />
        <TextField label="Amount" type="number" step="0.01" min="0" inputMode="decimal" description="Optional, in US dollars." {...form.field('amount')} />
      </div>
      <TextField label="Description" multiline rows={3} description="Optional: what is wrong with this item." {...form.field('description')} />
      {children}
    </form>
  );
}
