import { contactContract } from '@finx/contracts';
import { COMPANY } from '@finx/contracts/company';
import { mountContract } from '../../platform/http/contract';
import { createMailTransport } from '../../platform/mail';
import { clientIp, rateLimit } from '../../platform/http/rate-limit';
import type { BackendModule } from '../types';
import { ContactLeadEntity } from './contact-lead.entity';
import { storeLead } from './contact-leads.service';
import { Migration20251122030000_contact_leads } from './migrations/Migration20251122030000_contact_leads';
import { Migration20261203000100_contact_masked_message } from './migrations/Migration20261203000100_contact_masked_message';
import { notifySupportJob } from './notify-support.job';

/** The public lead form: POST /api/contact/submit stores the lead and queues an e-mail to the support inbox. */
export const contactModule: BackendModule = {
  name: 'contact',
  entities: [ContactLeadEntity],
  migrations: [Migration20251122030000_contact_leads, Migration20261203000100_contact_masked_message].map((m) => ({ name: m.name, class: m })),
  jobs(queue, { config, orm, logger }) {
    queue.register(notifySupportJob, { config, orm, log: logger.child({ component: 'contact' }), mail: createMailTransport(config) });
  },
  routes(app, { orm, config, queue, logger }) {
    const log = logger.child({ component: 'contact' });
    // Every request counts, valid or not, so the form cannot be used to probe or flood.
    app.post(
      contactContract.submit.path,
      rateLimit(
        orm,
        {
          name: 'contact-ip',
          limit: config.contactRateLimit,
          windowMs: 60 * 60_000,
          message: `Too many messages from this network. Please try again in an hour or e-mail ${COMPANY.email}.`,
        },
        clientIp,
      ),
    );
    mountContract(app, contactContract, {
      submit: async ({ body }) => {
        const { website, ...lead } = body;
        if (website) {
          // Honeypot filled: a bot. It gets the same answer as a person; nothing is stored or sent.
          log.info('contact form honeypot filled: submission dropped');
          return { status: 201, body: { success: true as const } };
        }
        const record = await storeLead(orm.em, lead);
        await notifySupportJob.enqueue(queue, { leadId: record.id });
        log.info({ leadId: record.id }, 'contact lead stored');
        return { status: 201, body: { success: true as const } };
      },
    });
  },
};
