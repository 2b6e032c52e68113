import { describe, expect, test } from 'bun:test';
import {
  createCarrier,
  createSandboxCarrier,
  isValidUspsTrackingNumber,
  SANDBOX_EVENT_NAMES,
  sandboxEvents,
  type SendLetterRequest,
} from '../src/modules/disputes/carrier';
import { loadConfig } from '../src/platform/config';

const STEP = 86_400_000;
const sentAt = new Date('2026-03-02T15:00:00Z');
const after = (ms: number) => new Date(sentAt.getTime() + ms);
const names = (now: Date) => sandboxEvents(sentAt, STEP, now).map((e) => e.name);

const request = (idempotencyKey: string): SendLetterRequest => ({
  idempotencyKey,
  to: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'TX', zip: '75013' },
  from: { name: 'Jane Doe', line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  pdf: new TextEncoder().encode('%PDF-1.7'),
  service: 'certified_return_receipt',
  description: 'FinX dispute 1, round 1',
});

describe('sandbox tracking events over time', () => {
  test('nothing before sending; Mailed at sending', () => {
    expect(names(after(-1))).toEqual([]);
    expect(names(sentAt)).toEqual(['Mailed']);
    expect(names(after(STEP - 1))).toEqual(['Mailed']);
  });

  test('one more event every step, Delivered after four', () => {
    expect(names(after(STEP))).toEqual(['Mailed', 'In Transit']);
    expect(names(after(2 * STEP))).toEqual(['Mailed', 'In Transit', 'In Local Area']);
    expect(names(after(3 * STEP))).toEqual(['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery']);
    const all = sandboxEvents(sentAt, STEP, after(30 * STEP));
    expect(all.map((e) => [e.name, e.at.toISOString()])).toEqual([
      ['Mailed', '2026-03-02T15:00:00.000Z'],
      ['In Transit', '2026-03-03T15:00:00.000Z'],
      ['In Local Area', '2026-03-04T15:00:00.000Z'],
      ['Processed for Delivery', '2026-03-05T15:00:00.000Z'],
      ['Delivered', '2026-03-06T15:00:00.000Z'],
    ]);
  });

  test('SANDBOX_EVENT_NAMES[i] is the event that happens (i + 1) steps after sending', () => {
    SANDBOX_EVENT_NAMES.forEach((name, i) => {
      expect(names(after((i + 1) * STEP)).at(-1)).toBe(name);
    });
  });

  test('a development step of seconds', () => {
    expect(sandboxEvents(sentAt, 5000, after(12_000)).map((e) => e.name)).toEqual(['Mailed', 'In Transit', 'In Local Area']);
  });
});

describe('sandbox carrier', () => {
  const carrier = createSandboxCarrier({ stepMs: STEP, now: () => sentAt });

  test('issues a valid USPS Certified Mail number and expects delivery at the last event', async () => {
    const sent = await carrier.send(request('finx-mailing-1'));
    expect(sent.carrier).toBe('sandbox');
    expect(isValidUspsTrackingNumber(sent.trackingNumber!)).toBe(true);
    expect(sent.carrierId).toBe(`sandbox_${sent.trackingNumber}`);
    expect(sent.expectedDeliveryDate?.toISOString()).toBe('2026-03-06T15:00:00.000Z');
  });

  test('the same idempotency key gives the same letter, another key another one', async () => {
    const a = await carrier.send(request('finx-mailing-7'));
    const again = await createSandboxCarrier({ stepMs: STEP }).send(request('finx-mailing-7'));
    const b = await carrier.send(request('finx-mailing-8'));
    expect(again.trackingNumber).toBe(a.trackingNumber);
    expect(again.carrierId).toBe(a.carrierId);
    expect(b.trackingNumber).not.toBe(a.trackingNumber);
  });
});

describe('createCarrier', () => {
  test('the sandbox without LOB_API_KEY, Lob with it', () => {
    expect(createCarrier(loadConfig({})).name).toBe('sandbox');
    expect(createCarrier(loadConfig({ LOB_API_KEY: 'test_abc' })).name).toBe('lob');
  });
});
