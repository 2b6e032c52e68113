import { BUREAU_LABELS } from '@finx/contracts';
import { BUREAU_ADDRESSES } from './bureau-addresses';
import { formatMoney, maskedSsn } from './format';
import { TYPE_TEMPLATES } from './templates';
import { CITATIONS, citesIdentityTheft, identityTheftParagraph, methodOfVerificationParagraph, previousAnswerParagraph } from './templates/law';
import { reasonCitations, reasonParagraph } from './templates/reasons';
import type { Letter, LetterConsumer, LetterDispute, LetterInput, LetterWriter, MailingAddress } from './types';

/** A template letter, with its prose and its fixed fact blocks apart so another writer can reword the prose only. */
export interface LetterDraft {
  letter: Letter;
  prose: string[];
  factBlocks: string[];
}

const CLOSING = 'Please send the results of your reinvestigation to me at the address above. Thank you.';

/** The fact blocks go after the opening paragraph, whoever wrote the prose. */
export const composeBody = (prose: string[], factBlocks: string[]): string[] => [prose[0], ...factBlocks, ...prose.slice(1)];

export function draftLetter(input: LetterInput): LetterDraft {
  const { dispute, consumer } = input;
  const template = TYPE_TEMPLATES[dispute.type]({ ...input, bureauName: BUREAU_LABELS[dispute.bureau] });
  const identityTheft = citesIdentityTheft(dispute.description);
  const nextRound = dispute.round > 1;
  const prose = [
    template.opening,
    ...(nextRound ? [previousAnswerParagraph(dispute)] : []),
    reasonParagraph(dispute.disputeReason, dispute.description),
    ...(identityTheft ? [identityTheftParagraph()] : []),
    ...template.law,
    ...(nextRound ? [methodOfVerificationParagraph()] : []),
    ...(template.nextStep ? [template.nextStep] : []),
    CLOSING,
  ];
  const citations = [
    ...template.citations,
    ...reasonCitations(dispute.disputeReason),
    ...(identityTheft ? [CITATIONS.identityTheftBlock] : []),
    ...(nextRound ? [CITATIONS.methodOfVerification] : []),
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
    },
  };
}

export const templateWriter: LetterWriter = { name: 'template', write: async (input) => draftLetter(input).letter };

export const consumerName = (c: LetterConsumer) => `${c.firstName.trim()} ${c.lastName.trim()}`;

function consumerAddress(c: LetterConsumer): MailingAddress {
  return { name: consumerName(c), line1: c.address.trim(), city: c.city.trim(), state: c.state.trim().toUpperCase(), zip: c.zip.trim() };
}

function accountBlock(d: LetterDispute): string {
  return [
    'Account in dispute',
    `Creditor: ${d.creditor}`,
    ...(d.accountNumber ? [`Account number: ${d.accountNumber}`] : []),
    ...(d.amount ? [`Amount: ${formatMoney(d.amount)}`] : []),
  ].join('\n');
}

/** Name, date of birth and SSN (last 4 only) help the bureau find the file; only when the consumer gave them. */
function identityBlock(c: LetterConsumer): string | null {
  const ssn = maskedSsn(c.ssnLast4);
  const dob = c.dateOfBirth?.trim();
  if (!ssn && !dob) return null;
  return ['My identification', `Name: ${consumerName(c)}`, ...(dob ? [`Date of birth: ${dob}`] : []), ...(ssn ? [`SSN: ${ssn}`] : [])].join('\n');
}
