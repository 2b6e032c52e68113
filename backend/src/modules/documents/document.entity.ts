import { defineEntity, p } from '@mikro-orm/core';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@finx/contracts';

/** What a stored file really is, read from its content (magic bytes, UTF-8 text), not its name. */
export const FILE_KINDS = ['pdf', 'txt', 'csv', 'json', 'html', 'jpg', 'jpeg', 'png'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * One uploaded file: a credit report, ID document or proof of address. The bytes live in object storage under
 * a key the server made; `result` holds what processing read (a credit report's reading, or a document's
 * identity extract) once status is 'processed'.
 */
export const DocumentEntity = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    fileType: p.enum(DOCUMENT_TYPES),
    /** The name the user gave, made safe to show and to offer as a download name. */
    fileName: p.string().length(160),
    kind: p.enum(FILE_KINDS),
    /** Bytes. */
    size: p.integer(),
    sha256: p.string().length(64),
    storageKey: p.string().length(200),
    status: p.enum(DOCUMENT_STATUSES),
    /** Why processing failed, in words for the user. */
    error: p.text().nullable(),
    result: p.json<Record<string, unknown>>().nullable(),
    uploadedAt: p.datetime(),
    processedAt: p.datetime().nullable(),
  },
});
export type DocumentRecord = InstanceType<typeof DocumentEntity.class>;
