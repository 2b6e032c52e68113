import { Migration } from '@mikro-orm/migrations';

/**
 * Contract before service (issue 26): a contract may be accepted without a plan (plan_id null), and each
 * certified-mail piece has its fee: the confirmed price, then included, owed, billed, waived or void.
 */
export class Migration20261202010000_billing_service_agreement extends Migration {
  override name = 'Migration20261202010000_billing_service_agreement';

  override up(): void {
    this.addSql(`alter table "billing_contracts" alter column "plan_id" drop not null;`);
    this.addSql(`create table "mailing_fees" (
      "mailing_id" bigint primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "contract_id" bigint null references "billing_contracts" ("id") on delete set null,
      "plan_id" varchar(16) not null,
      "items" int not null check ("items" >= 0),
      "amount_cents" int not null check ("amount_cents" >= 0),
      "paid_by" varchar(16) not null check ("paid_by" in ('plan', 'per_package')),
      "status" varchar(16) not null check ("status" in ('confirmed', 'included', 'owed', 'billed', 'waived', 'void')),
      "description" text not null,
      "tracking_number" varchar(40) null,
      "stripe_customer_id" varchar(64) null,
      "provider_ref" varchar(128) null,
      "invoice_ref" varchar(128) null,
      "confirmed_at" timestamptz not null,
      "accepted_at" timestamptz null,
      "billed_at" timestamptz null
    );`);
    this.addSql(`create index "mailing_fees_user_idx" on "mailing_fees" ("user_id", "confirmed_at" desc);`);
    this.addSql(`create index "mailing_fees_owed_idx" on "mailing_fees" ("status") where "status" = 'owed';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mailing_fees";`);
    this.addSql(`delete from "billing_contracts" where "plan_id" is null;`);
    this.addSql(`alter table "billing_contracts" alter column "plan_id" set not null;`);
  }
}
