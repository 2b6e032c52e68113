import { formatTimestamp, TEST_WEBHOOK_CREDIT_SCORE, WEBHOOK_PROVIDER_LABELS, type Webhook, type WebhookWithSecret } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, Skeleton, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { Switch } from '@finx/design-system/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { webhookKeys } from './queries';
import { mono, muted, row, stack } from './ui';

type Props = { webhook: Webhook; onSecret: (created: WebhookWithSecret) => void };

/** One receiver: provider, address, the active switch, last triggered, Test, Rotate secret and Delete. */
export function WebhookCard({ webhook, onSecret }: Props) {
  const queryClient = useQueryClient();
  const label = WEBHOOK_PROVIDER_LABELS[webhook.provider];
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list });

  const toggle = useMutation({
    mutationFn: (isActive: boolean) => api.webhooks.update({ params: { id: webhook.id }, body: { isActive } }).then(successBody),
    onSuccess: (updated) => queryClient.setQueryData<Webhook[]>(webhookKeys.list, (list) => list?.map((w) => (w.id === updated.id ? updated : w))),
    // The spec's app is silent here; the switch goes back and says why.
    onError: (err, isActive) =>
      toast({
        title: isActive ? 'Webhook not switched on' : 'Webhook not switched off',
        description: serverMessage(err, 'The change was not saved. Please try again.'),
        tone: 'destructive',
      }),
  });
  const test = useMutation({
    mutationFn: () =>
      api.webhooks.triggerBuilderSignup({ body: { userId: webhook.userId, builderProvider: webhook.provider, creditScore: TEST_WEBHOOK_CREDIT_SCORE } }),
    onSuccess: () => {
      toast({ title: 'Test webhook triggered successfully', tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.events });
      void refreshList();
    },
    onError: (err) => toast({ title: 'Failed to trigger webhook', description: serverMessage(err, ''), tone: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: () => api.webhooks.remove({ params: { id: webhook.id }, body: {} }),
    onSuccess: () => {
      toast({ title: 'Webhook deleted successfully', tone: 'success' });
      setConfirmDelete(false);
      void refreshList();
      void queryClient.invalidateQueries({ queryKey: webhookKeys.events });
    },
    onError: (err) => toast({ title: 'Failed to delete webhook', description: serverMessage(err, ''), tone: 'destructive' }),
  });
  const rotate = useMutation({
    mutationFn: () => api.webhooks.rotateSecret({ params: { id: webhook.id }, body: {} }).then(successBody),
    onSuccess: (rotated) => {
      void refreshList();
      onSecret(rotated);
    },
    onError: (err) => toast({ title: 'Secret not rotated', description: serverMessage(err, 'Please try again.'), tone: 'destructive' }),
  });

  const active = toggle.isPending ? toggle.variables : webhook.isActive;
  return (
    <Card
      as="article"
      headingLevel={3}
      title={label}
      actions={<Badge tone={webhook.isActive ? 'success' : 'neutral'}>{webhook.isActive ? 'Active' : 'Inactive'}</Badge>}
    >
      <div className={stack}>
        <p className={mono} title={webhook.webhookUrl}>
          {webhook.webhookUrl}
        </p>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', m: '0', fontSize: 'sm' })}>
          <dt className={muted}>Last triggered</dt>
          <dd className={css({ m: '0' })}>{webhook.lastTriggered ? formatTimestamp(webhook.lastTriggered) : 'Never'}</dd>
          <dt className={muted}>Secret</dt>
          <dd className={css({ m: '0', fontFamily: 'mono' })}>{webhook.secretKey}</dd>
        </dl>
        {webhook.disabledReason && (
          <p role="note" className={css({ m: '0', color: 'warning', fontSize: 'sm' })}>
            Switched off by FinX: {webhook.disabledReason}
          </p>
        )}
        <Switch label="Active" checked={active} onCheckedChange={(on) => toggle.mutate(on)} disabled={toggle.isPending} />
        <div className={row}>
          <Button size="sm" onPress={() => test.mutate()} isDisabled={!webhook.isActive} isPending={test.isPending} pendingLabel="Sending...">
            Test
          </Button>
          <Button size="sm" variant="secondary" onPress={() => rotate.mutate()} isPending={rotate.isPending} pendingLabel="Rotating...">
            Rotate secret
          </Button>
          <Button size="sm" variant="danger" onPress={() => setConfirmDelete(true)} aria-label={`Delete the ${label} webhook`}>
            Delete
          </Button>
        </div>
      </div>
      {confirmDelete && (
        <Dialog
          role="alertdialog"
          onClose={() => setConfirmDelete(false)}
          title="Delete this webhook?"
          description={`${label} at ${webhook.webhookUrl} will get no more events, and its event history is deleted.`}
          footer={
            <>
              <DialogCancel />
              <Button variant="danger" onPress={() => remove.mutate()} isPending={remove.isPending} pendingLabel="Deleting...">
                Delete Webhook
              </Button>
            </>
          }
        />
      )}
    </Card>
  );
}

/** A card shaped like WebhookCard while the list loads. */
export function WebhookCardSkeleton() {
  return (
    <Card as="article">
      <div className={stack}>
        <Skeleton text="Chime Credit Builder" />
        <Skeleton text="https://partner.example/webhooks/finx" />
        <Skeleton lines={2} />
        <Skeleton width="40%" height="2.25rem" />
      </div>
    </Card>
  );
}
