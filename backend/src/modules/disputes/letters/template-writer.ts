import { BUREAU_LABELS } from '@finx/contracts';
import { BUREAU_ADDRESSES } from './bureau-addresses';
import { accountBlock, CLOSING, composeBody, consumerAddress, identityBlock, type LetterDraft } from './letter-parts';
import { draftPackageLetter } from './package-template';
import { TYPE_TEMPLATES } from './templates';
import {
  CITATIONS,
  citesIdentityTheft,
  identityTheftParagraph,
  methodOfVerificationParagraph,
  previousAnswerParagraph,
  reinsertionParagraph,
} from './templates/law';
import { ownDescription, reasonCitations, reasonParagraph } from './templates/reasons';
import type { AnyLetterInput, LetterInput, LetterWriter } from './types';

export { composeBody, consumerName, type LetterDraft } from './letter-parts';

/** The template letter for one dispute, or for a bureau package (several disputes with one bureau). */
export function draftLetter(input: AnyLetterInput): LetterDraft {
  return 'items' in input ? draftPackageLetter(input) : draftDisputeLetter(input);
}

function draftDisputeLetter(input: LetterInput): LetterDraft {
  const { dispute, consumer } = input;
  const template = TYPE_TEMPLATES[dispute.type]({ ...input, bureauName: BUREAU_LABELS[dispute.bureau] });
  // a §605B request carries its own block paragraphs
  const identityTheft = dispute.type !== '605b' && citesIdentityTheft(dispute.description);
  const nextRound = dispute.round > 1;
  const prose = [
    template.opening,
    ...(nextRound ? [previousAnswerParagraph(dispute)] : []),
    reasonParagraph(dispute.disputeReason, ownDescription(dispute)),
    ...(dispute.reinsertion ? [reinsertionParagraph(dispute)] : []),
    ...(identityTheft ? [identityTheftParagraph()] : []),
    ...template.law,
    ...(nextRound ? [methodOfVerificationParagraph(dispute)] : []),
    ...(template.nextStep ? [template.nextStep] : []),
    template.closing ?? CLOSING,
  ];
  const citations = [
    ...template.citations,
    ...reasonCitations(dispute.disputeReason),
    ...(dispute.reinsertion ? [CITATIONS.reinsertion] : []),
    ...(identityTheft ? [CITATIONS.identityTheftBlock] : []),
    ...(nextRound ? [CITATIONS.methodOfVerificationNotice, CITATIONS.methodOfVerification] : []),
  ];
  const factBlocks = [accountBlock(dispute), identityBlock(consumer)].filter((b): b is string => b !== null);
  return {
    prose,
    factBlocks,
    letter: {
      to: { ...BUREAU_ADDRESSES[dispute.bureau] },
      from: consumerAddress(consumer),
      date: input.date,
      subject: nextRound ? `${template.subject} (round ${dispute.round}: method of verification requested)` : template.subject,
      body: composeBody(prose, factBlocks),
      enclosures: [...(input.enclosures ?? [])],
      citations: [...new Set(citations)],
      ...(input.enclosedDocumentIds ? { enclosedDocumentIds: [...input.enclosedDocumentIds] } : {}),
    },
  };
}

export const templateWriter: LetterWriter = { name: 'template', write: async (input) => draftLetter(input).letter };
