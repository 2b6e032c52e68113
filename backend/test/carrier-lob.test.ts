import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { PDFDocument } from 'pdf-lib';
import { CarrierError, createLobCarrier, lobEventName, parseLobWebhook, type SendLetterRequest } from '../src/modules/disputes/carrier';
import { lobSignatureHeaders, startFakeLob } from './fixtures/fake-lob';

const API_KEY = 'test_0123456789abcdef';
const lob = startFakeLob(API_KEY);
afterAll(() => lob.server.stop(true));
beforeEach(() => {
  lob.state.failNext = 0;
  lob.state.delayMs = 0;
});

let pdf: Uint8Array;
const request = async (idempotencyKey: string, overrides: Partial<SendLetterRequest> = {}): Promise<SendLetterRequest> => {
  if (!pdf) {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Dispute letter');
    pdf = await doc.save();
  }
  return {
    idempotencyKey,
    to: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'TX', zip: '75013' },
    from: { name: 'Jane Doe', line1: '12 Elm St', line2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
    pdf,
    service: 'certified_return_receipt',
    description: 'FinX dispute 12, round 1',
    ...overrides,
  };
};
const carrier = () => createLobCarrier({ apiKey: API_KEY, baseUrl: lob.baseUrl });
const carrierError = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarrierError);
  return err as CarrierError;
};

describe('Lob letters API', () => {
  test('sends the PDF by certified mail with both addresses, and reads Lob’s answer', async () => {
    const sent = await carrier().send(await request('finx-mailing-1'));
    expect(sent).toEqual({
      carrier: 'lob',
      carrierId: expect.stringMatching(/^ltr_/),
      trackingNumber: expect.stringMatching(/^\d{22}$/),
      expectedDeliveryDate: new Date('2026-03-06T00:00:00Z'),
    });
    const { form, idempotencyKey, pdf: uploaded } = lob.requests.at(-1)!;
    expect(idempotencyKey).toBe('finx-mailing-1');
    expect(form.get('extra_service')).toBe('certified_return_receipt');
    expect(form.get('to[name]')).toBe('Experian');
    expect(form.get('to[address_line1]')).toBe('P.O. Box 4500');
    expect(form.get('to[address_zip]')).toBe('75013');
    expect(form.get('to[address_line2]')).toBeNull();
    expect(form.get('from[address_line2]')).toBe('Apt 4');
    expect(form.get('from[address_country]')).toBe('US');
    expect(form.get('description')).toBe('FinX dispute 12, round 1');
    expect(uploaded).toEqual(pdf);
  });

  test('plain certified mail when configured so', async () => {
    await carrier().send(await request('finx-mailing-2', { service: 'certified' }));
    expect(lob.requests.at(-1)!.form.get('extra_service')).toBe('certified');
  });

  test('a second send with the same idempotency key is the same letter (mailed once)', async () => {
    const created = lob.state.created;
    const first = await carrier().send(await request('finx-mailing-3'));
    const second = await carrier().send(await request('finx-mailing-3'));
    expect(second).toEqual(first);
    expect(lob.state.created).toBe(created + 1);
    const other = await carrier().send(await request('finx-mailing-4'));
    expect(other.carrierId).not.toBe(first.carrierId);
  });

  test('a 500 is retryable, and the retry with the same key mails one letter', async () => {
    const created = lob.state.created;
    lob.state.failNext = 1;
    const err = await carrierError(carrier().send(await request('finx-mailing-5')));
    expect(err.retryable).toBe(true);
    expect(err.status).toBe(500);
    const sent = await carrier().send(await request('finx-mailing-5'));
    expect(sent.carrierId).toMatch(/^ltr_/);
    expect(lob.state.created).toBe(created + 1);
  });

  test('a refused request (4xx) is not retryable and says why', async () => {
    const err = await carrierError(
      carrier().send(await request('finx-mailing-6', { to: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'Texas', zip: '75013' } })),
    );
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(422);
    expect(err.message).toContain('to.address_state must be a 2 letter state');
  });

  test('a file that is not a PDF is refused', async () => {
    const err = await carrierError(carrier().send(await request('finx-mailing-7', { pdf: new TextEncoder().encode('hello') })));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('file must be a PDF');
  });

  test('a wrong API key is not retryable', async () => {
    const err = await carrierError(createLobCarrier({ apiKey: 'test_wrong', baseUrl: lob.baseUrl }).send(await request('finx-mailing-8')));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(401);
  });

  test('Lob unreachable or too slow is retryable', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
    const deadUrl = `http://127.0.0.1:${closed.port}/v1`;
    closed.stop(true);
    expect((await carrierError(createLobCarrier({ apiKey: API_KEY, baseUrl: deadUrl }).send(await request('finx-mailing-9')))).retryable).toBe(true);
    lob.state.delayMs = 500;
    expect(
      (await carrierError(createLobCarrier({ apiKey: API_KEY, baseUrl: lob.baseUrl, timeoutMs: 50 }).send(await request('finx-mailing-10')))).retryable,
    ).toBe(true);
  });
});

describe('Lob webhooks', () => {
  const SECRET = 'whsec_finx_test';
  const now = new Date('2026-03-06T18:00:00Z');
  const event = (type: string) =>
    JSON.stringify({
      id: 'evt_9e3b2c',
      object: 'event',
      event_type: { id: type, resource: 'letters', object: 'event_type' },
      reference_id: 'ltr_00000000000000aa',
      date_created: '2026-03-06T17:59:30.000Z',
      body: { id: 'ltr_00000000000000aa', object: 'letter' },
    });
  const sign = (body: string, { secret = SECRET, timestamp = String(now.getTime()) } = {}) => lobSignatureHeaders(secret, body, timestamp);
  const raw = (body: string) => new TextEncoder().encode(body);

  test('a signed event is accepted and mapped', () => {
    const body = event('letter.certified.delivered');
    expect(parseLobWebhook(SECRET, sign(body), raw(body), now)).toEqual({
      name: 'Delivered',
      eventId: 'evt_9e3b2c',
      carrierId: 'ltr_00000000000000aa',
      occurredAt: new Date('2026-03-06T17:59:30.000Z'),
    });
  });

  test('headers as a fetch Headers object too', () => {
    const body = event('letter.certified.mailed');
    expect(parseLobWebhook(SECRET, new Headers(sign(body)), raw(body), now)?.name).toBe('Mailed');
  });

  test('a timestamp in seconds is read as seconds', () => {
    const body = event('letter.in_transit');
    expect(parseLobWebhook(SECRET, sign(body, { timestamp: String(now.getTime() / 1000) }), raw(body), now)?.name).toBe('In Transit');
  });

  test('a changed body, a wrong secret, a stale or missing signature are rejected', () => {
    const body = event('letter.certified.delivered');
    const headers = sign(body);
    expect(parseLobWebhook(SECRET, headers, raw(body.replace('delivered', 'returned_to_sender')), now)).toBeNull();
    expect(parseLobWebhook(SECRET, sign(body, { secret: 'whsec_other' }), raw(body), now)).toBeNull();
    const sixMinutesAgo = String(now.getTime() - 6 * 60_000);
    expect(parseLobWebhook(SECRET, sign(body, { timestamp: sixMinutesAgo }), raw(body), now)).toBeNull();
    expect(parseLobWebhook(SECRET, { ...headers, 'lob-signature-timestamp': sixMinutesAgo }, raw(body), now)).toBeNull();
    expect(parseLobWebhook(SECRET, { 'lob-signature-timestamp': headers['lob-signature-timestamp'] }, raw(body), now)).toBeNull();
    expect(parseLobWebhook(SECRET, { ...headers, 'lob-signature': 'not-hex' }, raw(body), now)).toBeNull();
    expect(parseLobWebhook(SECRET, headers, raw(body), new Date(now.getTime() + 4 * 60_000))?.name).toBe('Delivered');
  });

  test('a signed event that is not a letter tracking event is ignored', () => {
    for (const body of [event('letter.created'), event('postcard.delivered'), 'not json']) {
      expect(parseLobWebhook(SECRET, sign(body), raw(body), now)).toEqual({ name: null });
    }
  });

  test.each([
    ['letter.mailed', 'Mailed'],
    ['letter.certified.mailed', 'Mailed'],
    ['letter.in_transit', 'In Transit'],
    ['letter.certified.in_transit', 'In Transit'],
    ['letter.re-routed', 'In Transit'],
    ['letter.certified.re-routed', 'In Transit'],
    ['letter.in_local_area', 'In Local Area'],
    ['letter.certified.in_local_area', 'In Local Area'],
    ['letter.processed_for_delivery', 'Processed for Delivery'],
    ['letter.certified.processed_for_delivery', 'Processed for Delivery'],
    ['letter.delivered', 'Delivered'],
    ['letter.certified.delivered', 'Delivered'],
    ['letter.returned_to_sender', 'Returned to Sender'],
    ['letter.certified.returned_to_sender', 'Returned to Sender'],
    ['letter.certified.pickup_available', null],
    ['letter.rendered_pdf', null],
    ['postcard.delivered', null],
  ])('%s → %p', (lobType, ours) => {
    expect(lobEventName(lobType)).toBe(ours as never);
  });
});
