import { BUILDER_PROVIDER_LABELS, BUILDER_PROVIDERS, type BuilderAccount, type BuilderProvider } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { creditKeys } from './queries';

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  _first: { borderTopWidth: '0' },
});

type Props = { userId: number; enrolled: BuilderAccount[]; onClose: () => void };

/** Add Builder Account: enroll with one of the credit-builder partners (one account per partner). */
export default function BuilderDialog({ userId, enrolled, onClose }: Props) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const have = new Set(enrolled.filter((a) => a.status === 'active').map((a) => a.provider));

  const enroll = useMutation({
    mutationFn: (provider: BuilderProvider) => api.builderAccounts.create({ body: { userId, provider } }).then(successBody),
    onSuccess: (account) => {
      toast({
        title: 'Builder Account Added',
        description: `You're enrolled with ${BUILDER_PROVIDER_LABELS[account.provider]}.`,
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: creditKeys.builderAccounts(userId) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
      onClose();
    },
    onError: (err) => {
      const message = serverMessage(err, 'Unable to open the account. Please try again.');
      setProblem(message);
      toast({ title: 'Enrollment Failed', description: message, tone: 'destructive' });
    },
  });

  return (
    <Dialog
      onClose={onClose}
      title="Add Builder Account"
      description="A credit-builder account reports on-time payments to the bureaus. Choose a partner to enroll with."
    >
      {problem && (
        <p role="alert" className={css({ m: '0', color: 'danger', fontSize: 'sm', fontWeight: 'medium' })}>
          {problem}
        </p>
      )}
      <ul aria-label="Credit-builder partners" className={css({ listStyle: 'none', m: '0', p: '0' })}>
        {BUILDER_PROVIDERS.map((provider) => {
          const label = BUILDER_PROVIDER_LABELS[provider];
          return (
            <li key={provider} className={row}>
              <span className={css({ fontWeight: 'medium' })}>{label}</span>
              {have.has(provider) ? (
                <Badge tone="success">Enrolled</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Enroll with ${label}`}
                  isPending={enroll.isPending && enroll.variables === provider}
                  pendingLabel="Enrolling..."
                  isDisabled={enroll.isPending && enroll.variables !== provider}
                  onPress={() => {
                    setProblem(null);
                    enroll.mutate(provider);
                  }}
                >
                  Enroll
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
