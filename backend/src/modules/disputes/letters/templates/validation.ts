import { CITATIONS, debtValidationParagraph, furnisherParagraph, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Debt validation: a collection account the consumer wants the collector to prove. */
export function validationTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  const { creditor } = dispute;
  return {
    subject: 'Dispute of a collection account and request for verification of the debt',
    opening: `I am writing to dispute the following account, reported by ${creditor} in my ${bureauName} credit file, and to ask that the debt be verified.`,
    law: [reinvestigationParagraph(creditor), furnisherParagraph(creditor), debtValidationParagraph([creditor])],
    citations: [CITATIONS.reinvestigation, CITATIONS.furnisher, CITATIONS.debtValidation],
  };
}
