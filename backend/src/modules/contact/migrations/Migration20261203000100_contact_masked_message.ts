import { PersonalNumbersMigration } from '../../../platform/db/personal-numbers-migration';

/** Issue 27: SSNs, card and account numbers typed into a lead's message are masked to their last 4, as new ones now are. */
export class Migration20261203000100_contact_masked_message extends PersonalNumbersMigration {
  override name = 'Migration20261203000100_contact_masked_message';

  override async up(): Promise<void> {
    await this.maskColumns('contact_leads', [{ name: 'message' }]);
  }
}
