import type { CreateDisputeBody } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, successBody } from '../../common/api';
import { DisputeForm } from '../../common/disputes/DisputeForm';
import { DISPUTE_SAVED } from '../../common/disputes/duplicate';
import { creditKeys } from './queries';

const FORM_ID = 'dashboard-new-dispute';

type Props = { userId: number; onClose: () => void; onPendingChange: (pending: boolean) => void };

/**
 * Start New Dispute (dashboard): the shared New Dispute form in a dialog. Files for the signed-in user; after
 * filing, 'Dispute saved' with the next step (nothing reaches the bureau until the letter is mailed: a deviation
 * from the spec's 'Dispute Filed Successfully'), and the spec's 'Filing Failed'. A 409 (that account already has
 * an open dispute at that bureau) links to it in the form.
 */
export default function DisputeDialog({ userId, onClose, onPendingChange }: Props) {
  const queryClient = useQueryClient();

  const file = useMutation({
    mutationFn: (body: CreateDisputeBody) => api.disputes.create({ body }).then(successBody),
    onSuccess: () => {
      toast({ ...DISPUTE_SAVED, tone: 'success' });
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

  return (
    <Dialog
      onClose={onClose}
      title="Start New Dispute"
      description="Say what is wrong and FinX prepares the letter to the bureau. Fields marked * are required; the bureau's 30 days start when it receives your letter."
      size="lg"
      footer={
        <>
          <DialogCancel isDisabled={file.isPending} />
          <Button type="submit" form={FORM_ID} isPending={file.isPending} pendingLabel="Filing...">
            File Dispute
          </Button>
        </>
      }
    >
      <DisputeForm id={FORM_ID} userId={userId} onValid={file.mutateAsync} isPending={file.isPending} inDialog />
    </Dialog>
  );
}
