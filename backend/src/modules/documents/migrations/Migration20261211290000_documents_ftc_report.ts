import { Migration } from '@mikro-orm/migrations';

/** Issue 29: the FTC Identity Theft Report is a document type of its own (enclosed with §605B block requests). */
export class Migration20261211290000_documents_ftc_report extends Migration {
  override name = 'Migration20261211290000_documents_ftc_report';

  override up(): void {
    this.addSql(`alter table "documents" drop constraint if exists "documents_file_type_check";`);
    this.addSql(
      `alter table "documents" add constraint "documents_file_type_check" check ("file_type" in ('credit_report', 'id_document', 'proof_of_address', 'ftc_report'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "documents" where "file_type" = 'ftc_report';`);
    this.addSql(`alter table "documents" drop constraint if exists "documents_file_type_check";`);
    this.addSql(
      `alter table "documents" add constraint "documents_file_type_check" check ("file_type" in ('credit_report', 'id_document', 'proof_of_address'));`,
    );
  }
}
