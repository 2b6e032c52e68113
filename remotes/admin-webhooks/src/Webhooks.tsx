import './index.css';
import type { WebhookWithSecret } from '@finx/contracts';
import { Button, EmptyState, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { NewWebhookDialog } from './NewWebhookDialog';
import { webhookQueries } from './queries';
import { RecentEvents } from './RecentEvents';
import { SecretDialog } from './SecretDialog';
import { WebhookCard, WebhookCardSkeleton } from './WebhookCard';
import { useSessionUser } from '../../common/useSessionUser';

const cards = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  m: '0',
  p: '0',
});

/** Webhook Management (/webhooks): the user's receivers, New Webhook, and the recent events. */
export default function Webhooks() {
  useDocumentTitle('Webhook Management');
  const singletons = useSingletonCheck('admin-webhooks');
  const userId = useSessionUser()?.id;
  const list = useQuery(webhookQueries.list());
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const showSecret = (w: WebhookWithSecret) => setSecret(w.signingSecret ?? null);
  const newButton = (
    <Button onPress={() => setCreating(true)} isDisabled={userId === undefined}>
      New Webhook
    </Button>
  );

  return (
    <section data-remote="admin-webhooks" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader
        title="Webhook Management"
        subtitle="Notify external receivers when a user signs up with a credit-builder provider."
        actions={newButton}
        className={css({ mb: '0' })}
      />
      {list.isError ? (
        <QueryError what="your webhooks" onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : !list.data ? (
        <div className={cards} aria-busy="true" data-testid="webhooks-skeleton">
          <span className={css({ srOnly: true })} role="status">
            Loading…
          </span>
          <WebhookCardSkeleton />
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState
          title="No Webhooks Configured"
          description="Add a receiver to be told, with a signed event, each time you sign up with a credit-builder partner."
          action={newButton}
        />
      ) : (
        <ul className={cards} aria-label="Webhooks">
          {list.data.map((w) => (
            <li key={w.id}>
              <WebhookCard webhook={w} onSecret={showSecret} />
            </li>
          ))}
        </ul>
      )}
      <RecentEvents />
      {creating && userId !== undefined && <NewWebhookDialog userId={userId} onClose={() => setCreating(false)} />}
      {secret && <SecretDialog secret={secret} rotated onClose={() => setSecret(null)} />}
    </section>
  );
}
