import type { DocumentType } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/app-error';
import { DocumentEntity, type DocumentRecord } from '../document.entity';
import { storageUsage } from '../documents.service';
import type { ReceivedFile } from './receive-upload';
import { quotaMessage } from './upload-limits';

/** Advisory-lock namespace of a user's uploads (with the user id as the second key). */
const UPLOAD_LOCK = 7_202_613;

/**
 * Records the stored files as documents, 'processing', in one transaction: all of them or none. The quota is
 * checked again under a per-user lock, so two uploads at once cannot pass it together.
 */
export async function saveUploads(em: EntityManager, config: Config, userId: number, fileType: DocumentType, files: ReceivedFile[]): Promise<DocumentRecord[]> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?, ?)', [UPLOAD_LOCK, userId]);
    const used = await storageUsage(tx as EntityManager, userId);
    const adding = files.reduce((n, f) => n + f.size, 0);
    if (used.bytes + adding > config.uploads.quotaBytes || used.files + files.length > config.uploads.quotaFiles)
      throw new AppError('quota_exceeded', quotaMessage(config));
    const uploadedAt = new Date();
    const docs = files.map((f) =>
      tx.create(DocumentEntity, {
        userId,
        fileType,
        fileName: f.fileName,
        kind: f.kind,
        size: f.size,
        sha256: f.sha256,
        storageKey: f.storageKey,
        status: 'processing',
        error: null,
        result: null,
        uploadedAt,
        processedAt: null,
      }),
    );
    await tx.flush();
    return docs;
  });
}
