import { Migration } from '@mikro-orm/migrations';

/** activities: the user's recent activity (spec part 1 §3 Activity), read newest first. */
export class Migration20261122040100_credit_activities extends Migration {
  override name = 'Migration20261122040100_credit_activities';

  override up(): void {
    this.addSql(`create table "activities" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "type" varchar(32) not null
        check ("type" in ('quick_action', 'lesson_completed', 'assessment_completed', 'dispute_filed', 'builder_account_opened')),
      "title" varchar(120) not null,
      "description" text not null default '',
      "metadata" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "activities_user_created_idx" on "activities" ("user_id", "created_at" desc, "id" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "activities";`);
  }
}
