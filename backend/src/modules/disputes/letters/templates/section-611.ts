import { CITATIONS, frivolousParagraph, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** 611 letter: a formal dispute of inaccurate information, with the frivolous-dispute notice of §611(a)(3). */
export function section611Template({ dispute, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Dispute of inaccurate information and request for reinvestigation',
    opening: `I am writing to dispute the accuracy of the following account in my ${bureauName} credit file and to request a reinvestigation under ${CITATIONS.reinvestigation}.`,
    law: [reinvestigationParagraph(dispute.creditor), frivolousParagraph()],
    citations: [CITATIONS.reinvestigation],
  };
}
