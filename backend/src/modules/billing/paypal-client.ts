import type { Config } from '../../platform/config';

/** A PayPal answer that was not a success: status and PayPal's error name (never the request's secrets). */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status}${issue ? ` (${issue})` : ''}`);
    this.name = 'PaypalError';
  }
}

export interface PaypalCapture {
  orderId: string;
  status: string;
  capture: { id: string; status: string; amountCents: number; currency: string } | null;
}

/** A signal that aborts the request after `ms`. */
function timeout(ms: number): AbortSignal {
  const abort = new AbortController();
  setTimeout(() => abort.abort(), ms).unref?.();
  return abort.signal;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: string | undefined) => Math.round(Number(value ?? 'NaN') * 100);

/**
 * PayPal's REST API over fetch (Orders v2, Payments v2): an OAuth client-credentials token kept until shortly
 * before it expires, and PayPal-Request-Id on every write so that a retried call is applied once by PayPal.
 */
export function createPaypal(config: Config['billing']['paypal']) {
  const { clientId, clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.until) return token.value;
    const res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) throw new PaypalError(res.status, body.error ?? 'no access token');
    token = { value: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout(20_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { name?: string; details?: { issue?: string }[] };
    if (!res.ok) throw new PaypalError(res.status, json.details?.[0]?.issue ?? json.name ?? '');
    return json;
  }

  return {
    /** The client token the browser's JS SDK is loaded with. */
    async clientToken(): Promise<string> {
      const body = await call<{ client_token?: string }>('POST', '/v1/identity/generate-token', {});
      if (!body.client_token) throw new PaypalError(502, 'no client token');
      return body.client_token;
    },
    async createOrder(input: { amountCents: number; description: string; customId: string; requestId: string }): Promise<string> {
      const order = await call<{ id?: string }>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: 'finx',
              custom_id: input.customId,
              description: input.description.slice(0, 127),
              amount: { currency_code: 'USD', value: dollars(input.amountCents) },
            },
          ],
        },
        input.requestId,
      );
      if (!order.id) throw new PaypalError(502, 'no order id');
      return order.id;
    },
    async capture(orderId: string): Promise<PaypalCapture> {
      type Answer = {
        id: string;
        status: string;
        purchase_units?: { payments?: { captures?: { id: string; status: string; amount?: { value?: string; currency_code?: string } }[] } }[];
      };
      const order = await call<Answer>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `finx-capture-${orderId}`);
      const c = order.purchase_units?.[0]?.payments?.captures?.[0];
      return {
        orderId: order.id,
        status: order.status,
        capture: c ? { id: c.id, status: c.status, amountCents: cents(c.amount?.value), currency: c.amount?.currency_code ?? '' } : null,
      };
    },
    async refund(captureId: string): Promise<string> {
      const r = await call<{ status?: string }>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, `finx-refund-${captureId}`);
      return r.status ?? 'UNKNOWN';
    },
  };
}

export type Paypal = NonNullable<ReturnType<typeof createPaypal>>;
