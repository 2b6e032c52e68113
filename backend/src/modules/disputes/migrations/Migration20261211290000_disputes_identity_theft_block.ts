import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: the §605B identity-theft block request is a dispute type ('605b'), and such a dispute keeps the FTC
 * Identity Theft Report it rests on and the documents enclosed with its letter (`identity_theft`: report number,
 * filing date, the report's and the ID's document ids).
 */
export class Migration20261211290000_disputes_identity_theft_block extends Migration {
  override name = 'Migration20261211290000_disputes_identity_theft_block';

  override up(): void {
    this.addSql(`alter table "disputes" drop constraint if exists "disputes_type_check";`);
    this.addSql(
      `alter table "disputes" add constraint "disputes_type_check" check ("type" in ('validation', 'verification', 'obsolete', '609', '611', 'escalation', '605b'));`,
    );
    this.addSql(`alter table "disputes" add column "identity_theft" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "disputes" drop column if exists "identity_theft";`);
    this.addSql(`update "disputes" set "type" = '611' where "type" = '605b';`);
    this.addSql(`alter table "disputes" drop constraint if exists "disputes_type_check";`);
    this.addSql(
      `alter table "disputes" add constraint "disputes_type_check" check ("type" in ('validation', 'verification', 'obsolete', '609', '611', 'escalation'));`,
    );
  }
}
