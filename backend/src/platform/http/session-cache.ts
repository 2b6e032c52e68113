import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm';
import type { Logger } from '../logger';

/** The channel the `sessions` trigger announces changed and deleted rows on (platform migration 20261123). */
const CHANNEL = 'finx_session_changed';
/** A live session is looked up again at least this often (a backstop; changes arrive as notifications). */
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;
const RECONNECT_MS = 1_000;

type Entry = { userId: number; validUntil: number };
type Listener = {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  on(event: 'notification', fn: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', fn: (err?: Error) => void): unknown;
  end(): Promise<void>;
};

/**
 * Live sessions this process has looked up, so a signed-in request costs no session query. It is only
 * used while a LISTEN connection hears the `sessions` trigger: an update or delete of a row anywhere
 * (logout on another process, sign-out everywhere, an expiry sweep) evicts it here within milliseconds.
 * When that connection drops the cache empties and stays off until it is back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listener: Listener | undefined;
  private listening = false;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private waiting: (() => void)[] = [];
  /** Bumped by every eviction: a lookup that started before one must not store what it read. */
  generation = 0;

  constructor(
    private readonly orm: Orm,
    private readonly logger: Logger,
  ) {}

  /** The session's user when this process knows it is live. */
  get(id: string, now = Date.now()): number | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.validUntil > now) return entry.userId;
    this.entries.delete(id);
    return undefined;
  }

  /** Remembers a live session read at `generation`, until `expiresAt` at the latest. */
  set(id: string, userId: number, expiresAt: number, generation: number, now = Date.now()): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { userId, validUntil: Math.min(now + TTL_MS, expiresAt) });
  }

  evict(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Opens the LISTEN connection (in the background; the cache is off until it is up). */
  start(): void {
    void this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    try {
      const pool = await (this.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      const { Client, options } = pool as unknown as { Client: new (o: unknown) => Listener; options: unknown };
      const client = new Client(options);
      this.listener = client;
      client.on('notification', (msg) => {
        if (msg.channel === CHANNEL && msg.payload) this.evict(msg.payload);
      });
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.closed || this.listener !== client) return void client.end().catch(() => undefined);
      this.clear();
      this.listening = true;
      for (const resolve of this.waiting.splice(0)) resolve();
    } catch (err) {
      this.lost(this.listener, err as Error);
    }
  }

  private lost(client: Listener | undefined, err?: Error): void {
    if (client !== this.listener) return;
    const wasListening = this.listening;
    this.listening = false;
    this.listener = undefined;
    this.clear();
    client?.end().catch(() => undefined);
    if (this.closed) return;
    if (wasListening) this.logger.warn({ err: err?.message }, 'session change notifications lost: sessions are read from the database until they are back');
    this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
  }

  /** Resolves once the cache is on (change notifications are heard). */
  listeningNow(): Promise<void> {
    return this.listening ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    const client = this.listener;
    this.listener = undefined;
    this.clear();
    await client?.end().catch(() => undefined);
  }
}
