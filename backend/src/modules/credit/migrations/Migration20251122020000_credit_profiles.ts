import { Migration } from '@mikro-orm/migrations';

/** credit_profiles: the onboarding answers and the user's current score (spec part 1 §3). */
export class Migration20251122020000_credit_profiles extends Migration {
  override name = 'Migration20251122020000_credit_profiles';

  override up(): void {
    this.addSql(`create table "credit_profiles" (
      "user_id" bigint not null primary key references "users" ("id") on delete cascade,
      "current_score" int not null default 650 check ("current_score" between 300 and 850),
      "goal_score" int not null default 750 check ("goal_score" between 300 and 1000),
      "target_score" int not null default 750 check ("target_score" between 300 and 1000),
      "score_change" int not null default 0,
      "primary_goal" varchar(32) not null default 'increase_score'
        check ("primary_goal" in ('increase_score', 'dispute_items', 'build_credit', 'monitor_credit')),
      "timeframe" varchar(16) not null default '12_months'
        check ("timeframe" in ('3_months', '6_months', '12_months', '24_months')),
      "last_updated" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "credit_profiles";`);
  }
}
