import { BUREAU_LABELS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyUser } from '../../notifications';
import { userFindings } from './findings.service';

/**
 * Reinsertion watch (issue 29), the part that watches: once a report is read, the user is told of each item it
 * shows again that its bureau deleted after their dispute and that no dispute answers yet — by the same
 * notification and channels as a dispute's own news. Runs in the transaction that stores the reading.
 */
export async function notifyReinsertedItems(em: EntityManager, userId: number, documentId: number): Promise<void> {
  const back = (await userFindings(em, userId)).filter((f) => f.kind === 'reinserted' && f.disputeId === null && f.evidence[0]?.reportId === documentId);
  for (const f of back) {
    const bureau = BUREAU_LABELS[f.bureau];
    await notifyUser(em, userId, 'dispute_status_update', {
      title: 'A deleted item is back on your report',
      body:
        `${bureau} deleted an item after your dispute, and your new ${bureau} report shows it again as ${f.creditor}. ` +
        `${bureau} had to tell you in writing within 5 business days (FCRA §611(a)(5)(B)); you can dispute it again in one click.`,
      link: '/document-center',
    });
  }
}
