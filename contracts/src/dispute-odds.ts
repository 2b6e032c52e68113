/**
 * Honest odds (issue 29): how FinX users' disputes of one kind ended, from the results they recorded. Numbers
 * only over enough disputes and users, with the count beside them; never a promise (CROA, 15 U.S.C. §1679b).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, pathId } from './common';
import { DISPUTE_REASONS, type DisputeType } from './disputes';
import { userScopedErrors } from './users';

const c = initContract();

/** What a dispute is about: an account, a collection, an inquiry or a public record. */
export const DISPUTE_ITEM_TYPES = ['account', 'collection', 'inquiry', 'public_record'] as const;
export type DisputeItemType = (typeof DISPUTE_ITEM_TYPES)[number];
export const DISPUTE_ITEM_TYPE_LABELS: Record<DisputeItemType, string> = {
  account: 'account',
  collection: 'collection',
  inquiry: 'inquiry',
  public_record: 'public record',
};

/** The item type when the filing gives none (the New Dispute form; the migration filled older disputes the same way): a validation letter is about a collection. */
export const itemTypeOf = (d: { itemType?: DisputeItemType | null; type: DisputeType }): DisputeItemType =>
  d.itemType ?? (d.type === 'validation' ? 'collection' : 'account');

/** Odds are shown only over at least this many ended disputes … */
export const ODDS_MIN_DISPUTES = 20;
/** … filed by at least this many different users (so no one user's disputes can be read from them). */
export const ODDS_MIN_USERS = 10;

export const NOT_ENOUGH_DISPUTES = 'Not enough disputes yet to say';
/** Said beside every figure: they describe other users' past disputes, not what will happen to this one. */
export const ODDS_NOT_A_PROMISE =
  "What happened to FinX users' disputes like this one, from the results they recorded. It is not a promise: every dispute is decided by the bureau on its own facts.";

const count = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

export const oddsStatsSchema = z.object({
  /** Ended disputes counted (each dispute once, by the bureau's answer to its latest round). */
  disputes: count,
  deleted: percent,
  updated: percent,
  verified: percent,
  noChange: percent,
  /** Median days from the letter's mailing (or the filing, when nothing was mailed) to the bureau's answer. */
  medianDays: count.nullable(),
});
export type OddsStats = z.infer<typeof oddsStatsSchema>;

export const disputeOddsSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  itemType: z.enum(DISPUTE_ITEM_TYPES),
  /** null: fewer than ODDS_MIN_DISPUTES disputes or ODDS_MIN_USERS users of this kind have ended. */
  kind: oddsStatsSchema.nullable(),
  /** The same kind with this company only, once enough exist; null when no company was named. */
  furnisher: z.object({ name: z.string(), stats: oddsStatsSchema.nullable() }).nullable(),
  minimum: z.object({ disputes: count, users: count }),
});
export type DisputeOdds = z.infer<typeof disputeOddsSchema>;

/** '31 %' with a no-break space: a narrow screen never starts a line with the sign. */
const share = (n: number) => `${n}\u00a0%`;

/** 'Deleted in 31 % of 212 disputes like this', or 'Not enough disputes yet to say'. */
export function oddsHeadline(stats: OddsStats | null): string {
  return stats ? `Deleted in ${share(stats.deleted)} of ${stats.disputes.toLocaleString('en-US')} disputes like this` : NOT_ENOUGH_DISPUTES;
}

/** The rest of the outcome: 'updated 12 %, verified 50 %, no change 7 %; answered in a median of 34 days'. */
export function oddsDetail(stats: OddsStats): string {
  const outcome = `updated ${share(stats.updated)}, verified ${share(stats.verified)}, no change ${share(stats.noChange)}`;
  return stats.medianDays === null ? outcome : `${outcome}; answered in a median of ${stats.medianDays} days`;
}

export const disputeOddsQuerySchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { errorMap: () => ({ message: `reason must be one of: ${DISPUTE_REASONS.join(', ')}` }) }),
  itemType: z.enum(DISPUTE_ITEM_TYPES, { errorMap: () => ({ message: `itemType must be one of: ${DISPUTE_ITEM_TYPES.join(', ')}` }) }),
  creditor: z.string().trim().max(120, 'creditor must be at most 120 characters').optional(),
});

export const disputeOddsContract = c.router({
  odds: {
    method: 'GET',
    path: '/api/dispute-odds',
    query: disputeOddsQuerySchema,
    summary:
      "How FinX users' ended disputes of one kind (reason × item type, and with one company once enough exist) came out, over at least 20 disputes from at least 10 users: aggregated numbers only",
    responses: { 200: disputeOddsSchema, 400: errorSchema, ...userScopedErrors },
  },
  disputeOdds: {
    method: 'GET',
    path: '/api/disputes/:id/odds',
    pathParams: z.object({ id: pathId('Dispute') }),
    summary: 'The odds of disputes like this one of yours (its reason, item type and company)',
    responses: { 200: disputeOddsSchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema },
  },
});
