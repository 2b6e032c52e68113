import { Migration } from '@mikro-orm/migrations';

/** Platform: installation facts (app_meta) and a job run log (job_log) the queue writes to. */
export class Migration20251122000000_platform_app_meta extends Migration {
  override name = 'Migration20251122000000_platform_app_meta';

  override up(): void {
    this.addSql(`create table "app_meta" (
      "key" varchar(255) not null primary key,
      "value" jsonb not null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "job_log" (
      "id" bigserial primary key,
      "queue" varchar(255) not null,
      "job_id" varchar(255) not null,
      "attempt" int not null,
      "status" varchar(16) not null check ("status" in ('completed', 'failed')),
      "error" text null,
      "duration_ms" int not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "job_log_queue_created_at_idx" on "job_log" ("queue", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "job_log";`);
    this.addSql(`drop table if exists "app_meta";`);
  }
}
