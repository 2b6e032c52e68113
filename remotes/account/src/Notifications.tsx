import './index.css';
import { notificationPreferencesSchema, type NotificationChannel, type NotificationType } from '@finx/contracts';
import { sessionQuery } from '@finx/contracts/session';
import { Button, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Tabs } from '@finx/design-system/tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { ChannelsTab } from './notifications/ChannelsTab';
import { type Draft, draftOf, problemsOf } from './notifications/draft';
import { PreferencesTab } from './notifications/PreferencesTab';
import { usePreferences, useSavePreferences } from './notifications/queries';
import { TestingTab } from './notifications/TestingTab';

type Tab = 'preferences' | 'channels' | 'testing';

const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', pt: '4' });

/**
 * Notification Center (/notifications): Preferences (a switch per type for each channel), Channels (enable,
 * frequency, address / phone, push in this browser) and Testing (a test per channel, Recent Notifications).
 * The preferences are saved and loaded (the spec's app saved nothing).
 */
export default function Notifications() {
  useDocumentTitle('Notification Center');
  const singletons = useSingletonCheck('account');
  const userId = useQuery(sessionQuery).data?.id;
  const saved = usePreferences(userId !== undefined);
  const [tab, setTab] = useState<Tab>('preferences');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSavePreferences((p) => setDraft(draftOf(p)));

  useEffect(() => {
    if (saved.data && !draft) setDraft(draftOf(saved.data));
  }, [saved.data, draft]);

  const setChannel = <C extends NotificationChannel>(channel: C, change: Partial<Draft[C]>) => {
    setDraft((d) => (d ? { ...d, [channel]: { ...d[channel], ...change } } : d));
    setProblems({});
  };
  const toggleType = (channel: NotificationChannel, type: NotificationType, on: boolean) => {
    const types = draft![channel].types.filter((t) => t !== type);
    setChannel(channel, { types: on ? [...types, type] : types });
  };
  const submit = () => {
    if (!draft) return;
    const parsed = notificationPreferencesSchema.safeParse(draft);
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      setTab('channels');
      return;
    }
    save.mutate(draft);
  };

  const ready = draft && saved.data;
  // Loading: the Preferences card with placeholders where the switches go (the same size), so nothing moves.
  const loading = saved.isError ? (
    <QueryError what="your notification preferences" onRetry={() => void saved.refetch()} isRetrying={saved.isFetching} />
  ) : (
    <div aria-busy="true">
      <PreferencesTab draft={null} toggleType={() => undefined} />
    </div>
  );

  return (
    <section data-remote="account" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader title="Notification Center" subtitle="Choose how and when FinX keeps you informed." className={css({ mb: '0' })} />
      <Tabs
        aria-label="Notification Center"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={[
          { value: 'preferences', label: 'Preferences', content: ready ? <PreferencesTab draft={draft} toggleType={toggleType} /> : loading },
          { value: 'channels', label: 'Channels', content: ready ? <ChannelsTab draft={draft} saved={saved.data} problems={problems} setChannel={setChannel} /> : loading },
          { value: 'testing', label: 'Testing', content: <TestingTab signedIn={userId !== undefined} /> },
        ]}
      />
      {tab !== 'testing' && (
        <div className={footer}>
          <Button onPress={submit} isPending={save.isPending} pendingLabel="Saving..." isDisabled={!ready}>
            Save Preferences
          </Button>
        </div>
      )}
    </section>
  );
}
