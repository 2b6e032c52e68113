import type { Finding } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listProcessedReports } from '../documents';
import { userFindings } from '../disputes';
import type { ProcessedReport } from './model';

/**
 * What the analysis reads from the documents module (through its exported services): the latest processed
 * report reading and the findings worth disputing (each with the dispute filed from it), from one read of the
 * user's processed reports.
 */
export interface DocumentSources {
  read(em: EntityManager, userId: number): Promise<{ latestReport: ProcessedReport | null; findings: Finding[] }>;
}

export const documentSources: DocumentSources = {
  async read(em, userId) {
    const reports = await listProcessedReports(em, userId);
    return { latestReport: reports[0] ?? null, findings: await userFindings(em, userId, { reports }) };
  },
};
