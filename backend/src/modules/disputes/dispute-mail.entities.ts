import { defineEntity, p } from '@mikro-orm/core';
import { DISPUTE_RESULTS, MAILING_STATUSES } from '@finx/contracts';

/** The bureau's answer to one round of a dispute (the history; the dispute row holds the current one). */
export const DisputeResultEntity = defineEntity({
  name: 'DisputeResult',
  tableName: 'dispute_results',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    disputeId: p.bigint('number'),
    round: p.integer(),
    result: p.enum(DISPUTE_RESULTS),
    responseDate: p.datetime(),
    note: p.text().nullable(),
    recordedAt: p.datetime(),
  },
});

/** A letter written for a round with one set of user details; approved when the user sends it. */
export const DisputeLetterEntity = defineEntity({
  name: 'DisputeLetter',
  tableName: 'dispute_letters',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    disputeId: p.bigint('number'),
    round: p.integer(),
    writer: p.enum(['template', 'openai'] as const),
    /** The Letter (letters/types.ts), dates as ISO text. */
    letter: p.json<Record<string, unknown>>(),
    /** letterText(letter): what the preview showed and the PDF prints. */
    content: p.text(),
    /** SHA-256 of the user details it was written with (a preview with the same details re-reads it). */
    consumerHash: p.string().length(64),
    createdAt: p.datetime(),
    approvedAt: p.datetime().nullable(),
  },
});
export type DisputeLetterRecord = InstanceType<typeof DisputeLetterEntity.class>;

/**
 * One certified letter to the bureau: one per approved letter of a dispute's round (disputeId, letterId,
 * round), or one per bureau package (packageId) covering several disputes. Its id is the idempotency key.
 */
export const DisputeMailingEntity = defineEntity({
  name: 'DisputeMailing',
  tableName: 'dispute_mailings',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    disputeId: p.bigint('number').nullable(),
    letterId: p.bigint('number').nullable(),
    round: p.integer().nullable(),
    packageId: p.string().columnType('uuid').nullable(),
    carrier: p.enum(['lob', 'sandbox'] as const),
    service: p.enum(['certified', 'certified_return_receipt'] as const),
    carrierId: p.string().length(64).nullable(),
    trackingNumber: p.string().length(40).nullable(),
    status: p.enum(MAILING_STATUSES),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    mailedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    expectedDeliveryDate: p.datetime().nullable(),
  },
});
export type DisputeMailingRecord = InstanceType<typeof DisputeMailingEntity.class>;

export const MailingEventEntity = defineEntity({
  name: 'MailingEvent',
  tableName: 'mailing_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    mailingId: p.bigint('number'),
    name: p.string().length(40),
    occurredAt: p.datetime(),
  },
});

/** The user's details for letters, saved for next time; the SSN and date of birth only encrypted. */
export const LetterDetailsEntity = defineEntity({
  name: 'LetterDetails',
  tableName: 'letter_details',
  properties: {
    userId: p.bigint('number').primary().autoincrement(false),
    firstName: p.string().length(60),
    lastName: p.string().length(60),
    address: p.string().length(120),
    city: p.string().length(60),
    state: p.string().length(2),
    zip: p.string().length(10),
    ssnEncrypted: p.text().nullable(),
    ssnLast4: p.string().length(4).nullable(),
    dateOfBirthEncrypted: p.text().nullable(),
    updatedAt: p.datetime(),
  },
});
export type LetterDetailsRecord = InstanceType<typeof LetterDetailsEntity.class>;
