import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: what kind of item a dispute is about (the honest odds count disputes by reason × item type), and,
 * for a dispute of an item that came back after a bureau deleted it, the dispute after which it was deleted
 * (its letter asks for the FCRA §611(a)(5)(B) certification and notice).
 */
export class Migration20261210290000_disputes_item_type_reinsertion extends Migration {
  override name = 'Migration20261210290000_disputes_item_type_reinsertion';

  override up(): void {
    this.addSql(`alter table "disputes"
      add column "item_type" varchar(16) null check ("item_type" in ('account', 'collection', 'inquiry', 'public_record')),
      add column "reinsertion_of" bigint null references "disputes" ("id") on delete set null;`);
    // disputes filed before: a validation letter is about a collection (itemTypeOf), anything else an account
    this.addSql(`update "disputes" set "item_type" = case when "type" = 'validation' then 'collection' else 'account' end where "item_type" is null;`);
    this.addSql(`create index "disputes_odds_idx" on "disputes" ("dispute_reason", "item_type") where "result" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "disputes_odds_idx";`);
    this.addSql(`alter table "disputes" drop column if exists "reinsertion_of", drop column if exists "item_type";`);
  }
}
