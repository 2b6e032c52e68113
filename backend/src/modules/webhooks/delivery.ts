import { qualifiedTable, type Orm } from '../../platform/db/orm';
import { preparedQuery } from '../../platform/db/prepared';
import { batched } from '../../platform/batch';
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

/** Claims and successful records of the deliveries running in a process at once share one statement. */
const BATCH = { max: 200, concurrency: 4 };

export interface RecordedAttempt {
  attempt: number;
  /** This attempt switched the webhook off (410 Gone, or failing for WEBHOOK_DISABLE_AFTER_HOURS). */
  disabledNow: boolean;
  webhookId: number;
}

/**
 * The delivery path's SQL: one statement claims the events due in this process at once, one records their
 * successful attempts (the attempt rows, the events' new state, the webhooks' failure streaks ended); a failed
 * attempt is recorded by its own statement (the attempt row, the event's next try and the webhook's failure
 * streak or automatic disable together). Prepared once per connection; every row change of an attempt commits
 * at once or not at all.
 */
export function deliveryStatements(orm: Orm, opts: { leaseMs: number }) {
  const events = qualifiedTable(orm, 'webhook_events');
  const hooks = qualifiedTable(orm, 'webhooks');
  const attempts = qualifiedTable(orm, 'webhook_attempts');

  /** Due, pending and not held by another worker (a killed worker's hold runs out at locked_until), by the batch. */
  const claim = preparedQuery<Record<string, unknown>>(
    orm,
    `with claimed as (
       update ${events} set "locked_until" = now() + ($2::int * interval '1 millisecond')
       where "id" = any($1::bigint[]) and "status" = 'pending' and "next_attempt_at" <= now() + interval '2 seconds'
         and ("locked_until" is null or "locked_until" < now())
       returning "id", "message_id", "payload", "retry_step", "webhook_id"
     )
     select c."id", c."message_id", c."payload", c."retry_step", w."webhook_url", w."is_active", w."secret_enc",
            w."previous_secret_enc", w."previous_secret_expires_at"
     from claimed c join ${hooks} w on w."id" = c."webhook_id"`,
  );

  /**
   * Successful attempts, by the batch: the events sent, their attempt rows, and their webhooks' failure streaks
   * ended. (A failed attempt goes through `record` below, which also decides on switching the webhook off.)
   */
  const recordSent = preparedQuery<{ id: string; attempts: number }>(
    orm,
    `with input as (
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[], $5::int[])
         as i("id", "response_status", "response_body", "started_at", "duration_ms")
     ), ev as (
       update ${events} e set
         "status" = 'sent', "attempts" = e."attempts" + 1, "response_status" = i."response_status",
         "response_body" = i."response_body", "last_error" = null, "next_attempt_at" = null, "locked_until" = null, "sent_at" = now()
       from input i where e."id" = i."id"
       returning e."id", e."webhook_id", e."attempts"
     ), attempt as (
       insert into ${attempts} ("event_id", "attempt", "started_at", "duration_ms", "response_status", "response_body", "error", "next_attempt_at")
       select ev."id", ev."attempts", i."started_at", i."duration_ms", i."response_status", i."response_body", null, null
       from ev join input i on i."id" = ev."id"
     ), hook as (
       update ${hooks} set "failing_since" = null where "id" in (select "webhook_id" from ev) and "failing_since" is not null
     )
     select "id", "attempts" from ev`,
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

  const toEvent = (row: Record<string, unknown>): ClaimedEvent => ({
    id: Number(row.id),
    messageId: row.message_id as string,
    payload: row.payload as string,
    retryStep: Number(row.retry_step),
    webhookUrl: row.webhook_url as string,
    isActive: row.is_active as boolean,
    secretEnc: row.secret_enc as string,
    previousSecretEnc: (row.previous_secret_enc as string | null) ?? null,
    previousSecretExpiresAt: row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at as string) : null,
  });

  const claimBatch = batched<number, ClaimedEvent | undefined>(async (ids) => {
    const byId = new Map((await claim([ids, opts.leaseMs])).map((row) => [Number(row.id), toEvent(row)]));
    return ids.map((id) => byId.get(id));
  }, BATCH);

  const sentBatch = batched<{ event: ClaimedEvent; result: SendResult; startedAt: Date }, number>(async (items) => {
    const rows = await recordSent([
      items.map((s) => s.event.id),
      items.map((s) => s.result.status),
      items.map((s) => s.result.body),
      items.map((s) => s.startedAt.toISOString()),
      items.map((s) => s.result.durationMs),
    ]);
    const attemptOf = new Map(rows.map((r) => [Number(r.id), Number(r.attempts)]));
    return items.map((s) => attemptOf.get(s.event.id) ?? 0);
  }, BATCH);

  return {
    /** Holds the event for `leaseMs` if it is due and nobody holds it; undefined otherwise. */
    claim: (eventId: number) => claimBatch(eventId),

    async record(
      event: ClaimedEvent,
      result: SendResult,
      outcome: Outcome,
      startedAt: Date,
      rules: { disableAfterMs: number; streakReason: string },
    ): Promise<RecordedAttempt> {
      if (outcome.status === 'sent') return { attempt: await sentBatch({ event, result, startedAt }), disabledNow: false, webhookId: 0 };
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
