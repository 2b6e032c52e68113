import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24, every score says what it is:
 * - score_history points carry the bureau and scoring model of a report's score and the day it is of (the
 *   report's date). Earlier points keep their source and get neither: a bureau or model that was not recorded
 *   is not invented, so those points are labelled 'model not stated' and never compared.
 * - credit_factors rows keep the FinX basis they replaced (its overall score and source), so the screens can
 *   say what changed the FinX Score; earlier rows have none ('not recorded').
 */
export class Migration20261130000000_credit_score_labels extends Migration {
  override name = 'Migration20261130000000_credit_score_labels';

  override up(): void {
    this.addSql(`alter table "score_history"
      add column "bureau" varchar(16) null check ("bureau" in ('experian', 'equifax', 'transunion')),
      add column "model" varchar(60) null,
      add column "scored_on" varchar(10) null check ("scored_on" ~ '^\\d{4}-\\d{2}(-\\d{2})?$');`);
    this.addSql(`alter table "credit_factors"
      add column "previous_overall_score" int null check ("previous_overall_score" between 0 and 100),
      add column "previous_source" varchar(16) null check ("previous_source" in ('none', 'self_reported', 'assessment', 'credit_report'));`);
  }

  override down(): void {
    this.addSql(`alter table "score_history" drop column "bureau", drop column "model", drop column "scored_on";`);
    this.addSql(`alter table "credit_factors" drop column "previous_overall_score", drop column "previous_source";`);
  }
}
