import type { AppContext } from '../types';
import { createMailTransport, type MailTransport } from '../../platform/mail';
import type { JobQueue } from '../../platform/queue';
import { ContactLeadEntity } from './contact-lead.entity';
import { leadEmail } from './contact-leads.service';

export const NOTIFY_SUPPORT_JOB = 'contact.notify-support';

export interface NotifySupportData {
  /** Only the id travels through the queue (no personal data in Redis). */
  leadId: number;
}

/**
 * E-mails a stored lead to SUPPORT_INBOX and marks it notified. Retried with backoff (SMTP may be down);
 * a lead already notified is not sent twice.
 */
export function defineNotifySupportJob(
  queue: JobQueue,
  ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>,
  mail: MailTransport = createMailTransport(ctx.config),
) {
  const log = ctx.logger.child({ component: 'contact' });
  return queue.defineJob<NotifySupportData>(
    NOTIFY_SUPPORT_JOB,
    async ({ leadId }) => {
      const em = ctx.orm.em.fork();
      const lead = await em.findOne(ContactLeadEntity, { id: leadId });
      if (!lead) {
        log.warn({ leadId }, 'contact lead to notify no longer exists');
        return;
      }
      if (lead.notifiedAt) return;
      const sent = await mail.send(leadEmail(lead, ctx.config.mail.supportInbox));
      lead.notifiedAt = new Date();
      await em.flush();
      log.info({ leadId, driver: mail.driver, messageId: sent.messageId }, 'contact lead e-mailed to support');
    },
    { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  );
}
