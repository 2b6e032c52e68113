import { PersonalNumbersMigration } from '../../../platform/db/personal-numbers-migration';

/**
 * Issue 27: SSNs, card and account numbers typed into a dispute's description or creditor, a result's note, and
 * the letters written from them were stored in clear. They are masked to their last 4, as new ones now are.
 */
export class Migration20261203000000_disputes_masked_free_text extends PersonalNumbersMigration {
  override name = 'Migration20261203000000_disputes_masked_free_text';

  override async up(): Promise<void> {
    await this.maskColumns('disputes', [{ name: 'creditor' }, { name: 'description' }]);
    await this.maskColumns('dispute_results', [{ name: 'note' }]);
    await this.maskColumns('dispute_letters', [{ name: 'content' }, { name: 'letter', json: true }]);
    await this.maskColumns('dispute_packages', [{ name: 'content' }, { name: 'letter', json: true }]);
  }
}
