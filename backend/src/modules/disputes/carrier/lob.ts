import { type Carrier, CarrierError, type MailingAddress, type SendLetterRequest, type SentLetter } from './types';

export interface LobOptions {
  apiKey: string;
  /** e.g. https://api.lob.com/v1 */
  baseUrl: string;
  /** How long to wait for Lob's answer (the send is retried with the same idempotency key). */
  timeoutMs?: number;
}

/**
 * Lob's print-and-mail API (POST /v1/letters, multipart: the PDF is uploaded as `file`). Lob prints the letter,
 * mails it First-Class with the USPS extra service, and answers with the letter id and its certified tracking
 * number. Plain fetch rather than @lob/lob-typescript-sdk: the SDK sends JSON only, so it cannot upload a PDF.
 */
export function createLobCarrier({ apiKey, baseUrl, timeoutMs = 30_000 }: LobOptions): Carrier {
  const url = `${baseUrl.replace(/\/+$/, '')}/letters`;
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  return {
    name: 'lob',
    async send(req: SendLetterRequest): Promise<SentLetter> {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: { Authorization: authorization, 'Idempotency-Key': req.idempotencyKey },
            body: letterForm(req),
            signal: abort.signal,
          });
        } catch {
          throw new CarrierError('The mail service could not be reached', true);
        }
        if (!res.ok) throw await lobError(res);
        return sentLetter(await res.json().catch(() => null));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function letterForm(req: SendLetterRequest): FormData {
  const form = new FormData();
  form.append('description', req.description);
  appendAddress(form, 'to', req.to);
  appendAddress(form, 'from', req.from);
  form.append('file', new Blob([req.pdf], { type: 'application/pdf' }), 'letter.pdf');
  form.append('color', 'false');
  form.append('extra_service', req.service);
  // A dispute letter is transactional mail, not marketing.
  form.append('use_type', 'operational');
  // Lob prints the addresses on a page of its own: the letter's first page keeps its layout.
  form.append('address_placement', 'insert_blank_page');
  return form;
}

function appendAddress(form: FormData, field: 'to' | 'from', a: MailingAddress) {
  form.append(`${field}[name]`, a.name);
  form.append(`${field}[address_line1]`, a.line1);
  if (a.line2) form.append(`${field}[address_line2]`, a.line2);
  form.append(`${field}[address_city]`, a.city);
  form.append(`${field}[address_state]`, a.state);
  form.append(`${field}[address_zip]`, a.zip);
  form.append(`${field}[address_country]`, 'US');
}

function sentLetter(body: unknown): SentLetter {
  const letter = body as { id?: unknown; tracking_number?: unknown; expected_delivery_date?: unknown } | null;
  // Lob answered 2xx but not with a letter: asking again with the same idempotency key is safe.
  if (typeof letter?.id !== 'string' || !letter.id.startsWith('ltr_')) throw new CarrierError('The mail service gave an unexpected answer', true);
  const date =
    typeof letter.expected_delivery_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(letter.expected_delivery_date)
      ? new Date(`${letter.expected_delivery_date}T00:00:00Z`)
      : null;
  return {
    carrier: 'lob',
    carrierId: letter.id,
    trackingNumber: typeof letter.tracking_number === 'string' && letter.tracking_number ? letter.tracking_number : null,
    expectedDeliveryDate: date,
  };
}

/** Lob's errors are `{ error: { message, status_code } }`. Its 5xx and 429 are worth retrying; other 4xx are not. */
async function lobError(res: Response): Promise<CarrierError> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const detail = typeof body?.error?.message === 'string' ? body.error.message.slice(0, 300) : `HTTP ${res.status}`;
  if (res.status >= 500 || res.status === 429) return new CarrierError(`The mail service is unavailable right now (${detail})`, true, res.status);
  if (res.status === 401 || res.status === 403) return new CarrierError('The mail service refused our credentials', false, res.status);
  return new CarrierError(`The mail service refused the letter: ${detail}`, false, res.status);
}
