import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications (issue 17): preferences, the in-app inbox, one delivery row per channel a notification goes
 * to (sent at once, or gathered into a digest), digests (one per user, channel and period: the unique key is
 * what lets only one worker send it) and push subscriptions.
 */
export class Migration20261127000000_notifications extends Migration {
  override name = 'Migration20261127000000_notifications';

  override up(): void {
    this.addSql(`create table "notification_preferences" (
      "user_id" bigint primary key references "users" ("id") on delete cascade,
      "channels" jsonb not null,
      "time_zone" varchar(64) not null,
      "verified_phone" varchar(16) null,
      "phone_code_hash" varchar(64) null,
      "phone_code_expires_at" timestamptz null,
      "phone_code_attempts" int not null default 0,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "notifications" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "type" varchar(32) not null,
      "priority" varchar(8) not null,
      "title" varchar(120) not null,
      "body" text not null,
      "link" varchar(500) null,
      "created_at" timestamptz not null default now(),
      "read_at" timestamptz null
    );`);
    this.addSql(`create index "notifications_user_created_idx" on "notifications" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "notifications_user_unread_idx" on "notifications" ("user_id") where "read_at" is null;`);
    this.addSql(`create table "notification_digests" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "channel" varchar(8) not null,
      "period" varchar(8) not null check ("period" in ('daily', 'weekly')),
      "period_key" varchar(16) not null,
      "status" varchar(8) not null default 'pending' check ("status" in ('pending', 'sent', 'failed', 'skipped', 'empty')),
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      "error" text null,
      unique ("user_id", "channel", "period", "period_key")
    );`);
    this.addSql(`create table "notification_deliveries" (
      "id" bigserial primary key,
      "notification_id" bigint not null references "notifications" ("id") on delete cascade,
      "user_id" bigint not null,
      "channel" varchar(8) not null check ("channel" in ('email', 'sms', 'push')),
      "mode" varchar(10) not null check ("mode" in ('immediate', 'daily', 'weekly')),
      "status" varchar(8) not null default 'pending' check ("status" in ('pending', 'sending', 'sent', 'failed', 'skipped')),
      "digest_id" bigint null references "notification_digests" ("id") on delete set null,
      "attempts" int not null default 0,
      "locked_until" timestamptz null,
      "error" text null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null
    );`);
    this.addSql(`create index "notification_deliveries_pending_idx" on "notification_deliveries" ("mode", "created_at") where "status" = 'pending';`);
    this.addSql(`create index "notification_deliveries_digest_idx" on "notification_deliveries" ("digest_id");`);
    this.addSql(`create table "push_subscriptions" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "endpoint" varchar(2048) not null unique,
      "p256dh" varchar(200) not null,
      "auth" varchar(100) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "push_subscriptions_user_idx" on "push_subscriptions" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "push_subscriptions", "notification_deliveries", "notification_digests", "notifications", "notification_preferences";`);
  }
}
