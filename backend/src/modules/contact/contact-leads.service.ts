import { type ContactLead, CREDIT_SCORE_OPTIONS, PREFERRED_CONTACT_OPTIONS, PRIMARY_GOAL_OPTIONS, SITUATION_OPTIONS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../../platform/mail';
import { ContactLeadEntity, type ContactLeadRecord } from './contact-lead.entity';

/** Stores a validated lead (the honeypot is not part of it). */
export async function storeLead(em: EntityManager, lead: Omit<ContactLead, 'website'>): Promise<ContactLeadRecord> {
  const record = em.create(ContactLeadEntity, {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone ?? null,
    creditScore: lead.creditScore ?? null,
    primaryGoal: lead.primaryGoal ?? null,
    currentSituation: lead.currentSituation ?? null,
    message: lead.message,
    agreeToTerms: lead.agreeToTerms,
    subscribeNewsletter: lead.subscribeNewsletter,
    preferredContact: lead.preferredContact,
  });
  await em.flush();
  return record;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : 'Not given';

/** The e-mail the support inbox gets for a lead; replying goes to the person. */
export function leadEmail(lead: ContactLeadRecord, supportInbox: string): MailMessage {
  const name = `${lead.firstName} ${lead.lastName}`;
  const goal = lead.primaryGoal ? ` — ${labelOf(PRIMARY_GOAL_OPTIONS, lead.primaryGoal)}` : '';
  const lines = [
    `A new inquiry came in through the contact form (lead #${lead.id}, ${lead.createdAt.toISOString()}).`,
    'Please reply within 24 hours, by the preferred contact method.',
    '',
    `Name:               ${name}`,
    `Email:              ${lead.email}`,
    `Phone:              ${lead.phone ?? 'Not given'}`,
    `Preferred contact:  ${labelOf(PREFERRED_CONTACT_OPTIONS, lead.preferredContact)}`,
    `Credit score:       ${labelOf(CREDIT_SCORE_OPTIONS, lead.creditScore)}`,
    `Primary goal:       ${labelOf(PRIMARY_GOAL_OPTIONS, lead.primaryGoal)}`,
    `Current situation:  ${labelOf(SITUATION_OPTIONS, lead.currentSituation)}`,
    `Newsletter:         ${lead.subscribeNewsletter ? 'Yes, subscribe' : 'No'}`,
    `Agreed to terms:    ${lead.agreeToTerms ? 'Yes' : 'No'}`,
    '',
    'Message:',
    lead.message || '(no message)',
  ];
  return {
    to: supportInbox,
    subject: `New lead: ${name}${goal}`,
    text: `${lines.join('\n')}\n`,
    replyTo: { name, address: lead.email },
  };
}
