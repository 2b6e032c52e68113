import { Migration } from '@mikro-orm/migrations';

/**
 * Guardian's knowledge (issue 18): the passages it searches — the coaching lessons, the Help Center's answers
 * and the statute passages the letters cite — with a full-text vector generated from the title (weight A) and
 * the body (B) and a GIN index on it. The rows are written from the catalogue in the code (knowledge/), again
 * whenever its content hash (kept in app_meta) changes; nothing else writes them.
 */
export class Migration20261128000001_guardian_passages extends Migration {
  override name = 'Migration20261128000001_guardian_passages';

  override up(): void {
    this.addSql(`create table "guardian_passages" (
      "id" varchar(80) primary key,
      "kind" varchar(8) not null check ("kind" in ('lesson', 'help', 'law')),
      "title" text not null,
      "body" text not null,
      "href" varchar(300) not null,
      "tsv" tsvector generated always as (
        setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'B')
      ) stored
    );`);
    this.addSql(`create index "guardian_passages_tsv_idx" on "guardian_passages" using gin ("tsv");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "guardian_passages";`);
    this.addSql(`delete from "app_meta" where "key" = 'guardianPassagesHash';`);
  }
}
