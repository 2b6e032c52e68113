import { Migration } from '@mikro-orm/migrations';

/**
 * users.phone (Profile), and email_changes: a new e-mail waiting for its confirmation link (only the link
 * token's SHA-256 is kept; a confirmed row stays, so its link answers "already used").
 */
export class Migration20261205000100_account_profile extends Migration {
  override name = 'Migration20261205000100_account_profile';

  override up(): void {
    this.addSql(`alter table "users" add column "phone" varchar(16) null;`);
    this.addSql(`create table "email_changes" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "new_email" varchar(254) not null,
      "token_hash" char(64) not null unique,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "confirmed_at" timestamptz null
    );`);
    this.addSql(`create index "email_changes_user_id_idx" on "email_changes" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "email_changes";`);
    this.addSql(`alter table "users" drop column if exists "phone";`);
  }
}
