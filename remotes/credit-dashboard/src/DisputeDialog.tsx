import { BUREAU_LABELS, type CreateDisputeBody } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, successBody } from '../../common/api';
import { DisputeForm } from '../../common/disputes/DisputeForm';
import { creditKeys } from './queries';

const FORM_ID = 'dashboard-new-dispute';

type Props = { userId: number; onClose: () => void; onPendingChange: (pending: boolean) => void };

/**
 * Start New Dispute (dashboard): the shared New Dispute form in a dialog. Files for the signed-in user;
 * the spec's dashboard notices ('Dispute Filed Successfully', 'Filing Failed').
 */
export default function DisputeDialog({ userId, onClose, onPendingChange }: Props) {
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

  return (
    <Dialog
      onClose={onClose}
      title="Start New Dispute"
      description="File a dispute with a credit bureau. Fields marked * are required; the bureau has 30 days to respond."
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
