import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11, the FinX Score from the user's own data:
 * - credit_factors: the factor sub-scores per user and source (an assessment's answers; a read credit report).
 *   A self-reported estimate is computed on read from the profile, so it has no row.
 * - coaching_progress keeps lessons only (plus the lesson opened and not yet completed). Its stored scores
 *   and assessment date were the old rules' made-up numbers (start at 78, +5 per lesson), so they go; every
 *   row was created at the spec's 12 lessons, so the lessons the user really completed are the rest.
 * - credit_profiles.score_change goes: the change from last month is computed from score_history on read.
 * - score_history says where each score came from; activities gain 'score_updated'.
 */
export class Migration20261124000000_credit_factors extends Migration {
  override name = 'Migration20261124000000_credit_factors';

  override up(): void {
    this.addSql(`create table "credit_factors" (
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "source" varchar(16) not null check ("source" in ('assessment', 'credit_report')),
      "payment_history_score" int not null check ("payment_history_score" between 0 and 100),
      "utilization_score" int not null check ("utilization_score" between 0 and 100),
      "credit_mix_score" int not null check ("credit_mix_score" between 0 and 100),
      "account_age_score" int not null check ("account_age_score" between 0 and 100),
      "new_credit_score" int not null check ("new_credit_score" between 0 and 100),
      "details" jsonb not null default '{}',
      "computed_at" timestamptz not null default now(),
      primary key ("user_id", "source")
    );`);
    this.addSql(`update "coaching_progress" set "completed_lessons" = greatest("completed_lessons" - 12, 0);`);
    this.addSql(`alter table "coaching_progress"
      drop column "overall_score", drop column "payment_history_score", drop column "utilization_score",
      drop column "credit_mix_score", drop column "account_age_score", drop column "last_assessment_date",
      add column "opened_lesson" int null check ("opened_lesson" > 0);`);
    this.addSql(`alter table "credit_profiles" drop column "score_change";`);
    this.addSql(`alter table "score_history" add column "source" varchar(16) not null default 'self_reported'
      check ("source" in ('self_reported', 'credit_report'));`);
    this.addSql(`alter table "activities" drop constraint if exists "activities_type_check";`);
    this.addSql(`alter table "activities" add constraint "activities_type_check" check ("type" in
      ('quick_action', 'lesson_completed', 'assessment_completed', 'dispute_filed', 'builder_account_opened', 'score_updated'));`);
  }
}
