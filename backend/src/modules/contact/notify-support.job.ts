import { z } from 'zod';
import type { MailTransport } from '../../platform/mail';
import type { Logger } from '../../platform/logger';
import { defineJob } from '../../platform/queue';
import type { AppContext } from '../types';
import { ContactLeadEntity } from './contact-lead.entity';
import { leadEmail } from './contact-leads.service';

export interface NotifySupportDeps extends Pick<AppContext, 'config' | 'orm'> {
  log: Logger;
  mail: MailTransport;
}

/**
 * E-mails a stored lead to SUPPORT_INBOX and marks it notified. Retried with backoff (SMTP may be down);
 * a lead already notified is not sent twice.
 */
export const notifySupportJob = defineJob({
  name: 'contact.notify-support',
  /** Only the id travels through the queue (no personal data in Redis). */
  payload: z.object({ leadId: z.number().int().positive() }),
  jobId: ({ leadId }) => `contact-lead-${leadId}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  async handle({ leadId }, _job, { config, orm, log, mail }: NotifySupportDeps) {
    const em = orm.em.fork();
    const lead = await em.findOne(ContactLeadEntity, { id: leadId });
    if (!lead) {
      log.warn({ leadId }, 'contact lead to notify no longer exists');
      return;
    }
    if (lead.notifiedAt) return;
    const sent = await mail.send(leadEmail(lead, config.mail.supportInbox));
    lead.notifiedAt = new Date();
    await em.flush();
    log.info({ leadId, driver: mail.driver, messageId: sent.messageId }, 'contact lead e-mailed to support');
  },
});
