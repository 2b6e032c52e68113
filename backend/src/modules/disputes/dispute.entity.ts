import { defineEntity, p } from '@mikro-orm/core';
import { BUREAUS, DISPUTE_ITEM_TYPES, DISPUTE_REASONS, DISPUTE_RESULTS, DISPUTE_STATUSES, DISPUTE_TYPES } from '@finx/contracts';

/** What a §605B block request rests on (issue 29): the FTC report's number and filing day, and the enclosed documents. */
export interface IdentityTheftBasis {
  reportNumber: string;
  /** YYYY-MM-DD */
  filedOn: string;
  reportDocumentId: number;
  idDocumentId: number;
}

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
    /** What the dispute is about (issue 29: the odds count disputes by reason × item type); fileDispute always sets it. */
    itemType: p.enum(DISPUTE_ITEM_TYPES).nullable(),
    /** A reinserted item: the dispute after which the bureau had deleted it (FCRA §611(a)(5)(B)). */
    reinsertionOf: p.bigint('number').nullable(),
    /** A §605B block request (type '605b'): the FTC Identity Theft Report it rests on and the documents its letter encloses. */
    identityTheft: p.json<IdentityTheftBasis>().nullable(),
  },
});
export type DisputeRecord = InstanceType<typeof DisputeEntity.class>;
