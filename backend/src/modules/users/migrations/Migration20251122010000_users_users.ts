import { Migration } from '@mikro-orm/migrations';

/** users: one row per account; username and e-mail unique case-insensitively. */
export class Migration20251122010000_users_users extends Migration {
  override name = 'Migration20251122010000_users_users';

  override up(): void {
    this.addSql(`create table "users" (
      "id" bigserial primary key,
      "username" varchar(64) not null,
      "email" varchar(254) not null,
      "password_hash" text not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "users_username_lower_key" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_key" on "users" (lower("email"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "users";`);
  }
}
