import { api, successBody } from '../../../common/api';

/** The service worker that shows pushes and opens their screen (the shell serves it from its public folder). */
export const SERVICE_WORKER_URL = '/notifications-sw.js';

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks the browser for permission, subscribes it with the server's VAPID key and tells the server. */
export async function subscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) throw new Error('This browser cannot receive push notifications');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site: allow them in the browser’s site settings');
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const { publicKey } = successBody(await api.notifications.pushKey());
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no usable push subscription');
  await api.notifications.subscribePush({ body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
}
