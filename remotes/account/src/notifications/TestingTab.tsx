import { CHANNEL_LABELS, NOTIFICATION_CHANNELS } from '@finx/contracts';
import { Button, Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useTestNotification } from './queries';

const buttons = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });

/** Testing: a test per channel (the spec's toasts). The notifications themselves are in the Inbox tab. */
export function TestingTab() {
  const test = useTestNotification();
  return (
    <Card title="Send a Test" description="Sends a test notification through the channel now, to the address, number or browsers saved for it.">
      <div className={buttons}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            onPress={() => test.mutate(channel)}
            isPending={test.isPending && test.variables === channel}
            pendingLabel="Sending..."
            isDisabled={test.isPending && test.variables !== channel}
          >
            Test {CHANNEL_LABELS[channel]}
          </Button>
        ))}
      </div>
    </Card>
  );
}
