import { Migration } from '@mikro-orm/migrations';

/** activities gain 'dispute_updated' (a letter mailed or delivered, a bureau answer, a new round). */
export class Migration20261124005000_credit_activity_dispute_updated extends Migration {
  override name = 'Migration20261124005000_credit_activity_dispute_updated';

  override up(): void {
    this.addSql(`alter table "activities" drop constraint if exists "activities_type_check";`);
    this.addSql(`alter table "activities" add constraint "activities_type_check" check ("type" in ('quick_action', 'lesson_completed',
      'assessment_completed', 'dispute_filed', 'builder_account_opened', 'score_updated', 'dispute_updated'));`);
  }
}
