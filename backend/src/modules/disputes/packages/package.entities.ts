import { defineEntity, p } from '@mikro-orm/core';
import { BUREAUS } from '@finx/contracts';

/** A dispute filed from a credit-report finding (issue 13): the finding's key, so it is filed once and shown as filed. */
export const FindingDisputeEntity = defineEntity({
  name: 'FindingDispute',
  tableName: 'finding_disputes',
  properties: {
    userId: p.bigint('number').primary(),
    findingKey: p.string().length(64).primary(),
    disputeId: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
export type FindingDisputeRecord = InstanceType<typeof FindingDisputeEntity.class>;

/**
 * A bureau package: one letter to one bureau covering several of the user's disputes, mailed as one USPS
 * Certified Mail piece (its mailing is a dispute_mailings row with package_id). The letter is replaced while
 * the package is unmailed and never changed after.
 */
export const DisputePackageEntity = defineEntity({
  name: 'DisputePackage',
  tableName: 'dispute_packages',
  properties: {
    id: p.string().columnType('uuid').primary(),
    userId: p.bigint('number'),
    bureau: p.enum(BUREAUS),
    writer: p.enum(['template', 'openai'] as const),
    /** The Letter (letters/types.ts), dates as ISO text. */
    letter: p.json<Record<string, unknown>>(),
    /** letterText(letter). */
    content: p.text(),
    letterType: p.string().length(120),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type DisputePackageRecord = InstanceType<typeof DisputePackageEntity.class>;

/** A dispute a package covers, in the round the letter was written for. */
export const DisputePackageItemEntity = defineEntity({
  name: 'DisputePackageItem',
  tableName: 'dispute_package_items',
  properties: {
    packageId: p.string().columnType('uuid').primary(),
    disputeId: p.bigint('number').primary(),
    round: p.integer(),
    position: p.integer(),
  },
});
export type DisputePackageItemRecord = InstanceType<typeof DisputePackageItemEntity.class>;
