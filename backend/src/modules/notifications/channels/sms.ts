import { CHANNEL_UNAVAILABLE } from '@finx/contracts';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from '../../../platform/config';
import { type Channel, ChannelRefused } from './types';

/** Twilio's HTTP client aimed at TWILIO_BASE_URL (a local fake in tests) instead of api.twilio.com. */
class BaseUrlClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 15_000 });
  }

  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<T>({ ...opts, uri: uri.href });
  }
}

/** +12145550123 → +1…0123 (what the screen may show of a number). */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}…${phone.slice(-4)}`;

/** An SMS of at most two segments: the title, then as much of the body as fits. */
export function smsText(title: string, body: string, link: string | null, site: string): string {
  const tail = link ? ` ${site}${link}` : '';
  const text = `FinX: ${title}. ${body}`;
  const room = 300 - tail.length;
  return (text.length > room ? `${text.slice(0, room - 1)}…` : text) + tail;
}

export type SmsSender = (to: string, body: string) => Promise<void>;

/** SMS through Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). */
export function twilioSender(config: Pick<Config, 'notifications'>): SmsSender | null {
  const { accountSid, authToken, from, baseUrl } = config.notifications.twilio;
  if (!accountSid || !authToken || !from) return null;
  const client = twilio(accountSid, authToken, baseUrl ? { httpClient: new BaseUrlClient(new URL(baseUrl)) } : {});
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
  return async (to, body) => {
    try {
      await client.messages.create({ to, body, ...sender });
    } catch (err) {
      const e = err as { status?: number; message?: string };
      // 4xx: the number or the message is refused (trying again changes nothing); 5xx and network errors are retried.
      if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
        throw new ChannelRefused(`Twilio refused the message: ${e.message ?? e.status}`, 'upstream_failed');
      throw err;
    }
  };
}

export function smsChannel(config: Pick<Config, 'notifications'>): Channel {
  const send = twilioSender(config);
  const { accountSid, authToken, from } = config.notifications.twilio;
  return {
    name: 'sms',
    missing: () => {
      const unset = [!accountSid && 'TWILIO_ACCOUNT_SID', !authToken && 'TWILIO_AUTH_TOKEN', !from && 'TWILIO_FROM'].filter(Boolean);
      return unset.length ? unset.join(', ') : null;
    },
    async send(to, m) {
      if (!send) throw new ChannelRefused(CHANNEL_UNAVAILABLE.sms, 'unavailable');
      if (!to.phone) throw new ChannelRefused('Confirm your phone number first: save it and enter the code texted to it');
      await send(to.phone, smsText(m.title, m.body, m.link, config.notifications.publicUrl));
      return { sentTo: maskPhone(to.phone) };
    },
  };
}
