import { BUREAU_LABELS, DISPUTE_TYPE_LABELS, type Dispute, isApiError, type UserInfo } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { SavedDetails } from '../../common/disputes/SavedDetails';
import { UserInfoForm, useUserInfoForm, type UserInfoValues } from '../../common/disputes/UserInfoFields';
import { BureauPortalLink } from './BureauPortalLink';
import { DeadlinesCard, DeliveryMethods } from './DeliveryPanel';
import { LetterPreviewDialog, type LetterPreview } from './LetterPreviewDialog';
import { disputeQueries } from './queries';
import { useRefreshDisputes } from './useRefreshDisputes';
import { useServiceFlow } from '../../common/service/useServiceFlow';
import { useSessionUser } from '../../common/useSessionUser';

const FORM_ID = 'letter-user-info';

type Props = { dispute: Dispute; userId: number; onClose: () => void };

/** Send Certified Mail (titled with the creditor): delivery methods, FCRA deadlines, the sender's details, preview, send, bureau portal. */
export function SendMailDialog({ dispute, userId, onClose }: Props) {
  const stored = useQuery(disputeQueries.userInfo());
  const session = useSessionUser();
  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={dispute.creditor}
      description={`${DISPUTE_TYPE_LABELS[dispute.type]} to ${BUREAU_LABELS[dispute.bureau]}, round ${dispute.round}`}
    >
      <DeliveryMethods disputeId={dispute.id} />
      <DeadlinesCard dispute={dispute} />
      <SavedDetails stored={stored} session={session} rows={3}>
        {(initial) => <SenderForm dispute={dispute} userId={userId} initial={initial} onSent={onClose} />}
      </SavedDetails>
    </Dialog>
  );
}

function SenderForm({ dispute, userId, initial, onSent }: { dispute: Dispute; userId: number; initial: UserInfoValues; onSent: () => void }) {
  const details = useUserInfoForm(initial);
  const refresh = useRefreshDisputes(userId);
  // The letter previewed for these exact details (the send approves exactly that letter).
  const [preview, setPreview] = useState<{ letter: LetterPreview; details: string } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  const fetchPreview = useMutation({
    // A POST: the details (SSN included) travel in the body, never in a URL.
    mutationFn: (info: UserInfo) => api.disputeMail.previewLetter({ params: { id: dispute.id }, body: { userInfo: info } }).then(successBody),
    onSuccess: (letter, info) => {
      setPreview({ letter, details: JSON.stringify(info) });
      setPreviewOpen(true);
    },
    onError: (err) => failed('Preview Failed', err, 'Failed to prepare the letter. Please try again.'),
  });

  const send = useMutation({
    mutationFn: async ({ info, letterId, confirmedPriceCents }: { info: UserInfo; letterId: number; confirmedPriceCents: number }) => {
      const res = await api.disputeMail.sendCertifiedMail({ params: { id: dispute.id }, body: { userInfo: info, letterId, confirmedPriceCents } });
      // any other status has been thrown; 202: the carrier has not answered yet, the job goes on
      const sent = res as Extract<typeof res, { status: 200 | 202 }>;
      return { queued: sent.status === 202, trackingNumber: sent.body.tracking_number };
    },
    onSuccess: (res) => {
      flow.close();
      if (res.queued) {
        toast({
          title: 'Dispute Letter Queued',
          description: 'Your approved letter is queued for the carrier; its tracking number will show on the dispute once the carrier accepts it.',
          tone: 'success',
        });
      } else {
        toast({ title: 'Dispute Letter Sent', description: `Tracking number: ${res.trackingNumber ?? 'not issued yet'}`, tone: 'success' });
      }
      refresh(dispute.id);
      onSent();
    },
    onError: (err, { info, letterId }) => {
      if (!flow.guard(err, () => confirmAndSend(info, letterId))) failed('Letter Not Sent', err, 'Failed to send the letter. Please try again.');
    },
  });
  // The contract before the first letter, then the price confirmed (issue 26).
  const flow = useServiceFlow({ isSending: send.isPending });
  const confirmAndSend = (info: UserInfo, letterId: number) =>
    void flow.mail(
      () => api.disputeMail.mailingQuote({ params: { id: dispute.id } }).then(successBody),
      (confirmedPriceCents) => send.mutate({ info, letterId, confirmedPriceCents }),
    );

  function failed(title: string, err: unknown, fallback: string) {
    const message = serverMessage(err, fallback);
    toast({ title: isApiError(err) && err.code === 'missing_user_info' ? 'Missing Information' : title, description: message, tone: 'destructive' });
  }

  const onPreview = () => {
    const info = details.validDetails();
    if (info) fetchPreview.mutate(info);
  };

  /** Sends the letter previewed for these details; without one, previews first (the user approves it there). */
  const onSend = (info: UserInfo) => {
    if (preview && preview.details === JSON.stringify(info)) confirmAndSend(info, preview.letter.letterId);
    else fetchPreview.mutate(info);
  };

  const busy = fetchPreview.isPending || send.isPending || flow.quoting;
  const canSend = dispute.status === 'pending';
  return (
    <>
      <UserInfoForm id={FORM_ID} label="Your details for the letter" details={details} onValid={onSend}>
        <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>Your details for the letter</h3>
      </UserInfoForm>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
        <DialogCancel isDisabled={busy} variant="ghost" />
        <BureauPortalLink dispute={dispute} userId={userId}>
          Open Bureau Portal
        </BureauPortalLink>
        <Button variant="secondary" onPress={onPreview} isPending={fetchPreview.isPending} pendingLabel="Preparing..." isDisabled={send.isPending || !canSend}>
          Preview Letter
        </Button>
        <Button
          type="submit"
          form={FORM_ID}
          isPending={send.isPending || flow.quoting}
          pendingLabel="Sending..."
          isDisabled={fetchPreview.isPending || !canSend}
        >
          Send Certified Mail
        </Button>
      </div>
      {previewOpen && preview && (
        <LetterPreviewDialog
          creditor={dispute.creditor}
          letter={preview.letter}
          isSending={send.isPending || flow.quoting}
          onApprove={() => confirmAndSend(JSON.parse(preview.details) as UserInfo, preview.letter.letterId)}
          onClose={() => setPreviewOpen(false)}
        />
      )}
      {flow.dialogs}
    </>
  );
}
