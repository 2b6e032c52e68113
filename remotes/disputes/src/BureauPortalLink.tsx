import { BUREAU_LABELS, type Dispute } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, buttonStyle, toast, VisuallyHidden } from '@finx/design-system';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api, successBody } from '../../common/api';
import { disputeQueries } from './queries';
import { useRefreshDisputes } from './useRefreshDisputes';
import { useServiceFlow } from '../../common/service/useServiceFlow';

type Props = { dispute: Dispute; userId: number; children: ReactNode; size?: 'sm' | 'md' };

/**
 * The bureau's official online dispute page in a new tab (once its address is known). Opening it for a round
 * whose letter has not gone out records that the user files online (POST portal-used): the bureau's 30 days
 * start today.
 */
export function BureauPortalLink({ dispute, userId, children, size = 'md' }: Props) {
  const portals = useQuery(disputeQueries.bureauPortals());
  const refresh = useRefreshDisputes(userId);
  const used = useMutation({
    mutationFn: () => api.disputeMail.portalUsed({ params: { id: dispute.id }, body: {} }).then(successBody),
    onSuccess: () => {
      toast({
        title: 'Bureau Portal Opened',
        description: `File this dispute on ${BUREAU_LABELS[dispute.bureau]}'s page and keep its confirmation: the bureau's 30 days count from today.`,
        tone: 'success',
      });
      refresh(dispute.id);
    },
    onError: (err) => {
      // Tracking the filing is FinX's service: the contract first, then it is recorded (issue 26).
      if (!flow.guard(err, () => used.mutate()))
        toast({ title: 'Not Recorded', description: serverMessage(err, 'Failed to record the portal filing. Please try again.'), tone: 'destructive' });
    },
  });
  const flow = useServiceFlow();
  const url = portals.data?.[dispute.bureau].url;
  if (!url) {
    return (
      <Button variant="secondary" size={size} isDisabled>
        {children}
      </Button>
    );
  }
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonStyle({ variant: 'secondary', size })}
        onClick={() => {
          if (dispute.status === 'pending' && !used.isPending) void flow.ensureContract(() => used.mutate());
        }}
      >
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      {flow.dialogs}
    </>
  );
}
