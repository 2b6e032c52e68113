import { Migration } from '@mikro-orm/migrations';

/**
 * builder_accounts gain 'requested' (the partner was asked; it is an account only once the partner confirms) and
 * `partner_notified` (a builder.signup event was written for it). No partner has ever confirmed an account, so every
 * earlier "enrollment" becomes what it was: a request, notified when a webhook event carries its id; their
 * activities say 'Builder account requested'.
 */
export class Migration20261201003100_credit_builder_requested extends Migration {
  override name = 'Migration20261201003100_credit_builder_requested';

  override up(): void {
    this.addSql(`alter table "builder_accounts" drop constraint if exists "builder_accounts_status_check";`);
    this.addSql(`alter table "builder_accounts" add constraint "builder_accounts_status_check" check ("status" in ('requested', 'active', 'closed'));`);
    this.addSql(`alter table "builder_accounts" alter column "status" set default 'requested';`);
    this.addSql(`alter table "builder_accounts" add column "partner_notified" boolean not null default false;`);
    this.addSql(`update "builder_accounts" set "status" = 'requested' where "status" = 'active';`);
    this.addSql(`do $$ begin
      if to_regclass('webhook_events') is not null then
        update "builder_accounts" b set "partner_notified" = true
        where exists (select 1 from "webhook_events" e where e."event_type" = 'builder.signup' and e."payload"::jsonb->'data'->>'builderAccountId' = b."id"::text);
      end if;
    end $$;`);
    this.addSql(
      `update "activities" set "title" = 'Builder account requested' where "type" = 'builder_account_opened' and "title" = 'Builder account opened';`,
    );
  }
}
