import { PersonalNumbersMigration } from '../../../platform/db/personal-numbers-migration';

/** Issue 27: SSNs, card and account numbers in activity titles and descriptions are masked to their last 4, as new ones now are. */
export class Migration20261203000200_credit_masked_activities extends PersonalNumbersMigration {
  override name = 'Migration20261203000200_credit_masked_activities';

  override async up(): Promise<void> {
    await this.maskColumns('activities', [{ name: 'title' }, { name: 'description' }]);
  }
}
