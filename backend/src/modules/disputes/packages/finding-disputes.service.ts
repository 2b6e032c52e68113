import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import type { DisputeRecord } from '../dispute.entity';
import { duplicateDispute, fileDispute, lockUserDisputes, type NewDispute } from '../disputes.service';
import { DisputeEntity } from '../dispute.entity';
import { FindingDisputeEntity } from './package.entities';

export const ALREADY_FILED = 'This finding is already filed as a dispute';

/** The user's filed findings: finding key → dispute id. */
export async function filedFindings(em: EntityManager, userId: number): Promise<Map<string, number>> {
  const rows = await em.find(FindingDisputeEntity, { userId });
  return new Map(rows.map((r) => [r.findingKey, r.disputeId]));
}

/** Files the dispute a finding suggests, once: 409 when the finding is already filed (a double click included). */
export async function fileFindingDispute(em: EntityManager, userId: number, findingKey: string, dispute: NewDispute, at = new Date()): Promise<DisputeRecord> {
  return em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const filed = await tx.findOne(FindingDisputeEntity, { userId, findingKey });
    if (filed) {
      const first = await tx.findOne(DisputeEntity, { id: filed.disputeId, userId });
      throw first ? duplicateDispute(first) : new AppError('conflict', ALREADY_FILED);
    }
    const saved = await fileDispute(tx, userId, dispute, at);
    tx.create(FindingDisputeEntity, { userId, findingKey, disputeId: saved.id, createdAt: at });
    await tx.flush();
    return saved;
  });
}
