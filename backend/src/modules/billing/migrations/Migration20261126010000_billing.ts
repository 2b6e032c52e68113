import { Migration } from '@mikro-orm/migrations';

const PLAN = `check ("plan_id" in ('basic', 'pro', 'elite'))`;

/**
 * Billing (issue 16): the credit-repair contracts users accept (with the text and the time), subscriptions as the
 * payment provider reports them, payments, PayPal orders, Stripe events already handled, and the credit-repair
 * fees billed in arrears (one per subscription month).
 */
export class Migration20261126010000_billing extends Migration {
  override name = 'Migration20261126010000_billing';

  override up(): void {
    this.addSql(`create table "billing_contracts" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "plan_id" varchar(16) not null ${PLAN},
      "version" varchar(16) not null,
      "signature" varchar(200) not null,
      "text" jsonb not null,
      "accepted_at" timestamptz not null,
      "cancel_deadline" timestamptz not null,
      "canceled_at" timestamptz null
    );`);
    this.addSql(`create index "billing_contracts_user_idx" on "billing_contracts" ("user_id", "id" desc);`);
    this.addSql(`create table "subscriptions" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "contract_id" bigint null references "billing_contracts" ("id") on delete set null,
      "plan_id" varchar(16) not null ${PLAN},
      "provider" varchar(16) not null check ("provider" in ('stripe', 'paypal', 'none')),
      "status" varchar(16) not null check ("status" in ('pending', 'trialing', 'active', 'past_due', 'canceled', 'expired')),
      "stripe_customer_id" varchar(64) null,
      "stripe_subscription_id" varchar(64) null unique,
      "stripe_checkout_session_id" varchar(128) null unique,
      "current_period_start" timestamptz null,
      "current_period_end" timestamptz null,
      "cancel_at_period_end" boolean not null default false,
      "canceled_at" timestamptz null,
      "confirmed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "subscriptions_user_idx" on "subscriptions" ("user_id", "id" desc);`);
    this.addSql(`create table "payments" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "subscription_id" bigint null references "subscriptions" ("id") on delete set null,
      "provider" varchar(16) not null check ("provider" in ('stripe', 'paypal')),
      "provider_ref" varchar(128) not null,
      "amount_cents" int not null check ("amount_cents" >= 0),
      "currency" varchar(3) not null default 'usd',
      "status" varchar(16) not null check ("status" in ('paid', 'failed', 'refunded')),
      "description" text not null,
      "period_start" timestamptz null,
      "period_end" timestamptz null,
      "created_at" timestamptz not null default now(),
      unique ("provider", "provider_ref")
    );`);
    this.addSql(`create index "payments_user_idx" on "payments" ("user_id", "created_at" desc);`);
    this.addSql(`create table "paypal_orders" (
      "id" varchar(64) primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "plan_id" varchar(16) not null ${PLAN},
      "amount_cents" int not null check ("amount_cents" > 0),
      "arrears" jsonb not null default '[]',
      "status" varchar(16) not null check ("status" in ('created', 'completed', 'failed')),
      "capture_id" varchar(64) null,
      "subscription_id" bigint null references "subscriptions" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "completed_at" timestamptz null
    );`);
    this.addSql(`create table "stripe_events" (
      "id" varchar(255) primary key,
      "type" varchar(100) not null,
      "received_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "credit_repair_charges" (
      "subscription_id" bigint not null references "subscriptions" ("id") on delete cascade,
      "period_start" timestamptz not null,
      "period_end" timestamptz not null,
      "amount_cents" int not null,
      "provider_ref" varchar(128) null,
      "created_at" timestamptz not null default now(),
      primary key ("subscription_id", "period_start")
    );`);
  }

  override down(): void {
    for (const t of ['credit_repair_charges', 'stripe_events', 'paypal_orders', 'payments', 'subscriptions', 'billing_contracts'])
      this.addSql(`drop table if exists "${t}";`);
  }
}
