import { BUILDER_PARTNER_NAMES, BUILDER_PROVIDER_LABELS, BUILDER_PROVIDERS, type BuilderAccount, type BuilderProvider } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { BuilderRequestLine, BuilderStatusBadge, requestToast } from './BuilderState';
import { muted } from './parts';
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

/**
 * Add Builder Account: ask one of the credit-builder partners for an account (one per partner). FinX sends the partner
 * its builder.signup event; the user finishes on the partner's site, and it is an account once the partner confirms.
 * Opening the dialog records nothing; the request is recorded (with its activity) when it is sent.
 */
export default function BuilderDialog({ userId, enrolled, onClose }: Props) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<BuilderAccount[]>([]);
  const byProvider = new Map<BuilderProvider, BuilderAccount>([...enrolled, ...sent].map((a) => [a.provider, a]));

  const request = useMutation({
    mutationFn: (provider: BuilderProvider) => api.builderAccounts.create({ body: { userId, provider } }).then(successBody),
    onSuccess: (account) => {
      setSent((list) => [...list, account]);
      requestToast(account);
      void queryClient.invalidateQueries({ queryKey: creditKeys.builderAccounts(userId) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
    },
    onError: (err) => {
      const message = serverMessage(err, 'The request could not be sent. Please try again.');
      setProblem(message);
      toast({ title: 'Request Failed', description: message, tone: 'destructive' });
    },
  });

  return (
    <Dialog
      onClose={onClose}
      title="Add Builder Account"
      description="A credit-builder account reports on-time payments to the bureaus. Choose a partner: FinX sends them your request, you finish signing up and accept their terms on their site, and it counts as an account once they confirm it."
    >
      {problem && (
        <p role="alert" className={css({ m: '0', color: 'danger', fontSize: 'sm', fontWeight: 'medium' })}>
          {problem}
        </p>
      )}
      <ul aria-label="Credit-builder partners" className={css({ listStyle: 'none', m: '0', p: '0' })}>
        {BUILDER_PROVIDERS.map((provider) => {
          const label = BUILDER_PROVIDER_LABELS[provider];
          const account = byProvider.get(provider);
          return (
            <li key={provider} className={row}>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
                <span className={css({ fontWeight: 'medium' })}>{label}</span>
                {account?.status === 'requested' && <BuilderRequestLine account={account} className={muted} />}
              </div>
              {account ? (
                <BuilderStatusBadge account={account} className={css({ flexShrink: '0' })} />
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Send request to ${BUILDER_PARTNER_NAMES[provider]}`}
                  isPending={request.isPending && request.variables === provider}
                  pendingLabel="Sending..."
                  isDisabled={request.isPending && request.variables !== provider}
                  onPress={() => {
                    setProblem(null);
                    request.mutate(provider);
                  }}
                >
                  Send request
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
