import { Migration } from '@mikro-orm/migrations';

/** underwriting_results (each analysis with its inputs), insurance_quotes (30-day quotes), insurance_policies. */
export class Migration20261126000000_underwriting_insurance extends Migration {
  override name = 'Migration20261126000000_underwriting_insurance';

  override up(): void {
    this.addSql(`create table "underwriting_results" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "creditworthiness_score" integer not null check ("creditworthiness_score" between 0 and 100),
      "risk_level" varchar(8) not null check ("risk_level" in ('low', 'medium', 'high')),
      "confidence_score" integer not null check ("confidence_score" between 0 and 100),
      "inputs" jsonb not null,
      "analysis" jsonb not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "underwriting_results_user_created" on "underwriting_results" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create table "insurance_quotes" (
      "id" varchar(40) primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "result_id" bigint not null references "underwriting_results" ("id") on delete cascade,
      "provider" varchar(16) not null check ("provider" in ('shield', 'harbor', 'keystone')),
      "risk_level" varchar(8) not null check ("risk_level" in ('low', 'medium', 'high')),
      "monthly_premium_cents" integer not null check ("monthly_premium_cents" > 0),
      "maximum_coverage" integer not null check ("maximum_coverage" > 0),
      "deductible" integer not null check ("deductible" >= 0),
      "income_cents" bigint not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "purchased_at" timestamptz null
    );`);
    this.addSql(`create index "insurance_quotes_user" on "insurance_quotes" ("user_id");`);
    this.addSql(`create table "insurance_policies" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "quote_id" varchar(40) not null unique references "insurance_quotes" ("id"),
      "provider" varchar(16) not null check ("provider" in ('shield', 'harbor', 'keystone')),
      "risk_level" varchar(8) not null check ("risk_level" in ('low', 'medium', 'high')),
      "monthly_premium_cents" integer not null,
      "maximum_coverage" integer not null,
      "deductible" integer not null,
      "status" varchar(16) not null default 'active' check ("status" in ('active', 'cancelled')),
      "created_at" timestamptz not null default now(),
      "cancelled_at" timestamptz null
    );`);
    this.addSql(`create unique index "insurance_policies_one_active" on "insurance_policies" ("user_id", "provider") where "status" = 'active';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "insurance_policies";`);
    this.addSql(`drop table if exists "insurance_quotes";`);
    this.addSql(`drop table if exists "underwriting_results";`);
  }
}
