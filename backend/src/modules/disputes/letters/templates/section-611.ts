import { CITATIONS, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** 611 letter: a formal dispute of inaccurate information, with the frivolous-dispute notice of §611(a)(3). */
export function section611Template({ dispute, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Dispute of inaccurate information and request for reinvestigation',
    opening: `I am writing to dispute the accuracy of the following account in my ${bureauName} credit file and to request a reinvestigation under ${CITATIONS.reinvestigation}.`,
    law: [
      reinvestigationParagraph(dispute.creditor),
      `If you decide that this dispute is frivolous or irrelevant, ${CITATIONS.reinvestigation}(a)(3) requires you to tell me so ` +
        'within 5 business days, with the reasons and the information you would need to reinvestigate it.',
    ],
    citations: [CITATIONS.reinvestigation],
  };
}
