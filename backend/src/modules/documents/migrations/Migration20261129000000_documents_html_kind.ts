import { Migration } from '@mikro-orm/migrations';

/** Credit reports saved from a monitoring site's page ("Save page as", issue 23) are kept as kind 'html'. */
export class Migration20261129000000_documents_html_kind extends Migration {
  override name = 'Migration20261129000000_documents_html_kind';

  override up(): void {
    this.addSql(`alter table "documents" drop constraint if exists "documents_kind_check";`);
    this.addSql(`alter table "documents" add constraint "documents_kind_check" check ("kind" in ('pdf', 'txt', 'csv', 'json', 'html', 'jpg', 'jpeg', 'png'));`);
  }

  override down(): void {
    this.addSql(`alter table "documents" drop constraint if exists "documents_kind_check";`);
    this.addSql(`alter table "documents" add constraint "documents_kind_check" check ("kind" in ('pdf', 'txt', 'csv', 'json', 'jpg', 'jpeg', 'png'));`);
  }
}
