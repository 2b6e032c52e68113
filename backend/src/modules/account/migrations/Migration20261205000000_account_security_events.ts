import { Migration } from '@mikro-orm/migrations';

/** security_events: the user's "Recent security activity" (sign-ins, failed ones, security changes). */
export class Migration20261205000000_account_security_events extends Migration {
  override name = 'Migration20261205000000_account_security_events';

  override up(): void {
    this.addSql(`create table "security_events" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "type" varchar(40) not null,
      "device" varchar(100) not null,
      "network" varchar(64) null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "security_events_user_id_created_at_idx" on "security_events" ("user_id", "created_at" desc, "id" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "security_events";`);
  }
}
