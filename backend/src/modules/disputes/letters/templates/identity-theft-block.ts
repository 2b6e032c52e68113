import { CITATIONS, ftcReportParagraph, identityTheftParagraph } from './law';
import type { TemplateContext, TypeTemplate } from './types';

/**
 * The §605B block request (issue 29): the item identified, the consumer's statement that it relates to no
 * transaction of theirs, the FTC Identity Theft Report, and what the bureau must do — block within 4 business
 * days of receiving it (§605B(a)), tell the furnisher (§605B(b)), and tell the consumer if it declines (§605B(c)(2)).
 */
export function identityTheftBlockTemplate({ dispute, bureauName }: TemplateContext): TypeTemplate {
  const report = dispute.identityTheft;
  if (!report) throw new Error('A §605B block request needs its FTC Identity Theft Report');
  return {
    subject: 'Request to block information resulting from identity theft',
    opening:
      `I am a victim of identity theft. Under ${CITATIONS.identityTheftBlock}(a) (15 U.S.C. §1681c-2(a)), I ask you to block the ` +
      `following information in my ${bureauName} file, which resulted from identity theft.`,
    law: [
      'This information does not relate to any transaction that I made or authorized.',
      ftcReportParagraph(report, 'A copy of that report and proof of my identity are enclosed.'),
      identityTheftParagraph(),
      `Under ${CITATIONS.identityTheftBlock}(b), you must promptly notify ${dispute.creditor} that this information may be a result of ` +
        'identity theft, that an identity theft report has been filed, that a block has been requested, and of the effective dates ' +
        `of the block. If you decline or rescind the block under ${CITATIONS.identityTheftBlock}(c), you must notify me promptly, in ` +
        `the same manner as a reinsertion under ${CITATIONS.reinsertion} (15 U.S.C. §1681i(a)(5)(B)).`,
    ],
    closing: 'Please confirm to me in writing, at the address above, that the block is in place. Thank you.',
    citations: [CITATIONS.identityTheftBlock, CITATIONS.reinsertion],
  };
}
