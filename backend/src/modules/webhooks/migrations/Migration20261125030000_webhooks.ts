import { Migration } from '@mikro-orm/migrations';

/** Partner webhooks (issue 15): receivers, their events (the outbox) and every delivery attempt. */
export class Migration20261125030000_webhooks extends Migration {
  override name = 'Migration20261125030000_webhooks';

  override up(): void {
    this.addSql(`create table "webhooks" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "provider" varchar(16) not null check ("provider" in ('self', 'kikoff', 'chime', 'extra', 'perchcard')),
      "webhook_url" varchar(2048) not null,
      "secret_enc" text not null,
      "secret_hint" varchar(16) not null,
      "previous_secret_enc" text null,
      "previous_secret_expires_at" timestamptz null,
      "is_active" boolean not null default true,
      "last_triggered" timestamptz null,
      "failing_since" timestamptz null,
      "disabled_reason" text null,
      "disabled_at" timestamptz null,
      "owner_notified_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "webhooks_user_provider_idx" on "webhooks" ("user_id", "provider");`);
    this.addSql(`create table "webhook_events" (
      "id" bigserial primary key,
      "message_id" varchar(40) not null unique,
      "webhook_id" bigint not null references "webhooks" ("id") on delete cascade,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "event_type" varchar(64) not null,
      "payload" text not null,
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'sent', 'failed')),
      "attempts" int not null default 0,
      "retry_step" int not null default 0,
      "response_status" int null,
      "response_body" text null,
      "last_error" text null,
      "next_attempt_at" timestamptz null,
      "locked_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null
    );`);
    this.addSql(`create index "webhook_events_user_idx" on "webhook_events" ("user_id", "id" desc);`);
    this.addSql(`create index "webhook_events_webhook_idx" on "webhook_events" ("webhook_id");`);
    this.addSql(`create index "webhook_events_due_idx" on "webhook_events" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql(`create table "webhook_attempts" (
      "id" bigserial primary key,
      "event_id" bigint not null references "webhook_events" ("id") on delete cascade,
      "attempt" int not null,
      "started_at" timestamptz not null,
      "duration_ms" int not null,
      "response_status" int null,
      "response_body" text null,
      "error" text null,
      "next_attempt_at" timestamptz null,
      unique ("event_id", "attempt")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "webhook_attempts";`);
    this.addSql(`drop table if exists "webhook_events";`);
    this.addSql(`drop table if exists "webhooks";`);
  }
}
