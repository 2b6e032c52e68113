import { CITATIONS, furnisherParagraph, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Verification: asks the bureau to verify the account with the company that reports it. */
export function verificationTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  const { creditor } = dispute;
  return {
    subject: 'Dispute and request for verification of an account',
    opening: `I am writing to dispute the following account in my ${bureauName} credit file and to ask you to verify it with ${creditor}, the company that reports it.`,
    law: [reinvestigationParagraph(creditor), furnisherParagraph(creditor)],
    citations: [CITATIONS.reinvestigation, CITATIONS.furnisher],
  };
}
