import { BUREAU_LABELS } from '@finx/contracts';
import { listNames } from './format';
import { accountBlock, composeBody, consumerAddress, identityBlock } from './letter-parts';
import { CITATIONS, ftcReportParagraph } from './templates/law';
import type { Bureau, Letter, LetterInput, MailingAddress } from './types';

/**
 * FCRA §623(a)(6)(B) (15 U.S.C. §1681s-2(a)(6)(B)), issue 29: the identity theft report sent to the company that
 * furnishes the item, at the address the consumer's report prints for it (`to`). Once it has the report, the
 * company may not furnish the information to any bureau unless it later knows or is told by the consumer that the
 * information is correct. `bureaus` are those that report the item (each was sent a §605B block request).
 */
export function draftIdentityTheftNotice(input: LetterInput, to: MailingAddress, bureaus: Bureau[]): Letter {
  const { dispute, consumer } = input;
  const report = dispute.identityTheft;
  if (!report) throw new Error('A §623(a)(6)(B) notice needs the FTC Identity Theft Report');
  const reportedTo = listNames(bureaus.map((b) => BUREAU_LABELS[b]));
  const prose = [
    `I am a victim of identity theft. The following account, which you report to ${reportedTo}, resulted from identity theft: it does not relate to any transaction that I made or authorized.`,
    ftcReportParagraph(report, 'A copy of that report is enclosed.'),
    `Under ${CITATIONS.identityTheftNotice} (15 U.S.C. §1681s-2(a)(6)(B)), once a consumer submits an identity theft report to a ` +
      'person who furnishes information to a consumer reporting agency, at the address that person specifies for such reports, ' +
      'stating that information it maintains resulted from identity theft, that person may not furnish the information to any ' +
      'consumer reporting agency unless it subsequently knows or is informed by the consumer that the information is correct. ' +
      `I send this report to the address my ${BUREAU_LABELS[dispute.bureau]} credit report prints for you; if you specify another ` +
      'address for identity theft reports, please forward it there or tell me that address.',
    `I have also asked ${reportedTo} to block this information under ${CITATIONS.identityTheftBlock} (15 U.S.C. §1681c-2).`,
    'Please stop reporting this account as mine, and confirm to me in writing, at the address above, what you have done. Thank you.',
  ];
  const factBlocks = [accountBlock(dispute, 'Account resulting from identity theft'), identityBlock(consumer)].filter((b): b is string => b !== null);
  return {
    to,
    from: consumerAddress(consumer),
    date: input.date,
    subject: 'Identity theft report: information you furnish about me',
    body: composeBody(prose, factBlocks),
    enclosures: [...(input.enclosures ?? [])],
    citations: [CITATIONS.identityTheftNotice, CITATIONS.identityTheftBlock],
    ...(input.enclosedDocumentIds ? { enclosedDocumentIds: [...input.enclosedDocumentIds] } : {}),
  };
}
