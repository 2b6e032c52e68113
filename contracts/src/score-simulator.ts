/**
 * The score simulator (issue 29): "what if this item were deleted / this card paid down to N %" on an item of
 * the credit file. The server runs the FinX Score's own scoring on a changed copy of the report the user's FinX
 * Score is computed from — never a separate formula — and answers both scores with the factors that change.
 * It is FinX's estimate, not a bureau score, and every screen says so.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { formatCalendarDate } from './dates';
import { BUREAU_LABELS, BUREAUS } from './disputes';
import { FACTOR_KEYS } from './scoring';
import { userScopedErrors } from './users';

const c = initContract();
const day = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);

/** What can be simulated: the item gone from the file, or a card's balance paid down to a share of its limit. */
export const SCORE_SIMULATION_CHANGES = ['delete', 'pay_down'] as const;
export type ScoreSimulationChange = (typeof SCORE_SIMULATION_CHANGES)[number];

const percentMessage = 'Utilization must be a whole percentage from 0 to 100';

export const scoreSimulationQuerySchema = z.object({
  change: z.enum(SCORE_SIMULATION_CHANGES, { errorMap: () => ({ message: 'Choose what to simulate: delete or pay_down' }) }),
  /** pay_down only: the card's balance as this share of its limit. */
  utilizationPercent: z.coerce.number({ invalid_type_error: percentMessage }).int(percentMessage).min(0, percentMessage).max(100, percentMessage).optional(),
});
export type ScoreSimulationQuery = z.input<typeof scoreSimulationQuerySchema>;

/** One factor the change moves: its points (0–100) and, in words, what they were computed from. */
export const factorChangeSchema = z.object({
  factor: z.enum(FACTOR_KEYS),
  label: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  /** 'Card balances use 64% of their limits'. */
  before: z.string(),
  after: z.string(),
});
export type FactorChange = z.infer<typeof factorChangeSchema>;

/** The report the FinX Score is computed from (the last one read). */
export const scoredReportSchema = z.object({
  documentId: z.number().int().positive(),
  fileName: z.string(),
  /** null for a file holding several bureaus. */
  bureau: z.enum(BUREAUS).nullable(),
  reportDate: day.nullable(),
});
export type ScoredReport = z.infer<typeof scoredReportSchema>;

export const scoreSimulationSchema = z.discriminatedUnion('available', [
  /** Nothing to simulate on: no report was read, or the one the FinX Score came from is gone. */
  z.object({ available: z.literal(false), reason: z.string() }),
  z.object({
    available: z.literal(true),
    change: z.enum(SCORE_SIMULATION_CHANGES),
    utilizationPercent: z.number().int().nullable(),
    report: scoredReportSchema,
    /** Whether the item is on that report; when it is not, nothing changes and `note` says why. */
    onReport: z.boolean(),
    /** FinX Scores out of 1000: today's, and the one the changed copy of the report gives. */
    current: z.number().int(),
    simulated: z.number().int(),
    /** The factors whose points or measured values change (empty when none does). */
    factors: z.array(factorChangeSchema),
    /** Why the estimate moves less than one may expect (nothing measured changes, payment history held at its floor, not on the report); else null. */
    note: z.string().nullable(),
  }),
]);
export type ScoreSimulation = z.infer<typeof scoreSimulationSchema>;
export type AvailableScoreSimulation = Extract<ScoreSimulation, { available: true }>;

/** What every simulated score carries beside it. */
export const SIMULATION_DISCLAIMER = 'Not a bureau score; lenders use their own.';

/** 'FinX estimate: 742 → 768 (+26).' ('(no change)' when equal). */
export function simulationLine(s: Pick<AvailableScoreSimulation, 'current' | 'simulated'>): string {
  const delta = s.simulated - s.current;
  return `FinX estimate: ${s.current} → ${s.simulated} (${delta === 0 ? 'no change' : delta > 0 ? `+${delta}` : `−${-delta}`}).`;
}

/** 'Experian report of Feb 9, 2026', 'credit report of Feb 2026', 'report.pdf'. */
export function scoredReportName(r: ScoredReport): string {
  const bureau = r.bureau ? `${BUREAU_LABELS[r.bureau]} report` : 'credit report';
  return r.reportDate ? `${bureau} of ${formatCalendarDate(r.reportDate)}` : `${bureau} (${r.fileName})`;
}

export const scoreSimulatorContract = c.router({
  simulate: {
    method: 'GET',
    path: '/api/credit-file/items/:key/score-simulation',
    pathParams: z.object({ key: z.string().regex(/^[0-9a-f]{16,64}$/, 'Unknown item') }),
    query: scoreSimulationQuerySchema,
    summary: "What the session user's FinX Score would be if the item were deleted or the card paid down (FinX's estimate, not a bureau score)",
    responses: { 200: scoreSimulationSchema, 400: errorSchema, 404: errorSchema, ...userScopedErrors },
  },
});
