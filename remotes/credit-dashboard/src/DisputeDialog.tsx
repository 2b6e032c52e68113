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
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogClose } from '@finx/design-system/dialog';
import { Select, TextField } from '@finx/design-system/forms';
import { grid } from '@finx/design-system/patterns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { api, successBody } from '../../common/api';
import { useForm } from '../../common/useForm';
import { creditKeys } from './queries';

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

const FORM_ID = 'dashboard-new-dispute';

type Props = { userId: number; onClose: () => void; onPendingChange: (pending: boolean) => void };

/**
 * Start New Dispute (dashboard): type, creditor, bureau and reason are required (the spec's 'Missing
 * Information' notice, and each missing field marked); account number, amount and description are
 * optional. Files for the signed-in user with the expected response 30 days from now.
 */
export default function DisputeDialog({ userId, onClose, onPendingChange }: Props) {
  const form = useForm(EMPTY);
  const queryClient = useQueryClient();

  const file = useMutation({
    mutationFn: (body: CreateDisputeBody) => api.disputes.create({ body }).then(successBody),
    onSuccess: (dispute) => {
      toast({
        title: 'Dispute Filed Successfully',
        description: `Your dispute against ${dispute.creditor} has been submitted to ${BUREAU_LABELS[dispute.bureau] ?? dispute.bureau}`,
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: creditKeys.disputes(userId) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
      onClose();
    },
    onError: (err) => toast({ title: 'Filing Failed', description: serverMessage(err, 'Unable to file dispute. Please try again.'), tone: 'destructive' }),
  });

  useEffect(() => {
    onPendingChange(file.isPending);
    return () => onPendingChange(false);
  }, [file.isPending, onPendingChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file.isPending) return;
    const v = form.values;
    const missing = REQUIRED.filter(({ key }) => !v[key].trim());
    if (missing.length > 0) {
      form.fail(Object.fromEntries(missing.map(({ key, message }) => [key, message])));
      toast({ title: 'Missing Information', description: MISSING_DISPUTE_FIELDS, tone: 'destructive' });
      return;
    }
    const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());
    file.mutate({
      userId,
      type: v.type as CreateDisputeBody['type'],
      creditor: v.creditor.trim(),
      accountNumber: optional(v.accountNumber),
      amount: optional(v.amount),
      bureau: v.bureau as CreateDisputeBody['bureau'],
      description: optional(v.description),
      disputeReason: v.disputeReason as CreateDisputeBody['disputeReason'],
      expectedResponseDate: expectedResponseDate(new Date()).toISOString(),
    });
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
      portalled={false}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Start New Dispute"
      description="File a dispute with a credit bureau. Fields marked * are required; the bureau has 30 days to respond."
      size="lg"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" isDisabled={file.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} isPending={file.isPending} pendingLabel="Filing...">
            File Dispute
          </Button>
        </>
      }
    >
      <form id={FORM_ID} ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="New dispute" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
          {select('type', 'Dispute type *', TYPE_ITEMS, 'Select a type')}
          <TextField label="Creditor *" autoComplete="off" {...form.field('creditor')} />
          {select('bureau', 'Credit bureau *', BUREAU_ITEMS, 'Select a bureau')}
          {select('disputeReason', 'Dispute reason *', REASON_ITEMS, 'Select a reason')}
          <TextField label="Account number" autoComplete="off" description="Optional; only the last 4 are kept visible." {...form.field('accountNumber')} />
          <TextField label="Amount" type="number" step="0.01" min="0" inputMode="decimal" description="Optional, in US dollars." {...form.field('amount')} />
        </div>
        <TextField label="Description" multiline rows={3} description="Optional: what is wrong with this item." {...form.field('description')} />
      </form>
    </Dialog>
  );
}
