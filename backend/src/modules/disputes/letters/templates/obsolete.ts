import { CITATIONS, obsoleteParagraph, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Obsolete information: FCRA §605(a)(1), (a)(4), (a)(5) and the start of the 7 years in §605(c)(1). */
export function obsoleteTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Dispute of obsolete information',
    opening: `I am writing to ask you to remove the following account from my ${bureauName} credit file because it is older than the law allows it to be reported.`,
    law: [obsoleteParagraph(), reinvestigationParagraph(dispute.creditor)],
    citations: [CITATIONS.obsolete, CITATIONS.reinvestigation],
  };
}
