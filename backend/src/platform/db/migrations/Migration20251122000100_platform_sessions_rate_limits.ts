import { Migration } from '@mikro-orm/migrations';

/**
 * Platform: server-side sessions (only a SHA-256 of the cookie's token is stored, so a database leak
 * leaks no live session) and fixed-window rate-limit counters shared by every API process.
 */
export class Migration20251122000100_platform_sessions_rate_limits extends Migration {
  override name = 'Migration20251122000100_platform_sessions_rate_limits';

  override up(): void {
    this.addSql(`create table "sessions" (
      "id" char(64) not null primary key,
      "user_id" bigint not null,
      "created_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "ip" varchar(64) null,
      "user_agent" varchar(512) null
    );`);
    this.addSql(`create index "sessions_user_id_idx" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_idx" on "sessions" ("expires_at");`);
    this.addSql(`create table "rate_limits" (
      "key" varchar(300) not null primary key,
      "hits" int not null,
      "reset_at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limits";`);
    this.addSql(`drop table if exists "sessions";`);
  }
}
