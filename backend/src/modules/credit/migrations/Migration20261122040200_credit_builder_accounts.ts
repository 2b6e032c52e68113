import { Migration } from '@mikro-orm/migrations';

/** builder_accounts: credit-builder enrollments, one per user and provider. */
export class Migration20261122040200_credit_builder_accounts extends Migration {
  override name = 'Migration20261122040200_credit_builder_accounts';

  override up(): void {
    this.addSql(`create table "builder_accounts" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "provider" varchar(16) not null check ("provider" in ('self', 'kikoff', 'chime', 'extra', 'perchcard')),
      "status" varchar(16) not null default 'active' check ("status" in ('active', 'closed')),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "builder_accounts_user_provider_key" on "builder_accounts" ("user_id", "provider");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "builder_accounts";`);
  }
}
