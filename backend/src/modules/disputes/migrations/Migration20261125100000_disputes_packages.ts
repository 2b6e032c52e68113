import { Migration } from '@mikro-orm/migrations';

/**
 * Bureau packages (issue 13): disputes filed from credit-report findings, one letter per bureau covering several
 * disputes, and its certified mailing — a dispute_mailings row that names the package instead of one dispute's
 * letter, so one mailing and tracking code serves both.
 */
export class Migration20261125100000_disputes_packages extends Migration {
  override name = 'Migration20261125100000_disputes_packages';

  override up(): void {
    this.addSql(`create table "finding_disputes" (
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "finding_key" varchar(64) not null,
      "dispute_id" bigint not null unique references "disputes" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "finding_key")
    );`);
    this.addSql(`create table "dispute_packages" (
      "id" uuid primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "bureau" varchar(16) not null check ("bureau" in ('experian', 'equifax', 'transunion')),
      "writer" varchar(16) not null check ("writer" in ('template', 'openai')),
      "letter" jsonb not null,
      "content" text not null,
      "letter_type" varchar(120) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "dispute_packages_user_idx" on "dispute_packages" ("user_id", "created_at" desc);`);
    this.addSql(`create table "dispute_package_items" (
      "package_id" uuid not null references "dispute_packages" ("id") on delete cascade,
      "dispute_id" bigint not null references "disputes" ("id") on delete cascade,
      "round" int not null,
      "position" int not null,
      primary key ("package_id", "dispute_id")
    );`);
    this.addSql(`create index "dispute_package_items_dispute_idx" on "dispute_package_items" ("dispute_id");`);
    this.addSql(`alter table "dispute_mailings"
      alter column "dispute_id" drop not null,
      alter column "letter_id" drop not null,
      alter column "round" drop not null,
      add column "package_id" uuid null unique references "dispute_packages" ("id") on delete cascade,
      add constraint "dispute_mailings_one_subject" check (
        ("package_id" is null and "dispute_id" is not null and "letter_id" is not null and "round" is not null)
        or ("package_id" is not null and "dispute_id" is null and "letter_id" is null and "round" is null));`);
  }
}
