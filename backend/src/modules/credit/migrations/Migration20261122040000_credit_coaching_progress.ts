import { Migration } from '@mikro-orm/migrations';

/** coaching_progress: lessons and FinX sub-scores per user (spec part 1 §3 Coaching progress). */
export class Migration20261122040000_credit_coaching_progress extends Migration {
  override name = 'Migration20261122040000_credit_coaching_progress';

  override up(): void {
    this.addSql(`create table "coaching_progress" (
      "user_id" bigint not null primary key references "users" ("id") on delete cascade,
      "overall_score" int not null check ("overall_score" between 0 and 100),
      "completed_lessons" int not null,
      "total_lessons" int not null check ("total_lessons" > 0),
      "payment_history_score" int not null check ("payment_history_score" between 0 and 100),
      "utilization_score" int not null check ("utilization_score" between 0 and 100),
      "credit_mix_score" int not null check ("credit_mix_score" between 0 and 100),
      "account_age_score" int not null check ("account_age_score" between 0 and 100),
      "last_assessment_date" timestamptz null,
      "updated_at" timestamptz not null default now(),
      check ("completed_lessons" between 0 and "total_lessons")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "coaching_progress";`);
  }
}
