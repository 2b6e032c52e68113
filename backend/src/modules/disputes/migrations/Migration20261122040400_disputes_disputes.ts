import { Migration } from '@mikro-orm/migrations';

/** disputes: filed disputes; the account number only masked ('****1234'), amount in dollars and cents. */
export class Migration20261122040400_disputes_disputes extends Migration {
  override name = 'Migration20261122040400_disputes_disputes';

  override up(): void {
    this.addSql(`create table "disputes" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "type" varchar(16) not null check ("type" in ('validation', 'verification', 'obsolete', '609', '611', 'escalation')),
      "creditor" varchar(120) not null,
      "account_number_masked" varchar(8) null check ("account_number_masked" ~ '^\\*{4}[A-Za-z0-9]{1,4}$'),
      "amount" numeric(12, 2) null check ("amount" >= 0),
      "bureau" varchar(16) not null check ("bureau" in ('experian', 'equifax', 'transunion')),
      "description" text not null default '',
      "dispute_reason" varchar(32) not null
        check ("dispute_reason" in ('not_mine', 'paid_in_full', 'incorrect_amount', 'incorrect_date', 'duplicate', 'obsolete', 'other')),
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'in_progress', 'resolved', 'rejected')),
      "expected_response_date" timestamptz null,
      "submitted_date" timestamptz not null default now()
    );`);
    this.addSql(`create index "disputes_user_submitted_idx" on "disputes" ("user_id", "submitted_date" desc, "id" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "disputes";`);
  }
}
