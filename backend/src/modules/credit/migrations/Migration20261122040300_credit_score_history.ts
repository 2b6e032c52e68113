import { Migration } from '@mikro-orm/migrations';

/** score_history: every recorded credit score of a user (onboarding, later changes) for the trend. */
export class Migration20261122040300_credit_score_history extends Migration {
  override name = 'Migration20261122040300_credit_score_history';

  override up(): void {
    this.addSql(`create table "score_history" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "score" int not null check ("score" between 300 and 850),
      "recorded_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "score_history_user_recorded_idx" on "score_history" ("user_id", "recorded_at" desc, "id" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "score_history";`);
  }
}
