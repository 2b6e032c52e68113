import { CITATIONS, reinvestigationParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/**
 * 609 letter: the consumer's right to the information in their file and its sources (FCRA §609(a)(1), (a)(2)).
 * §609 does not oblige a bureau to produce original contracts, so the letter does not ask for them.
 */
export function section609Template({ dispute, bureauName }: TemplateContext): TypeTemplate {
  return {
    subject: 'Request for disclosure of my file and its sources, and dispute of an account',
    opening:
      `Under ${CITATIONS.disclosure}(a) (15 U.S.C. §1681g), I request a disclosure of all information in my ${bureauName} file, ` +
      `including the sources of that information, and in particular of the information reported for the following account.`,
    law: [
      `I also dispute this account. Please tell me the source of the information you report for it, as ${CITATIONS.disclosure}(a)(2) provides.`,
      reinvestigationParagraph(dispute.creditor),
    ],
    citations: [CITATIONS.disclosure, CITATIONS.reinvestigation],
  };
}
