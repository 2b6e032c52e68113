import type { Config } from '../../platform/config';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createStorage, readAll, StorageNotFoundError } from '../../platform/storage';
import { DocumentEntity } from './document.entity';

/** The kinds of file a letter can carry as printed pages: PDF pages are copied, photos and scans placed on a page. */
export const ENCLOSABLE_KINDS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type EnclosableKind = (typeof ENCLOSABLE_KINDS)[number];

/** A stored document a letter can enclose (issue 29: the FTC Identity Theft Report and the ID of a §605B block request). */
export interface EnclosableDocument {
  id: number;
  fileType: 'id_document' | 'ftc_report';
  fileName: string;
  kind: EnclosableKind;
  uploadedAt: Date;
  /** The name read on it is the account holder's (processing's check). */
  verified: boolean;
}

/** The user's processed documents of a type that can be printed into a letter, newest first. */
export async function enclosableDocuments(em: EntityManager, userId: number, fileType: EnclosableDocument['fileType']): Promise<EnclosableDocument[]> {
  const docs = await em.find(
    DocumentEntity,
    { userId, fileType, status: 'processed', kind: { $in: [...ENCLOSABLE_KINDS] } },
    { orderBy: { uploadedAt: 'desc', id: 'desc' } },
  );
  return docs.map((d) => ({
    id: d.id,
    fileType,
    fileName: d.fileName,
    kind: d.kind as EnclosableKind,
    uploadedAt: d.uploadedAt,
    verified: d.result?.verified === true,
  }));
}

/** The bytes of the user's own enclosable document; null when it is gone (deleted, or its file no longer stored). */
export async function enclosureBytes(
  em: EntityManager,
  config: Pick<Config, 'dataDir' | 'storage'>,
  userId: number,
  id: number,
): Promise<{ kind: EnclosableKind; bytes: Uint8Array } | null> {
  const doc = await em.findOne(DocumentEntity, { id, userId, kind: { $in: [...ENCLOSABLE_KINDS] } });
  if (!doc) return null;
  try {
    return { kind: doc.kind as EnclosableKind, bytes: await readAll(createStorage(config), doc.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}
