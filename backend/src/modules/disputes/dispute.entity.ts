import { defineEntity, p } from '@mikro-orm/core';
import { BUREAUS, DISPUTE_REASONS, DISPUTE_RESULTS, DISPUTE_STATUSES, DISPUTE_TYPES } from '@finx/contracts';

/** A dispute filed against a creditor with one bureau (spec part 1 §3 Dispute). */
export const DisputeEntity = defineEntity({
  name: 'Dispute',
  tableName: 'disputes',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    type: p.enum(DISPUTE_TYPES),
    creditor: p.string().length(120),
    /** '****1234': the full account number is never stored. */
    accountNumberMasked: p.string().length(8).nullable(),
    /** Decimal string with two places ('1250.50'). */
    amount: p.decimal('string').precision(12).scale(2).nullable(),
    bureau: p.enum(BUREAUS),
    description: p.text(),
    disputeReason: p.enum(DISPUTE_REASONS),
    status: p.enum(DISPUTE_STATUSES),
    expectedResponseDate: p.datetime().nullable(),
    submittedDate: p.datetime(),
    /** 1 for the first letter; the next round follows a verified / no-change answer or an overdue one. */
    round: p.integer().default(1),
    /** The bureau's answer to the current round. */
    result: p.enum(DISPUTE_RESULTS).nullable(),
    responseDate: p.datetime().nullable(),
    overdueAt: p.datetime().nullable(),
    /** The 45-day period applies (the consumer sent more information during the reinvestigation). */
    deadlineExtended: p.boolean().default(false),
  },
});
export type DisputeRecord = InstanceType<typeof DisputeEntity.class>;
