import type { BackendModule } from '../types';
import { DocumentEntity } from './document.entity';
import { Migration20261125000000_documents_documents } from './migrations/Migration20261125000000_documents_documents';

export { latestProcessedReport, listProcessedReports, type ProcessedReport } from './documents.service';

const migrations = [Migration20261125000000_documents_documents];

/**
 * Documents (issue 13): uploads of credit reports, ID documents and proofs of address into object storage,
 * read by a queued job (credit-report readings feed the FinX Score; ID documents are checked against the
 * account holder).
 */
export const documentsModule: BackendModule = {
  name: 'documents',
  entities: [DocumentEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
};
