import './index.css';
import { notificationPreferencesSchema, toPreferencesInput, type NotificationChannel, type NotificationType } from '@finx/contracts';
import { Button, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Tabs } from '@finx/design-system/tabs';
import { useEffect, useState } from 'react';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { ChannelsTab } from './notifications/ChannelsTab';
import { type Draft, draftOf, problemsOf } from './notifications/draft';
import { InboxTab } from './notifications/InboxTab';
import { PreferencesTab } from './notifications/PreferencesTab';
import { usePreferences, useSavePreferences } from './notifications/queries';
import { TestingTab } from './notifications/TestingTab';
import { useSessionUser } from '../../common/useSessionUser';

type Tab = 'inbox' | 'preferences' | 'channels' | 'testing';

const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', pt: '4' });

/**
 * Notification Center (/notifications): Inbox (the user's notifications: what the sidebar's unread count opens),
 * then the spec's Preferences (a switch per type for each channel), Channels (enable, frequency, address / phone,
 * push in this browser) and Testing (a test per channel). The preferences are saved and loaded (the spec's app
 * saved nothing); a phone number that is not a US number holds back only the SMS settings.
 */
export default function Notifications() {
  useDocumentTitle('Notification Center');
  const singletons = useSingletonCheck('account');
  const userId = useSessionUser()?.id;
  const saved = usePreferences(userId !== undefined);
  const [tab, setTab] = useState<Tab>('inbox');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // Saved with the SMS settings held back: the draft keeps what the user typed there, and its problem stays shown.
  const save = useSavePreferences((p, smsHeldBack) => setDraft((d) => (smsHeldBack && d ? { ...draftOf(p), sms: d.sms } : draftOf(p))));

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
    if (!draft || !saved.data) return;
    const parsed = notificationPreferencesSchema.safeParse(draft);
    if (parsed.success) {
      save.mutate({ body: parsed.data, smsHeldBack: false });
      return;
    }
    const found = problemsOf(parsed.error.issues);
    setProblems(found);
    setTab('channels');
    // A problem only in the SMS settings (the phone number) blocks SMS alone: the rest is saved, SMS stays as saved.
    if (Object.keys(found).every((path) => path.startsWith('sms.')))
      save.mutate({ body: { ...draft, sms: toPreferencesInput(saved.data).sms }, smsHeldBack: true });
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
          { value: 'inbox', label: 'Inbox', content: <InboxTab signedIn={userId !== undefined} /> },
          { value: 'preferences', label: 'Preferences', content: ready ? <PreferencesTab draft={draft} toggleType={toggleType} /> : loading },
          {
            value: 'channels',
            label: 'Channels',
            content: ready ? <ChannelsTab draft={draft} saved={saved.data} problems={problems} setChannel={setChannel} /> : loading,
          },
          { value: 'testing', label: 'Testing', content: <TestingTab /> },
        ]}
      />
      {(tab === 'preferences' || tab === 'channels') && (
        <div className={footer}>
          <Button onPress={submit} isPending={save.isPending} pendingLabel="Saving..." isDisabled={!ready}>
            Save Preferences
          </Button>
        </div>
      )}
    </section>
  );
}
