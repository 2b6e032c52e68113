import { CITATIONS, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/** Obsolete information: FCRA §605(a)(1), (a)(4), (a)(5) and the start of the 7 years in §605(c)(1). */
export function obsoleteTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Dispute of obsolete information',
    opening: `I am writing to ask you to remove the following account from my ${bureauName} credit file because it is older than the law allows it to be reported.`,
    law: [
      `Under ${CITATIONS.obsolete}(a) (15 U.S.C. §1681c), an account placed for collection or charged off, and most other adverse ` +
        `information, may not be reported once it is more than 7 years old; under ${CITATIONS.obsolete}(c), those 7 years run ` +
        'from 180 days after the start of the delinquency that led to the collection or charge-off. A bankruptcy may not be ' +
        `reported for more than 10 years (${CITATIONS.obsolete}(a)(1)).`,
      reinvestigationParagraph(dispute.creditor),
    ],
    citations: [CITATIONS.obsolete, CITATIONS.reinvestigation],
  };
}
