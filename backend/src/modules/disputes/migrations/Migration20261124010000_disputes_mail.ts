import { Migration } from '@mikro-orm/migrations';

/**
 * The disputes engine (issue 12): rounds and the bureau's answers, the letters users approve, certified
 * mailings with their tracking events, and the user's letter details (SSN and date of birth encrypted).
 */
export class Migration20261124010000_disputes_mail extends Migration {
  override name = 'Migration20261124010000_disputes_mail';

  override up(): void {
    this.addSql(`alter table "disputes"
      add column "round" int not null default 1 check ("round" > 0),
      add column "result" varchar(16) null check ("result" in ('deleted', 'updated', 'verified', 'no_change')),
      add column "response_date" timestamptz null,
      add column "overdue_at" timestamptz null,
      add column "deadline_extended" boolean not null default false;`);
    this.addSql(`create table "dispute_results" (
      "id" bigserial primary key,
      "dispute_id" bigint not null references "disputes" ("id") on delete cascade,
      "round" int not null,
      "result" varchar(16) not null check ("result" in ('deleted', 'updated', 'verified', 'no_change')),
      "response_date" timestamptz not null,
      "note" text null,
      "recorded_at" timestamptz not null default now(),
      unique ("dispute_id", "round")
    );`);
    this.addSql(`create table "dispute_letters" (
      "id" bigserial primary key,
      "dispute_id" bigint not null references "disputes" ("id") on delete cascade,
      "round" int not null,
      "writer" varchar(16) not null check ("writer" in ('template', 'openai')),
      "letter" jsonb not null,
      "content" text not null,
      "consumer_hash" char(64) not null,
      "created_at" timestamptz not null default now(),
      "approved_at" timestamptz null,
      unique ("dispute_id", "round", "consumer_hash")
    );`);
    this.addSql(`create table "dispute_mailings" (
      "id" bigserial primary key,
      "dispute_id" bigint not null references "disputes" ("id") on delete cascade,
      "letter_id" bigint not null unique references "dispute_letters" ("id") on delete cascade,
      "round" int not null,
      "carrier" varchar(16) not null check ("carrier" in ('lob', 'sandbox')),
      "service" varchar(32) not null check ("service" in ('certified', 'certified_return_receipt')),
      "carrier_id" varchar(64) null unique,
      "tracking_number" varchar(40) null,
      "status" varchar(16) not null default 'queued'
        check ("status" in ('queued', 'mailed', 'in_transit', 'delivered', 'returned', 'failed')),
      "error" text null,
      "created_at" timestamptz not null default now(),
      "mailed_at" timestamptz null,
      "delivered_at" timestamptz null,
      "expected_delivery_date" timestamptz null
    );`);
    this.addSql(`create index "dispute_mailings_dispute_idx" on "dispute_mailings" ("dispute_id", "id" desc);`);
    this.addSql(`create table "mailing_events" (
      "id" bigserial primary key,
      "mailing_id" bigint not null references "dispute_mailings" ("id") on delete cascade,
      "name" varchar(40) not null,
      "occurred_at" timestamptz not null,
      unique ("mailing_id", "name")
    );`);
    this.addSql(`create table "letter_details" (
      "user_id" bigint not null primary key references "users" ("id") on delete cascade,
      "first_name" varchar(60) not null,
      "last_name" varchar(60) not null,
      "address" varchar(120) not null,
      "city" varchar(60) not null,
      "state" char(2) not null,
      "zip" varchar(10) not null,
      "ssn_encrypted" text null,
      "ssn_last4" char(4) null,
      "date_of_birth_encrypted" text null,
      "updated_at" timestamptz not null default now()
    );`);
  }
}
