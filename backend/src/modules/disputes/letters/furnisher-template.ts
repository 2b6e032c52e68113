import { BUREAU_LABELS } from '@finx/contracts';
import { formatLetterDate } from './format';
import { accountBlock, composeBody, consumerAddress, identityBlock } from './letter-parts';
import { CITATIONS, directDisputeParagraph, reinsertionToFurnisherParagraph } from './templates/law';
import { ownDescription, reasonParagraph } from './templates/reasons';
import type { Letter, LetterInput, MailingAddress } from './types';

/** 'PO BOX 30285, SALT LAKE CITY, UT 84130-0285' → its lines; null when the printed address has no city, state and ZIP. */
export function mailingAddressOf(name: string, printed: string): MailingAddress | null {
  const m = /^(.+?)[,\s]+([A-Za-z][A-Za-z .'-]*?),?\s+([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/.exec(printed.replace(/\s+/g, ' ').trim());
  return m ? { name, line1: m[1]!.replace(/,$/, ''), city: m[2]!, state: m[3]!.toUpperCase(), zip: m[4]! } : null;
}

/**
 * The direct dispute (issue 29): after a bureau answered "verified", the same dispute — the account, the
 * reason and the consumer's own words, the evidence FinX quoted — sent to the company that reports it, at the
 * address the report prints (FCRA §623(a)(8); 12 CFR 1022.43(c)). `to` is that address.
 */
export function draftFurnisherLetter(input: LetterInput, to: MailingAddress): Letter {
  const { dispute, consumer } = input;
  const bureauName = BUREAU_LABELS[dispute.bureau];
  const previous = dispute.previousResponse;
  const prose = [
    `I dispute the accuracy of the following account, which you report to ${bureauName}, and ask you to investigate it.`,
    reasonParagraph(dispute.disputeReason, ownDescription(dispute)),
    ...(dispute.reinsertion ? [reinsertionToFurnisherParagraph(dispute.reinsertion, bureauName)] : []),
    ...(previous
      ? [
          `I disputed it with ${bureauName} first; its reinvestigation results dated ${formatLetterDate(previous.responseDate)} reported it as ${previous.result === 'verified' ? 'verified' : 'unchanged'}.`,
        ]
      : []),
    directDisputeParagraph(bureauName),
    'Please send the results of your investigation to me at the address above. Thank you.',
  ];
  const factBlocks = [accountBlock(dispute), identityBlock(consumer)].filter((b): b is string => b !== null);
  return {
    to,
    from: consumerAddress(consumer),
    date: input.date,
    subject: `Direct dispute of information you furnish to ${bureauName}`,
    body: composeBody(prose, factBlocks),
    enclosures: [...(input.enclosures ?? [])],
    citations: [CITATIONS.directDispute, ...(dispute.reinsertion ? [CITATIONS.reinsertion] : [])],
  };
}
