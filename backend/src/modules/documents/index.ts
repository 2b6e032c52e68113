import type { BackendModule } from '../types';
import { DocumentEntity } from './document.entity';
import { defineDocumentJobs } from './documents.jobs';
import { mountDocumentRoutes } from './documents.routes';
import type { DisputesHooks } from './processing/process-document';
import { Migration20261125000000_documents_documents } from './migrations/Migration20261125000000_documents_documents';
import { Migration20261129000000_documents_html_kind } from './migrations/Migration20261129000000_documents_html_kind';
import { Migration20261211290000_documents_ftc_report } from './migrations/Migration20261211290000_documents_ftc_report';
import { mountScoreSimulatorRoutes } from './score-simulator/score-simulator.routes';

/** Documents a letter can enclose as pages (issue 29: the §605B block request's FTC report and ID). */
export { type EnclosableDocument, enclosableDocuments, enclosureBytes } from './enclosures';
export { latestProcessedReport, listProcessedReports, type ProcessedReport, REPORT_NOT_FOUND } from './documents.service';
export { type AccountGroup, groupAccounts, sameAccount } from './credit-file/accounts';
export { accountKey, readCreditFile } from './credit-file/credit-file';
export { creditorKey, sameCreditorFamily, similarCreditors } from './credit-file/creditor-names';
export type { DisputesHooks, FindLetterDetails } from './processing/process-document';
export { type AccountView, type BureauSnapshot, bureauSnapshots, isNegativeView, type RecordView, type ReportInput } from './credit-file/snapshots';

const migrations = [Migration20261125000000_documents_documents, Migration20261129000000_documents_html_kind, Migration20261211290000_documents_ftc_report];

/**
 * Documents (issue 13): uploads of credit reports, ID documents and proofs of address into object storage,
 * read by a queued job (credit-report readings feed the FinX Score; ID documents are checked against the
 * account holder, also by the name and address of the letter details that `findLetterDetails` reads; a stored
 * report runs disputes' reinsertion watch — both passed in by src/modules/index.ts so that documents never imports disputes).
 */
export const createDocumentsModule = (disputes: DisputesHooks): BackendModule => ({
  name: 'documents',
  entities: [DocumentEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  jobs(queue, ctx) {
    // Documents left 'processing' are queued again whenever the queue connects, and swept (documents.jobs.ts).
    defineDocumentJobs(queue, ctx, disputes);
  },
  routes(app, ctx) {
    mountDocumentRoutes(app, ctx);
    mountScoreSimulatorRoutes(app, ctx);
  },
});
