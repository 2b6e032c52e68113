import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../../../platform/http/errors';
import type { DisputeRecord } from '../dispute.entity';
import { fileDispute, type NewDispute } from '../disputes.service';
import { FindingDisputeEntity } from './package.entities';

/** pg_advisory_xact_lock(namespace, userId): one user's findings and packages change one request at a time. */
const PACKAGES_LOCK = 1313;

/** Serializes the user's filings and package writes until the transaction `tx` ends. */
export const lockUserPackages = (tx: EntityManager, userId: number) => tx.execute('select pg_advisory_xact_lock(?, ?)', [PACKAGES_LOCK, userId]);

export const ALREADY_FILED = 'This finding is already filed as a dispute';

/** The user's filed findings: finding key → dispute id. */
export async function filedFindings(em: EntityManager, userId: number): Promise<Map<string, number>> {
  const rows = await em.find(FindingDisputeEntity, { userId });
  return new Map(rows.map((r) => [r.findingKey, r.disputeId]));
}

/** Files the dispute a finding suggests, once: 409 when the finding is already filed (a double click included). */
export async function fileFindingDispute(em: EntityManager, userId: number, findingKey: string, dispute: NewDispute, at = new Date()): Promise<DisputeRecord> {
  return em.transactional(async (tx) => {
    await lockUserPackages(tx, userId);
    if (await tx.findOne(FindingDisputeEntity, { userId, findingKey })) throw new HttpError(409, ALREADY_FILED);
    const filed = await fileDispute(tx, userId, dispute, at);
    tx.create(FindingDisputeEntity, { userId, findingKey, disputeId: filed.id, createdAt: at });
    await tx.flush();
    return filed;
  });
}
