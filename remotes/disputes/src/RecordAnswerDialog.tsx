import { DISPUTE_RESULT_LABELS, DISPUTE_RESULTS, resolvesDispute, type Dispute, type DisputeResult } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { Select, TextField } from '@finx/design-system/forms';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api, successBody } from '../../common/api';
import { useForm } from '../../common/useForm';
import { todayInput } from './format';
import { useRefreshDisputes } from './useRefreshDisputes';
import { stack } from './ui';

const RESULT_ITEMS = DISPUTE_RESULTS.map((value) => ({ value, label: DISPUTE_RESULT_LABELS[value] }));
const FORM_ID = 'record-bureau-answer';

type Props = { dispute: Dispute; userId: number; onClose: () => void };

/** Records the bureau's answer from its results letter: deleted/updated resolve the dispute, verified/no change offer the next round. */
export function RecordAnswerDialog({ dispute, userId, onClose }: Props) {
  const form = useForm({ result: '', responseDate: todayInput(), note: '' });
  const refresh = useRefreshDisputes(userId);

  const record = useMutation({
    mutationFn: (body: { result: DisputeResult; responseDate: string; note?: string }) =>
      api.disputeMail.recordResult({ params: { id: dispute.id }, body }).then(successBody),
    onSuccess: (d) => {
      const result = d.result ?? 'no_change';
      toast({
        title: 'Answer Recorded',
        description: resolvesDispute(result)
          ? `${d.creditor}: ${DISPUTE_RESULT_LABELS[result]}. The dispute is resolved.`
          : `${d.creditor}: ${DISPUTE_RESULT_LABELS[result]}. You can start the next round.`,
        tone: 'success',
      });
      refresh(d.id);
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Answer Not Recorded', description: serverMessage(err, 'Failed to record the answer. Please try again.'), tone: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const { result, responseDate, note } = form.values;
    const missing = { ...(!result && { result: "Choose the bureau's answer" }), ...(!responseDate && { responseDate: 'Enter the date of the answer' }) };
    if (Object.keys(missing).length > 0) return form.fail(missing);
    record.mutate({ result: result as DisputeResult, responseDate, note: note.trim() || undefined });
  };

  return (
    <Dialog
      onClose={onClose}
      title={`Record the answer: ${dispute.creditor}`}
      description={`What did the bureau answer to round ${dispute.round}? Use the date on its results letter.`}
      footer={
        <>
          <DialogCancel isDisabled={record.isPending} />
          <Button type="submit" form={FORM_ID} isPending={record.isPending} pendingLabel="Saving...">
            Record Answer
          </Button>
        </>
      }
    >
      <form id={FORM_ID} ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Bureau answer" className={stack}>
        <Select
          label="Bureau's answer *"
          name="result"
          items={RESULT_ITEMS}
          value={form.values.result}
          onValueChange={(value) => form.set('result', value)}
          placeholder="Select the answer"
          errorMessage={form.errors.result}
          required
          portalled={false}
        />
        <TextField label="Date of the answer *" type="date" {...form.field('responseDate')} />
        <TextField label="Note" multiline rows={3} description="Optional: what the letter said." {...form.field('note')} />
      </form>
    </Dialog>
  );
}
