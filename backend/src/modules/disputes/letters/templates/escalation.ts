import { attorneyGeneralOf } from '../us-states';
import { CITATIONS, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Escalation: the same dispute, with the consumer's next step (a CFPB complaint and their state Attorney General). */
export function escalationTemplate({ dispute, consumer, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Escalated dispute: request for correction or deletion',
    opening: `I dispute the following account in my ${bureauName} credit file and ask that it be corrected or deleted.`,
    law: [reinvestigationParagraph(dispute.creditor)],
    nextStep:
      `If this account is not corrected or deleted, I plan to submit a complaint to the ${CITATIONS.cfpb} ` +
      `(consumerfinance.gov/complaint) and to ${attorneyGeneralOf(consumer.state)}.`,
    citations: [CITATIONS.reinvestigation, CITATIONS.cfpb, CITATIONS.attorneyGeneral],
  };
}
