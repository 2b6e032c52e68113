import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPE_PRIORITY,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '@finx/contracts';
import { Badge, Card, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Switch } from '@finx/design-system/forms';
import type { Draft } from './draft';
import { PRIORITY_TONE } from './format';

const grid = css({ display: 'grid', gap: '0', m: '0', p: '0', listStyle: 'none' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) repeat(3, 96px)' },
  alignItems: 'center',
  gap: { base: '3', md: '4' },
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  _last: { borderBottom: 'none' },
});
const name = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontSize: 'sm', color: 'text.primary' });
const channelName = css({ srOnly: { base: false, md: true } });
const switches = css({ display: { base: 'flex', md: 'contents' }, gap: '4', flexWrap: 'wrap' });
const head = css({
  display: { base: 'none', md: 'grid' },
  gridTemplateColumns: 'minmax(0, 1fr) repeat(3, 96px)',
  gap: '4',
  pb: '2',
  fontSize: 'xs',
  color: 'text.secondary',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});

/** Preferences: a switch per notification type for each of email, SMS and push (spec part 2 §2). */
export function PreferencesTab({
  draft,
  toggleType,
}: {
  draft: Draft | null;
  toggleType: (channel: NotificationChannel, type: NotificationType, on: boolean) => void;
}) {
  return (
    <Card
      title="Notification Types"
      description="Choose what each channel tells you about. System alerts are urgent and always go out at once on the channels that take them."
    >
      <div className={head} aria-hidden="true">
        <span>Notification</span>
        {NOTIFICATION_CHANNELS.map((c) => (
          <span key={c}>{CHANNEL_LABELS[c]}</span>
        ))}
      </div>
      <ul className={grid}>
        {NOTIFICATION_TYPES.map((type) => (
          <li key={type} className={row}>
            <span className={name}>
              {NOTIFICATION_TYPE_LABELS[type]}
              <Badge tone={PRIORITY_TONE[NOTIFICATION_TYPE_PRIORITY[type]]}>{NOTIFICATION_TYPE_PRIORITY[type]}</Badge>
            </span>
            <span className={switches}>
              {NOTIFICATION_CHANNELS.map((channel) =>
                !draft ? (
                  // Loading: a switch-sized placeholder, so nothing moves when the saved preferences arrive.
                  <Skeleton key={channel} width={40} height={24} />
                ) : (
                  <Switch
                    key={channel}
                    label={
                      <>
                        <VisuallyHidden>{NOTIFICATION_TYPE_LABELS[type]} by </VisuallyHidden>
                        <span className={channelName}>{CHANNEL_LABELS[channel]}</span>
                      </>
                    }
                    checked={draft[channel].types.includes(type)}
                    onCheckedChange={(on) => toggleType(channel, type, on)}
                  />
                ),
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
