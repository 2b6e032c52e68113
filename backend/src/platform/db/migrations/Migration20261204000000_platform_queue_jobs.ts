import { Migration } from '@mikro-orm/migrations';

/**
 * Platform: the jobs of the in-process queue (no REDIS_URL), written before they run and removed once done, so
 * a process killed mid-job runs that job, and its delayed ones, after the restart (queue/pg-journal.ts).
 */
export class Migration20261204000000_platform_queue_jobs extends Migration {
  override name = 'Migration20261204000000_platform_queue_jobs';

  override up(): void {
    this.addSql(`create table "queue_jobs" (
      "id" varchar(255) primary key,
      "name" varchar(100) not null,
      "data" jsonb not null,
      "attempts_made" integer not null default 0,
      "max_attempts" integer not null,
      "backoff" jsonb,
      "run_at" timestamptz not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "queue_jobs";`);
  }
}
