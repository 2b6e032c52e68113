import type { DisputeReason, LetterDispute } from '../types';
import { CITATIONS } from './law';

/** What is wrong with the account, in the consumer's voice: only what the chosen reason itself says. */
const REASON_SENTENCES: Record<DisputeReason, string> = {
  not_mine: 'This account does not belong to me.',
  paid_in_full: 'I paid this account in full. It should be reported as paid, with a balance of $0.',
  incorrect_amount: 'The amount reported for this account is not correct.',
  incorrect_date: 'One or more dates reported for this account are not correct.',
  duplicate: 'This account appears more than once in my credit file; the same debt should be reported only once.',
  obsolete: `This item is older than the period for which ${CITATIONS.obsolete} (15 U.S.C. §1681c) allows it to be reported.`,
  other: 'The information reported for this account is not accurate.',
};

/** The reason paragraph, with the consumer's own description quoted as written. */
export function reasonParagraph(reason: DisputeReason, description: string | null): string {
  const own = description?.trim();
  return own ? `${REASON_SENTENCES[reason]} In my own words: “${own}”` : REASON_SENTENCES[reason];
}

/**
 * The consumer's own description of the dispute. A reinserted item has none: its description is FinX's finding,
 * written to the user ("after your dispute"), and the letter states those facts in its reinsertion paragraph.
 */
export const ownDescription = (d: Pick<LetterDispute, 'description' | 'reinsertion'>): string | null => (d.reinsertion ? null : d.description);

export const reasonCitations = (reason: DisputeReason): string[] => (reason === 'obsolete' ? [CITATIONS.obsolete] : []);
