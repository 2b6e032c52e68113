import { qualifiedTable, type Orm } from '../../platform/db/orm';
import { preparedQuery } from '../../platform/db/prepared';
import type { Outcome } from './retry-policy';
import type { SendResult } from './send';

/** An event a worker holds for one attempt, with what it needs to send it. */
export interface ClaimedEvent {
  id: number;
  messageId: string;
  payload: string;
  retryStep: number;
  webhookUrl: string;
  isActive: boolean;
  secretEnc: string;
  previousSecretEnc: string | null;
  previousSecretExpiresAt: Date | null;
}

export interface RecordedAttempt {
  attempt: number;
  /** This attempt switched the webhook off (410 Gone, or failing for WEBHOOK_DISABLE_AFTER_HOURS). */
  disabledNow: boolean;
  webhookId: number;
}

/**
 * The delivery path's SQL: one statement to claim an event, one to record an attempt (the attempt row, the
 * event's new state and the webhook's failure streak or automatic disable together). Prepared once per
 * connection; every row change of an attempt commits at once or not at all.
 */
export function deliveryStatements(orm: Orm) {
  const events = qualifiedTable(orm, 'webhook_events');
  const hooks = qualifiedTable(orm, 'webhooks');
  const attempts = qualifiedTable(orm, 'webhook_attempts');

  /** Due, pending and not held by another worker (a killed worker's hold runs out at locked_until). */
  const claim = preparedQuery<Record<string, unknown>>(
    orm,
    `with claimed as (
       update ${events} set "locked_until" = now() + ($2::int * interval '1 millisecond')
       where "id" = $1 and "status" = 'pending' and "next_attempt_at" <= now() + interval '2 seconds'
         and ("locked_until" is null or "locked_until" < now())
       returning "id", "message_id", "payload", "retry_step", "webhook_id"
     )
     select c."id", c."message_id", c."payload", c."retry_step", w."webhook_url", w."is_active", w."secret_enc",
            w."previous_secret_enc", w."previous_secret_expires_at"
     from claimed c join ${hooks} w on w."id" = c."webhook_id"`,
  );

  const record = preparedQuery<{ attempt: number; disabled_now: boolean; webhook_id: string }>(
    orm,
    `with ev as (
       update ${events} set
         "status" = $2::varchar, "attempts" = "attempts" + 1, "retry_step" = $3::int,
         "response_status" = $4::int, "response_body" = $5::text, "last_error" = $6::text,
         "next_attempt_at" = case when $2::varchar = 'pending' then now() + ($7::int * interval '1 millisecond') end,
         "locked_until" = null,
         "sent_at" = case when $2::varchar = 'sent' then now() end
       where "id" = $1
       returning "id", "webhook_id", "attempts", "next_attempt_at"
     ), attempt as (
       insert into ${attempts} ("event_id", "attempt", "started_at", "duration_ms", "response_status", "response_body", "error", "next_attempt_at")
       select "id", "attempts", $8::timestamptz, $9::int, $4::int, $5::text, $6::text, "next_attempt_at" from ev
     ), verdict as (
       select w."id",
              w."is_active" and $2::varchar <> 'sent'
                and ($10::text is not null or coalesce(w."failing_since", $8::timestamptz) <= now() - ($11::bigint * interval '1 millisecond')) as "disable"
       from ${hooks} w where w."id" = (select "webhook_id" from ev)
     ), hook as (
       update ${hooks} w set
         "failing_since" = case when $2::varchar = 'sent' then null else coalesce(w."failing_since", $8::timestamptz) end,
         "is_active" = w."is_active" and not v."disable",
         "disabled_reason" = case when v."disable" then coalesce($10::text, $12::text) else w."disabled_reason" end,
         "disabled_at" = case when v."disable" then now() else w."disabled_at" end
       from verdict v
       where w."id" = v."id" and ($2::varchar <> 'sent' or w."failing_since" is not null)
       returning v."disable"
     )
     select (select "attempts" from ev) as "attempt", (select "webhook_id" from ev) as "webhook_id",
            coalesce((select "disable" from hook), false) as "disabled_now"`,
  );

  /** The webhook was switched off: the event fails without an attempt (a replay can send it later). */
  const skip = preparedQuery(
    orm,
    `update ${events} set "status" = 'failed', "last_error" = $2::text, "locked_until" = null, "next_attempt_at" = null where "id" = $1`,
  );

  return {
    async claim(eventId: number, leaseMs: number): Promise<ClaimedEvent | undefined> {
      const [row] = await claim([eventId, leaseMs]);
      if (!row) return undefined;
      return {
        id: Number(row.id),
        messageId: row.message_id as string,
        payload: row.payload as string,
        retryStep: Number(row.retry_step),
        webhookUrl: row.webhook_url as string,
        isActive: row.is_active as boolean,
        secretEnc: row.secret_enc as string,
        previousSecretEnc: (row.previous_secret_enc as string | null) ?? null,
        previousSecretExpiresAt: row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at as string) : null,
      };
    },

    async record(
      event: ClaimedEvent,
      result: SendResult,
      outcome: Outcome,
      startedAt: Date,
      rules: { disableAfterMs: number; streakReason: string },
    ): Promise<RecordedAttempt> {
      const [row] = await record([
        event.id,
        outcome.status,
        outcome.status === 'pending' ? outcome.step : event.retryStep,
        result.status,
        result.body,
        result.error,
        outcome.status === 'pending' ? outcome.delayMs : 0,
        startedAt.toISOString(),
        result.durationMs,
        outcome.status === 'failed' ? (outcome.disableReason ?? null) : null,
        rules.disableAfterMs,
        rules.streakReason,
      ]);
      return { attempt: Number(row?.attempt ?? 0), disabledNow: !!row?.disabled_now, webhookId: Number(row?.webhook_id ?? 0) };
    },

    skip: (eventId: number, reason: string) => skip([eventId, reason]),
  };
}

export type DeliveryStatements = ReturnType<typeof deliveryStatements>;
