import { defineEntity, p } from '@mikro-orm/core';

/** One submission of the public contact form (spec part 2 §3 Contact lead). notifiedAt: support e-mailed. */
export const ContactLeadEntity = defineEntity({
  name: 'ContactLead',
  tableName: 'contact_leads',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    creditScore: p.string().length(32).nullable(),
    primaryGoal: p.string().length(32).nullable(),
    currentSituation: p.string().length(32).nullable(),
    message: p.text(),
    agreeToTerms: p.boolean(),
    subscribeNewsletter: p.boolean(),
    preferredContact: p.string().length(16),
    createdAt: p.datetime().onCreate(() => new Date()),
    notifiedAt: p.datetime().nullable(),
  },
});
export type ContactLeadRecord = InstanceType<typeof ContactLeadEntity.class>;
