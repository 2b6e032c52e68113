import webpush from 'web-push';
import type { VapidKeys } from '../secrets';
import { type Channel, ChannelRefused } from './types';

/** The push services browsers subscribe with; a subscription elsewhere is refused (the server POSTs to it). */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

export const isPushServiceEndpoint = (endpoint: string) => {
  try {
    const u = new URL(endpoint);
    return u.protocol === 'https:' && !u.port && PUSH_SERVICE_HOSTS.some((h) => h.test(u.hostname));
  } catch {
    return false;
  }
};

const PUSH_TIMEOUT_MS = 15_000;

function timeoutSignal(ms: number): AbortSignal {
  const abort = new AbortController();
  setTimeout(() => abort.abort(), ms).unref?.();
  return abort.signal;
}

/**
 * Web Push (VAPID) to every browser the user subscribed: the payload is encrypted for each subscription
 * (`web-push`) and POSTed with fetch. A subscription the push service no longer knows (404/410) is forgotten.
 */
export function pushChannel(keys: VapidKeys, forget: (subscriptionId: number) => Promise<void>): Channel {
  return {
    name: 'push',
    missing: () => null, // the keys are generated on first start when VAPID_* are unset
    async send(to, m) {
      if (!to.pushSubscriptions.length) throw new ChannelRefused('No browser is subscribed: turn on push notifications in this browser first');
      const payload = JSON.stringify({ title: m.title, body: m.body, link: m.link ?? '/notifications', tag: m.tag });
      let delivered = 0;
      const failures: string[] = [];
      for (const s of to.pushSubscriptions) {
        const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: keys,
          TTL: 24 * 3600,
        });
        const res = await fetch(req.endpoint, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: Uint8Array.from(req.body ?? []),
          signal: timeoutSignal(PUSH_TIMEOUT_MS),
        });
        if (res.ok) delivered++;
        else if (res.status === 404 || res.status === 410) await forget(s.id);
        else failures.push(`${res.status} ${(await res.text()).slice(0, 200)}`);
      }
      if (!delivered && failures.length) throw new Error(`The push service refused: ${failures.join('; ')}`);
      if (!delivered) throw new ChannelRefused('No browser is subscribed any more: turn on push notifications in this browser again');
      return { sentTo: delivered === 1 ? '1 browser' : `${delivered} browsers` };
    },
  };
}
