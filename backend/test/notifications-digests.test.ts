import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { NotificationChannel } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { modules } from '../src/modules';
import { notifyUser } from '../src/modules/notifications';
import type { Channels, OutgoingMessage } from '../src/modules/notifications/channels';
import { currentPeriod } from '../src/modules/notifications/digests';
import { defineNotificationJobs } from '../src/modules/notifications/notifications.jobs';
import { InProcessQueue } from '../src/platform/queue';
import type { Database } from '../src/platform/runtime';
import { eventually, schemaSql, silentLogger, testConfig, testDatabase, uid } from './support';

describe('digest periods in the user’s time zone', () => {
  const at = (iso: string) => new Date(iso);
  test('daily: from today’s digest hour, or yesterday’s before it', () => {
    // 2026-11-10 16:30 UTC = 08:30 in Los Angeles (PST, UTC-8)
    expect(currentPeriod(at('2026-11-10T16:30:00Z'), 'America/Los_Angeles', 8, 'daily')).toEqual({ start: at('2026-11-10T16:00:00Z'), key: '2026-11-10' });
    expect(currentPeriod(at('2026-11-10T15:59:00Z'), 'America/Los_Angeles', 8, 'daily')).toEqual({ start: at('2026-11-09T16:00:00Z'), key: '2026-11-09' });
    // Tokyo is already at 01:30 on the 11th: its current day began at 08:00 on the 10th.
    expect(currentPeriod(at('2026-11-10T16:30:00Z'), 'Asia/Tokyo', 8, 'daily')).toEqual({ start: at('2026-11-09T23:00:00Z'), key: '2026-11-10' });
  });
  test('across the end of daylight saving time (New York, 1 Nov 2026)', () => {
    expect(currentPeriod(at('2026-10-31T12:30:00Z'), 'America/New_York', 8, 'daily').start).toEqual(at('2026-10-31T12:00:00Z')); // EDT
    expect(currentPeriod(at('2026-11-01T13:30:00Z'), 'America/New_York', 8, 'daily').start).toEqual(at('2026-11-01T13:00:00Z')); // EST
  });
  test('weekly: from Monday’s digest hour', () => {
    // Sunday 2026-11-15 → the week began Monday the 9th; Monday the 16th before 08:00 too; from 08:00 the 16th.
    expect(currentPeriod(at('2026-11-15T20:00:00Z'), 'UTC', 8, 'weekly')).toEqual({ start: at('2026-11-09T08:00:00Z'), key: '2026-11-09' });
    expect(currentPeriod(at('2026-11-16T07:59:00Z'), 'UTC', 8, 'weekly').key).toBe('2026-11-09');
    expect(currentPeriod(at('2026-11-16T08:00:00Z'), 'UTC', 8, 'weekly')).toEqual({ start: at('2026-11-16T08:00:00Z'), key: '2026-11-16' });
  });
});

describe('digests: grouped, and sent once with two workers', () => {
  const config = testConfig({ NOTIFICATION_DIGEST_HOUR: '8', NOTIFICATION_SWEEP_SECONDS: '60' });
  let db: Database;
  const queues: InProcessQueue[] = [];
  const sent: { worker: number; channel: NotificationChannel; userId: number; message: OutgoingMessage }[] = [];
  let workers: ReturnType<typeof defineNotificationJobs>[] = [];
  const sql = () => schemaSql(db, config);

  /** Channels that record what they send (and take a moment, as a real send does). */
  const recording = (worker: number): Channels =>
    Object.fromEntries(
      (['email', 'sms', 'push'] as const).map((channel) => [
        channel,
        {
          name: channel,
          missing: () => null,
          async send(to: { userId: number }, message: OutgoingMessage) {
            await Bun.sleep(20);
            sent.push({ worker, channel, userId: to.userId, message });
            return { sentTo: 'x' };
          },
        },
      ]),
    ) as unknown as Channels;

  beforeAll(async () => {
    db = await testDatabase(config, modules);
    workers = [1, 2].map((n) => {
      const q = new InProcessQueue(silentLogger());
      queues.push(q);
      return defineNotificationJobs(q, { config, orm: db.orm, logger: silentLogger() }, recording(n));
    });
    await Promise.all(queues.map((q) => q.startWorkers()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await db.close();
  });

  async function userWith(channels: Record<string, unknown>, timeZone: string) {
    const name = `digest_${uid()}`;
    const [u] = await sql()<{ id: string }>(
      `insert into @"users" ("username", "email", "password_hash", "first_name", "last_name") values (?, ?, 'x', 'Ada', 'L') returning "id"`,
      [name, `${name}@example.com`],
    );
    const userId = Number(u!.id);
    await sql()(`insert into @"notification_preferences" ("user_id", "channels", "time_zone", "verified_phone") values (?, ?::jsonb, ?, '+12145550123')`, [
      userId,
      JSON.stringify(channels),
      timeZone,
    ]);
    return userId;
  }

  /** A notification as if it had come at `at`. */
  async function notifiedAt(userId: number, title: string, at: string) {
    const id = await notifyUser(db.orm.em.fork() as EntityManager, userId, 'credit_score_change', { title, body: `${title} body` });
    await sql()(`update @"notifications" set "created_at" = ? where "id" = ?`, [at, id]);
    await sql()(`update @"notification_deliveries" set "created_at" = ? where "notification_id" = ?`, [at, id]);
  }

  const bothSweep = (now: string) => Promise.all(workers.map((w) => w.sweep(new Date(now))));
  const settled = (userId: number) =>
    eventually(
      async () => (await sql()(`select 1 from @"notification_digests" where "user_id" = ? and "status" = 'pending'`, [userId])).length === 0,
      'digests sent',
    );
  const sentTo = (userId: number) => sent.filter((s) => s.userId === userId);

  test('daily: one digest per channel with everything before 08:00 local; again the same day sends nothing', async () => {
    const all = ['credit_score_change'];
    const userId = await userWith(
      {
        email: { enabled: true, frequency: 'daily', types: all, address: '' },
        sms: { enabled: true, frequency: 'daily', types: all, phoneNumber: '+12145550123' },
        push: { enabled: false, frequency: 'daily', types: all },
      },
      'America/Los_Angeles',
    );
    await notifiedAt(userId, 'First', '2026-11-10T18:00:00Z'); // 10:00 PST on the 10th
    await notifiedAt(userId, 'Second', '2026-11-10T23:00:00Z');
    await notifiedAt(userId, 'Third', '2026-11-11T07:00:00Z'); // 23:00 PST on the 10th
    await notifiedAt(userId, 'Later', '2026-11-11T17:00:00Z'); // 09:00 PST on the 11th: tomorrow's digest

    await bothSweep('2026-11-11T15:59:00Z'); // 07:59 PST: not yet
    expect(sentTo(userId)).toEqual([]);
    await bothSweep('2026-11-11T16:05:00Z'); // 08:05 PST
    await settled(userId);
    await bothSweep('2026-11-11T16:06:00Z');
    await Promise.all([bothSweep('2026-11-11T22:00:00Z'), bothSweep('2026-11-11T22:00:01Z')]);
    await settled(userId);
    const first = sentTo(userId);
    expect(first.map((s) => s.channel).sort()).toEqual(['email', 'sms']);
    for (const s of first) {
      expect(s.message.title).toBe('Your daily digest: 3 notifications');
      expect(s.message.body).toBe(['• First — First body', '• Second — Second body', '• Third — Third body'].join('\n'));
      expect(s.message.link).toBe('/notifications');
    }
    const [{ n }] = (await sql()<{ n: string }>(`select count(*) as n from @"notification_deliveries" where "user_id" = ? and "status" = 'sent'`, [
      userId,
    ])) as [{ n: string }];
    expect(Number(n)).toBe(6);

    await bothSweep('2026-11-12T16:01:00Z'); // next morning: the one that came later
    await settled(userId);
    expect(
      sentTo(userId)
        .slice(2)
        .map((s) => s.message.title),
    ).toEqual(['Your daily digest: 1 notification', 'Your daily digest: 1 notification']);
  });

  test('weekly: on Monday from the digest hour, once', async () => {
    const userId = await userWith(
      {
        email: { enabled: true, frequency: 'weekly', types: ['credit_score_change'], address: '' },
        sms: { enabled: false, frequency: 'daily', types: [], phoneNumber: '' },
        push: { enabled: false, frequency: 'daily', types: [] },
      },
      'UTC',
    );
    await notifiedAt(userId, 'Tuesday', '2026-11-10T12:00:00Z');
    await notifiedAt(userId, 'Saturday', '2026-11-14T12:00:00Z');
    await bothSweep('2026-11-15T20:00:00Z'); // Sunday
    await bothSweep('2026-11-16T07:00:00Z'); // Monday before 08:00
    expect(sentTo(userId)).toEqual([]);
    await Promise.all([bothSweep('2026-11-16T08:01:00Z'), bothSweep('2026-11-16T09:00:00Z')]);
    await settled(userId);
    expect(sentTo(userId).map((s) => [s.channel, s.message.title])).toEqual([['email', 'Your weekly digest: 2 notifications']]);
  });

  test('a channel switched off before its digest: nothing is sent', async () => {
    const userId = await userWith(
      {
        email: { enabled: true, frequency: 'daily', types: ['credit_score_change'], address: '' },
        sms: { enabled: false, frequency: 'daily', types: [], phoneNumber: '' },
        push: { enabled: false, frequency: 'daily', types: [] },
      },
      'UTC',
    );
    await notifiedAt(userId, 'Quiet', '2026-11-10T12:00:00Z');
    await sql()(`update @"notification_preferences" set "channels" = jsonb_set("channels", '{email,enabled}', 'false') where "user_id" = ?`, [userId]);
    await bothSweep('2026-11-11T08:30:00Z');
    await settled(userId);
    expect(sentTo(userId)).toEqual([]);
    const [d] = await sql()(`select "status" from @"notification_digests" where "user_id" = ?`, [userId]);
    expect(d).toEqual({ status: 'skipped' });
  });
});
