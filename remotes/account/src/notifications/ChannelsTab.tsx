import {
  CHANNEL_UNAVAILABLE,
  EMAIL_FREQUENCIES,
  FREQUENCY_LABELS,
  type NotificationChannel,
  type NotificationFrequency,
  type NotificationPreferences,
  SMS_FREQUENCIES,
  usPhoneToE164,
} from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Select, Switch, TextField } from '@finx/design-system/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import type { Draft } from './draft';
import { PREFERENCES_KEY } from './queries';
import { pushSupported, subscribeThisBrowser } from './push';

const cards = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const note = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
const inline = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' });

type Props = {
  draft: Draft;
  saved: NotificationPreferences;
  problems: Record<string, string>;
  setChannel: <C extends NotificationChannel>(channel: C, change: Partial<Draft[C]>) => void;
};

const frequencyItems = (values: readonly NotificationFrequency[]) => values.map((v) => ({ value: v, label: FREQUENCY_LABELS[v] }));

function Frequency({
  channel,
  draft,
  setChannel,
  values,
}: Pick<Props, 'draft' | 'setChannel'> & { channel: NotificationChannel; values: readonly NotificationFrequency[] }) {
  return (
    <Select
      label="Frequency"
      items={frequencyItems(values)}
      value={draft[channel].frequency}
      onValueChange={(v) => setChannel(channel, { frequency: v as never })}
      disabled={!draft[channel].enabled}
    />
  );
}

/** Channels: per channel an enable switch and a frequency; e-mail an address, SMS a phone number (confirmed by a code); push this browser. */
export function ChannelsTab({ draft, saved, problems, setChannel }: Props) {
  return (
    <div className={cards}>
      <Card title="Email" description="Immediately, or a daily or weekly digest at 8 AM your time.">
        <div className={stack}>
          {!saved.available.email && <p className={note}>{CHANNEL_UNAVAILABLE.email}</p>}
          <Switch label="Email notifications" checked={draft.email.enabled} onCheckedChange={(enabled) => setChannel('email', { enabled })} />
          <Frequency channel="email" draft={draft} setChannel={setChannel} values={EMAIL_FREQUENCIES} />
          <TextField
            label="Email address"
            type="email"
            value={draft.email.address}
            onChange={(address) => setChannel('email', { address })}
            placeholder={saved.accountEmail}
            description={`Leave empty to use your account's address (${saved.accountEmail}).`}
            errorMessage={problems['email.address']}
          />
        </div>
      </Card>
      <Card title="SMS" description="Immediately, or a daily digest. Texts go only to a number you confirmed.">
        <div className={stack}>
          {!saved.available.sms && <p className={note}>{CHANNEL_UNAVAILABLE.sms}</p>}
          <Switch label="SMS notifications" checked={draft.sms.enabled} onCheckedChange={(enabled) => setChannel('sms', { enabled })} />
          <Frequency channel="sms" draft={draft} setChannel={setChannel} values={SMS_FREQUENCIES} />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            value={draft.sms.phoneNumber}
            onChange={(phoneNumber) => setChannel('sms', { phoneNumber })}
            placeholder="(214) 555-0123"
            description="A US number with its area code."
            errorMessage={problems['sms.phoneNumber']}
          />
          <PhoneConfirmation saved={saved} changed={(usPhoneToE164(draft.sms.phoneNumber) ?? draft.sms.phoneNumber.trim()) !== saved.sms.phoneNumber} />
        </div>
      </Card>
      <Card title="Push" description="Immediately, or a daily digest, on the browsers you turn it on in.">
        <div className={stack}>
          <Switch label="Push notifications" checked={draft.push.enabled} onCheckedChange={(enabled) => setChannel('push', { enabled })} />
          <Frequency channel="push" draft={draft} setChannel={setChannel} values={SMS_FREQUENCIES} />
          <PushDevices devices={saved.push.devices} />
        </div>
      </Card>
    </div>
  );
}

function PhoneConfirmation({ saved, changed }: { saved: NotificationPreferences; changed: boolean }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const sendCode = useMutation({
    mutationFn: async () => successBody(await api.notifications.sendPhoneCode({ body: {} })),
    onSuccess: (r) => {
      setAsked(true);
      toast({ title: 'Code Sent', description: `A 6-digit code was texted to ${r.sentTo}.`, tone: 'success' });
    },
    onError: (err) => toast({ title: 'Code Not Sent', description: serverMessage(err, 'Failed to text the code. Please try again.'), tone: 'destructive' }),
  });
  const confirm = useMutation({
    mutationFn: async () => successBody(await api.notifications.confirmPhone({ body: { code } })),
    onSuccess: (p) => {
      queryClient.setQueryData(PREFERENCES_KEY, p);
      setAsked(false);
      toast({ title: 'Phone Confirmed', description: 'SMS notifications can now be sent to this number.', tone: 'success' });
    },
    onError: (err) => toast({ title: 'Not Confirmed', description: serverMessage(err, 'Failed to confirm the number.'), tone: 'destructive' }),
  });
  if (!saved.available.sms) return null;
  if (changed) return <p className={note}>Save your preferences, then confirm the new number with a code.</p>;
  if (!saved.sms.phoneNumber) return null;
  if (saved.sms.phoneVerified) return <Badge tone="success">Number confirmed</Badge>;
  return (
    <div className={stack}>
      <p className={note}>
        <Badge tone="warning">Not confirmed</Badge> Texts are sent once you enter the code we text to this number.
      </p>
      <Button variant="secondary" onPress={() => sendCode.mutate()} isPending={sendCode.isPending} pendingLabel="Sending...">
        {asked ? 'Text me a new code' : 'Text me a code'}
      </Button>
      {asked && (
        <div className={inline}>
          <TextField label="Code" value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" className={css({ flex: '1', minW: '32' })} />
          <Button onPress={() => confirm.mutate()} isPending={confirm.isPending} pendingLabel="Confirming..." isDisabled={!/^\d{6}$/.test(code)}>
            Confirm
          </Button>
        </div>
      )}
    </div>
  );
}

function PushDevices({ devices }: { devices: number }) {
  const queryClient = useQueryClient();
  const subscribe = useMutation({
    mutationFn: subscribeThisBrowser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
      toast({ title: 'Push Turned On', description: 'This browser will show your FinX notifications.', tone: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Push Not Turned On',
        description: serverMessage(err, err instanceof Error ? err.message : 'Failed to turn on push.'),
        tone: 'destructive',
      }),
  });
  return (
    <div className={stack}>
      <p className={note}>
        {devices === 0
          ? 'No browser receives your push notifications yet.'
          : devices === 1
            ? '1 browser receives your push notifications.'
            : `${devices} browsers receive your push notifications.`}
      </p>
      {pushSupported() && (
        <Button variant="secondary" onPress={() => subscribe.mutate()} isPending={subscribe.isPending} pendingLabel="Turning on...">
          Turn on in this browser
        </Button>
      )}
    </div>
  );
}
