import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarrierEventName } from './types';

/** Lob signs each webhook at send time; older deliveries are refused (a replayed request). */
export const LOB_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Lob's letter events (plain and certified) → ours. Re-routed mail is still on its way. */
const EVENT_NAMES: Record<string, CarrierEventName> = {
  mailed: 'Mailed',
  in_transit: 'In Transit',
  're-routed': 'In Transit',
  in_local_area: 'In Local Area',
  processed_for_delivery: 'Processed for Delivery',
  delivered: 'Delivered',
  returned_to_sender: 'Returned to Sender',
};

/** `letter.delivered` / `letter.certified.delivered` → 'Delivered'; other events (created, rendered, …) → null. */
export function lobEventName(eventType: string): CarrierEventName | null {
  const m = /^letter\.(?:certified\.)?([a-z_-]+)$/.exec(eventType);
  return (m && EVENT_NAMES[m[1]!]) ?? null;
}

/** Node's request headers (lower-case names), or a fetch Headers object. */
export type RequestHeaders = Record<string, string | string[] | undefined> | { get(name: string): string | null };

const header = (headers: RequestHeaders, name: string) => {
  if (typeof headers.get === 'function') return (headers.get as (n: string) => string | null)(name) ?? undefined;
  const v = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Lob-Signature-Timestamp is in milliseconds; a value in seconds is read as such too. */
function timestampMs(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return n < 1e11 ? n * 1000 : n;
}

/**
 * Lob-Signature = hex HMAC-SHA256, keyed with the webhook's secret, of `${Lob-Signature-Timestamp}.${raw body}`.
 * Compared in constant time; a timestamp more than LOB_SIGNATURE_TOLERANCE_MS from `now` is refused.
 */
export function verifyLobSignature(secret: string, headers: RequestHeaders, rawBody: ArrayLike<number>, now = new Date()): boolean {
  const signature = header(headers, 'lob-signature');
  const timestamp = header(headers, 'lob-signature-timestamp');
  if (!signature || !timestamp || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const at = timestampMs(timestamp);
  if (at === null || Math.abs(now.getTime() - at) > LOB_SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(Uint8Array.from(rawBody)).digest();
  return timingSafeEqual(Uint8Array.from(expected), Uint8Array.from(Buffer.from(signature, 'hex')));
}

export type LobWebhookEvent =
  | { name: CarrierEventName; eventId: string /** Lob's letter id (ltr_…). */; carrierId: string; occurredAt: Date }
  /** A genuine event that is not a tracking event of a letter: acknowledge and ignore it. */
  | { name: null };

/** The tracking event in a Lob webhook, or null when the signature does not hold. */
export function parseLobWebhook(secret: string, headers: RequestHeaders, rawBody: ArrayLike<number>, now = new Date()): LobWebhookEvent | null {
  if (!verifyLobSignature(secret, headers, rawBody, now)) return null;
  let event: { id?: unknown; event_type?: { id?: unknown }; body?: { id?: unknown }; date_created?: unknown };
  try {
    event = JSON.parse(new TextDecoder().decode(Uint8Array.from(rawBody)));
  } catch {
    return { name: null };
  }
  const name = typeof event?.event_type?.id === 'string' ? lobEventName(event.event_type.id) : null;
  const carrierId = event?.body?.id;
  if (!name || typeof carrierId !== 'string' || typeof event.id !== 'string') return { name: null };
  const created = typeof event.date_created === 'string' ? new Date(event.date_created) : null;
  return { name, eventId: event.id, carrierId, occurredAt: created && !Number.isNaN(created.getTime()) ? created : now };
}
