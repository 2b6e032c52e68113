import { DATA_EXPORT_STATUSES } from '@finx/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** One "Download my data" request: queued → building → ready (24 hours) → expired, or failed. */
export const DataExportEntity = defineEntity({
  name: 'DataExport',
  tableName: 'data_exports',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    status: p.enum(DATA_EXPORT_STATUSES),
    /** The archive in object storage (a random key), once built; null again once deleted. */
    storageKey: p.string().length(200).nullable(),
    sizeBytes: p.bigint('number').nullable(),
    /** Why the build failed (for the log and the user's e-mail, never shown with internals). */
    error: p.text().nullable(),
    requestedAt: p.datetime(),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    /** When the user was e-mailed that it is ready (or that it failed). */
    notifiedAt: p.datetime().nullable(),
  },
});
export type DataExportRecord = InstanceType<typeof DataExportEntity.class>;

export const CLOSURE_STATUSES = ['pending', 'erased', 'completed'] as const;

/**
 * A closed account: pending (signed out, data being deleted) → erased (deleted; the confirmation e-mail not sent
 * yet) → completed. `email` is where the confirmation goes, cleared once it is sent. No foreign key: the row is
 * the record of the request and outlives the users row.
 */
export const AccountClosureEntity = defineEntity({
  name: 'AccountClosure',
  tableName: 'account_closures',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    status: p.enum(CLOSURE_STATUSES),
    email: p.string().length(254).nullable(),
    requestedAt: p.datetime(),
    erasedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
  },
});
export type AccountClosureRecord = InstanceType<typeof AccountClosureEntity.class>;
