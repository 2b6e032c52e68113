import { BUREAU_LABELS } from '@finx/contracts';
import { BUREAU_ADDRESSES } from './bureau-addresses';
import { accountBlock, CLOSING, composeBody, consumerAddress, identityBlock, type LetterDraft } from './letter-parts';
import {
  CITATIONS,
  debtValidationParagraph,
  frivolousParagraph,
  furnisherParagraph,
  obsoleteParagraph,
  reinsertionFacts,
  reinsertionLawParagraph,
  reinvestigationParagraph,
} from './templates/law';
import { ownDescription, reasonParagraph } from './templates/reasons';
import type { LetterDispute, PackageLetterInput } from './types';

const isObsolete = (d: LetterDispute) => d.type === 'obsolete' || d.disputeReason === 'obsolete';

/**
 * A bureau package (issue 13): one letter disputing every item the consumer has with one bureau. Each item is
 * listed with its creditor, masked account number, amount and reason; the law paragraphs are the engine's:
 * FCRA §611 always, §623 for the furnishers, FDCPA §809(b) for collections, §605 for obsolete items, §611(a)(5)(B)
 * for reinserted ones.
 */
export function draftPackageLetter(input: PackageLetterInput): LetterDraft {
  const { bureau, items, consumer } = input;
  if (!items.length) throw new RangeError('A package letter covers at least one dispute');
  const bureauName = BUREAU_LABELS[bureau];
  const collectors = [...new Set(items.filter((d) => d.type === 'validation').map((d) => d.creditor))];
  const furnished = items.some((d) => d.type === 'validation' || d.type === 'verification');
  const obsolete = items.some(isObsolete);
  const reinserted = items.some((d) => d.reinsertion);
  const one = items.length === 1;
  const prose = [
    `I am writing to dispute ${one ? 'the item' : `the ${items.length} items`} listed below in my ${bureauName} credit file and to request a reinvestigation of ${one ? 'it' : 'each'} under ${CITATIONS.reinvestigation}.`,
    reinvestigationParagraph('each company that reports these items'),
    ...(furnished ? [furnisherParagraph('each company that reports them')] : []),
    ...(collectors.length ? [debtValidationParagraph(collectors)] : []),
    ...(obsolete ? [obsoleteParagraph()] : []),
    ...(reinserted ? [reinsertionLawParagraph(one ? 'the item listed above' : 'each item marked “Reinserted”')] : []),
    frivolousParagraph(),
    CLOSING,
  ];
  const itemBlocks = items.map((d, i) =>
    accountBlock(d, one ? 'Item in dispute' : `Item ${i + 1} of ${items.length}`, [
      `Reason: ${reasonParagraph(d.disputeReason, ownDescription(d))}`,
      ...(d.reinsertion ? [`Reinserted: ${reinsertionFacts(d.reinsertion)} It appears in my file again.`] : []),
    ]),
  );
  const factBlocks = [...itemBlocks, identityBlock(consumer)].filter((b): b is string => b !== null);
  const citations = [
    CITATIONS.reinvestigation,
    ...(furnished ? [CITATIONS.furnisher] : []),
    ...(collectors.length ? [CITATIONS.debtValidation] : []),
    ...(obsolete ? [CITATIONS.obsolete] : []),
    ...(reinserted ? [CITATIONS.reinsertion] : []),
  ];
  return {
    prose,
    factBlocks,
    letter: {
      to: { ...BUREAU_ADDRESSES[bureau] },
      from: consumerAddress(consumer),
      date: input.date,
      subject: `Dispute of ${one ? 'an item' : `${items.length} items`} in my credit file and request for reinvestigation`,
      body: composeBody(prose, factBlocks),
      enclosures: [...(input.enclosures ?? [])],
      citations,
    },
  };
}
