import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26: an analysis without credit data has no score and no risk level (nullable columns); results stored before
 * with neither a report nor a FinX Score lose the score they should not have had, and say what they need. Insurance
 * saved without an insurer is 'illustrative' (no policy exists): every earlier "policy" was one of those.
 */
export class Migration20261201003200_underwriting_credit_data extends Migration {
  override name = 'Migration20261201003200_underwriting_credit_data';

  override up(): void {
    this.addSql(`alter table "underwriting_results" alter column "creditworthiness_score" drop not null, alter column "risk_level" drop not null;`);
    this.addSql(`update "underwriting_results" set "creditworthiness_score" = null, "risk_level" = null,
      "analysis" = jsonb_set(jsonb_set(jsonb_set(jsonb_set("analysis", '{basis,creditData}', '"none"'), '{recommendations}', '[]'),
        '{narrative}', to_jsonb('No score yet: upload a credit report so the analysis can read your credit history. Income, expenses and debts alone do not show a lender how you repay credit.'::text)),
        '{narrativeNote}', 'null')
      where "analysis"->'basis'->>'reportId' is null and "analysis"->'basis'->>'finxSource' = 'none';`);
    this.addSql(`alter table "insurance_policies" drop constraint if exists "insurance_policies_status_check";`);
    this.addSql(`update "insurance_policies" set "status" = 'illustrative';`);
    this.addSql(
      `alter table "insurance_policies" add constraint "insurance_policies_status_check" check ("status" in ('illustrative', 'active', 'cancelled'));`,
    );
    this.addSql(`alter table "insurance_policies" alter column "status" set default 'illustrative';`);
  }
}
