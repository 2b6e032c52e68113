import { Migration } from '@mikro-orm/migrations';

/** contact_leads: the public lead form's submissions; notified_at is set once support has been e-mailed. */
export class Migration20251122030000_contact_leads extends Migration {
  override name = 'Migration20251122030000_contact_leads';

  override up(): void {
    this.addSql(`create table "contact_leads" (
      "id" bigserial primary key,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(30) null,
      "credit_score" varchar(32) null,
      "primary_goal" varchar(32) null,
      "current_situation" varchar(32) null,
      "message" text not null default '',
      "agree_to_terms" boolean not null check ("agree_to_terms"),
      "subscribe_newsletter" boolean not null,
      "preferred_contact" varchar(16) not null,
      "created_at" timestamptz not null default now(),
      "notified_at" timestamptz null
    );`);
    this.addSql(`create index "contact_leads_created_at_idx" on "contact_leads" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "contact_leads";`);
  }
}
