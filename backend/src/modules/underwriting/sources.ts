import type { Finding } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { latestProcessedReport } from '../documents';
import { userFindings } from '../documents/findings/findings.service';
import type { ProcessedReport } from './model';

/**
 * What the analysis reads from the documents module (through its exported services): the latest processed
 * report reading and the findings worth disputing (each with the dispute filed from it).
 */
export interface DocumentSources {
  latestReport(em: EntityManager, userId: number): Promise<ProcessedReport | null>;
  findings(em: EntityManager, userId: number): Promise<Finding[]>;
}

export const documentSources: DocumentSources = {
  latestReport: latestProcessedReport,
  findings: (em, userId) => userFindings(em, userId),
};
