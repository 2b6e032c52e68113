import { CITATIONS, furnisherParagraph, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Debt validation: a collection account the consumer wants the collector to prove. */
export function validationTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  const { creditor } = dispute;
  return {
    subject: 'Dispute of a collection account and request for verification of the debt',
    opening: `I am writing to dispute the following account, reported by ${creditor} in my ${bureauName} credit file, and to ask that the debt be verified.`,
    law: [
      reinvestigationParagraph(creditor),
      furnisherParagraph(creditor),
      `Under the Fair Debt Collection Practices Act, ${CITATIONS.debtValidation} (15 U.S.C. §1692g(b)), a debt collector that ` +
        "receives a consumer's written dispute within 30 days of its validation notice must stop collecting the disputed debt " +
        `until it obtains verification of the debt or a copy of a judgment and mails it to the consumer. Please ask ${creditor} to verify that this debt is mine and the amount it reports.`,
    ],
    citations: [CITATIONS.reinvestigation, CITATIONS.furnisher, CITATIONS.debtValidation],
  };
}
