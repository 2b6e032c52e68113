import { Migration } from '@mikro-orm/migrations';

/**
 * The user's data rights (issue 28): data exports ("Download my data": the archive in storage, ready for 24 hours)
 * and account closures (the row that drives the closing job until it is done, kept afterwards as the record of
 * the request; no foreign key, so it outlives the users row).
 */
export class Migration20261205010000_account_data_rights extends Migration {
  override name = 'Migration20261205010000_account_data_rights';

  override up(): void {
    this.addSql(`create table "data_exports" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "status" varchar(16) not null default 'queued' check ("status" in ('queued', 'building', 'ready', 'failed', 'expired')),
      "storage_key" varchar(200) null,
      "size_bytes" bigint null,
      "error" text null,
      "requested_at" timestamptz not null default now(),
      "ready_at" timestamptz null,
      "expires_at" timestamptz null,
      "notified_at" timestamptz null
    );`);
    this.addSql(`create index "data_exports_user_idx" on "data_exports" ("user_id", "id" desc);`);
    this.addSql(`create unique index "data_exports_one_open_key" on "data_exports" ("user_id") where "status" in ('queued', 'building');`);
    this.addSql(`create table "account_closures" (
      "id" bigserial primary key,
      "user_id" bigint not null unique,
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'erased', 'completed')),
      "email" varchar(254) null,
      "requested_at" timestamptz not null default now(),
      "erased_at" timestamptz null,
      "completed_at" timestamptz null
    );`);
    this.addSql(`create index "account_closures_open_idx" on "account_closures" ("status") where "status" <> 'completed';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "account_closures", "data_exports";`);
  }
}
