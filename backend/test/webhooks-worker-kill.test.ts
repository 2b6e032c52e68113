import { describe, expect, test } from 'bun:test';
import type { WebhookEventDetail } from '@finx/contracts';
import { useWorkerProcesses } from './fixtures/worker-processes';
import { eventually, REDIS_URL, registeredAgent } from './support';
import { startReceiver } from './webhooks-receiver';

/**
 * At-least-once across a crash: the BullMQ worker (src/worker.ts, its own process) is killed with SIGKILL
 * while a receiver holds its request; a new worker delivers the event again, with the same webhook-id.
 * Needs Redis (without REDIS_URL jobs run in the API process; the sweep test in webhooks.test.ts covers that).
 */
const ENV = {
  TRUST_PROXY: 'true',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,0.2,0.2',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  WEBHOOK_SWEEP_SECONDS: '1',
};

describe.skipIf(!REDIS_URL || !process.env.DATABASE_URL)('a worker killed -9 mid-delivery', () => {
  const api = useWorkerProcesses(ENV);
  const { startWorker } = api;

  test('loses nothing: the event is delivered by the next worker with the same webhook-id', async () => {
    let releaseHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const receiver = startReceiver(async (_, n) => {
      if (n === 1) await held; // the first delivery never gets its answer: its worker dies first
      return new Response('ok');
    });
    try {
      const { agent, user } = await registeredAgent(api.srv.url);
      const created = await agent.post('/api/webhooks', { userId: user.id, provider: 'kikoff', webhookUrl: receiver.url, generateSecret: true });
      expect(created.status).toBe(201);

      const first = startWorker();
      expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'kikoff' })).status).toBe(201);
      await eventually(async () => receiver.hits.length >= 1, 'the first delivery to arrive', 20_000);
      first.kill('SIGKILL');
      await first.exited;
      releaseHeld();

      startWorker();
      const [event] = (await agent.get('/api/webhook-events')).json as { id: number }[];
      const detail = await eventually(
        async () => {
          const d = (await agent.get(`/api/webhook-events/${event!.id}`)).json as WebhookEventDetail;
          return d.status === 'sent' ? d : undefined;
        },
        'the delivery by the second worker',
        30_000,
      );
      expect(receiver.hits.length).toBeGreaterThanOrEqual(2);
      expect(new Set(receiver.hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([detail.messageId]));
      // the killed attempt left no record; the delivered one did
      expect(detail.attemptLog.map((a) => a.responseStatus)).toEqual([200]);
    } finally {
      receiver.stop();
    }
  }, 60_000);
});
