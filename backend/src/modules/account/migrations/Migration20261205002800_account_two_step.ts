import { Migration } from '@mikro-orm/migrations';

/**
 * Two-step sign-in: the user's authenticator secret (encrypted; `enabled_at` null while the setup waits for its first
 * code), the TOTP step last accepted (a code is not taken twice), the recovery codes (SHA-256 with the row's salt) and
 * the sign-ins waiting for their second step (only a SHA-256 of the cookie's token is kept).
 */
export class Migration20261205002800_account_two_step extends Migration {
  override name = 'Migration20261205002800_account_two_step';

  override up(): void {
    this.addSql(`create table "two_step_auth" (
      "user_id" bigint not null primary key references "users" ("id") on delete cascade,
      "secret" text not null,
      "recovery_salt" char(32) not null,
      "enabled_at" timestamptz null,
      "last_step" bigint null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "two_step_recovery_codes" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "code_hash" char(64) not null,
      "used_at" timestamptz null
    );`);
    this.addSql(`create index "two_step_recovery_codes_user_id_idx" on "two_step_recovery_codes" ("user_id");`);
    this.addSql(`create table "two_step_pending_logins" (
      "id" char(64) not null primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "expires_at" timestamptz not null,
      "tries" int not null default 0
    );`);
    this.addSql(`create index "two_step_pending_logins_expires_at_idx" on "two_step_pending_logins" ("expires_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "two_step_pending_logins";`);
    this.addSql(`drop table if exists "two_step_recovery_codes";`);
    this.addSql(`drop table if exists "two_step_auth";`);
  }
}
