/**
 * The legal paragraphs several letter types share, and the citations they carry. Figures are the statute's:
 * FCRA 15 U.S.C. §1681 et seq., FDCPA 15 U.S.C. §1692 et seq. Each citation string appears verbatim in the
 * paragraph that relies on it.
 */
import { formatLetterDate, listNames } from '../format';
import type { LetterDispute } from '../types';

export const CITATIONS = {
  reinvestigation: 'FCRA §611',
  methodOfVerification: 'FCRA §611(a)(7)',
  methodOfVerificationNotice: 'FCRA §611(a)(6)(B)(iii)',
  directDispute: 'FCRA §623(a)(8)',
  reinsertion: 'FCRA §611(a)(5)(B)',
  disclosure: 'FCRA §609',
  obsolete: 'FCRA §605',
  identityTheftBlock: 'FCRA §605B',
  identityTheftNotice: 'FCRA §623(a)(6)(B)',
  furnisher: 'FCRA §623',
  debtValidation: 'FDCPA §809(b)',
  debtValidationNotice: 'FDCPA §809(a)',
  disputedDebtReporting: 'FDCPA §807(8)',
  reinvestigationPeriod: 'FCRA §611(a)(1)',
  deleteUnverified: 'FCRA §611(a)(5)(A)',
  cfpb: 'Consumer Financial Protection Bureau',
  attorneyGeneral: 'Attorney General',
} as const;

/** FCRA §611(a)(1), (a)(2), (a)(5)(A), (a)(6); the 45-day extension of §611(a)(1)(B) and §612(a)(3). */
export function reinvestigationParagraph(creditor: string): string {
  return (
    `Under ${CITATIONS.reinvestigation} (15 U.S.C. §1681i), you must reinvestigate this item free of charge and complete the ` +
    'reinvestigation within 30 days of receiving my dispute (45 days if I send additional relevant information during that ' +
    `period, or if I dispute after receiving my free annual file disclosure). You must notify ${creditor} of my dispute ` +
    'within 5 business days, delete or correct the item if it is inaccurate, incomplete or cannot be verified, and send ' +
    'me the results in writing within 5 business days of completing the reinvestigation.'
  );
}

/** FCRA §623(b)(1): the furnisher's duties once the bureau forwards a dispute. */
export function furnisherParagraph(creditor: string): string {
  return (
    `Under ${CITATIONS.furnisher}(b) (15 U.S.C. §1681s-2(b)), once you forward my dispute, ${creditor} must investigate it, ` +
    'review the information you send with it, and report the results to you; if the information is inaccurate or ' +
    'incomplete, it must report that to each nationwide consumer reporting agency it furnished the information to.'
  );
}

/** FCRA §605B(a): only when the consumer's own description says identity theft. */
export function identityTheftParagraph(): string {
  return (
    'I believe this account is the result of identity theft. Under ' +
    `${CITATIONS.identityTheftBlock} (15 U.S.C. §1681c-2), a consumer reporting agency must block information that results ` +
    "from identity theft within 4 business days of receiving proof of the consumer's identity, a copy of an identity " +
    'theft report, the identification of that information, and a statement that it does not relate to any transaction ' +
    'by the consumer.'
  );
}

/** The FTC Identity Theft Report a §605B request or a §623(a)(6)(B) notice rests on, and that a copy is enclosed. */
export function ftcReportParagraph(r: NonNullable<LetterDispute['identityTheft']>, enclosed: string): string {
  return (
    `I reported the identity theft to the Federal Trade Commission at IdentityTheft.gov: FTC Identity Theft Report number ` +
    `${r.reportNumber}, filed ${formatLetterDate(r.filedOn)}. ${enclosed}`
  );
}

/** Round 2+: what the bureau answered last time, in the consumer's words. */
export function previousAnswerParagraph(dispute: LetterDispute): string {
  const previous = dispute.previousResponse;
  return previous
    ? `Your reinvestigation results dated ${formatLetterDate(previous.responseDate)} reported this account as ` +
        `${previous.result === 'verified' ? 'verified' : 'unchanged'}. I still dispute it.`
    : 'I have disputed this account with you before, and I still dispute it.';
}

/** 'CAPITAL ONE, PO Box 30285, Salt Lake City, UT 84130, telephone (800) 955-7070': the furnisher as the report prints it. */
export function furnisherLine(f: NonNullable<LetterDispute['furnisher']>): string {
  return [f.name, f.address, f.phone ? `telephone ${f.phone}` : null].filter(Boolean).join(', ');
}

/**
 * After a verified answer: the method-of-verification request. The results notice must offer the description
 * (§611(a)(6)(B)(iii)); the bureau must send it within 15 days of the request (§611(a)(7)). The furnisher is named
 * as the consumer's report prints it, so the bureau's answer can be checked against it.
 */
export function methodOfVerificationParagraph(dispute: Pick<LetterDispute, 'furnisher'> = {}): string {
  return (
    `Your results notice must tell me that I may request a description of the procedure used to determine the accuracy and ` +
    `completeness of this information (${CITATIONS.methodOfVerificationNotice}, 15 U.S.C. §1681i(a)(6)(B)(iii)). I request it ` +
    `now. Under ${CITATIONS.methodOfVerification} (15 U.S.C. §1681i(a)(7)), please send me, within 15 days of receiving this ` +
    'request, a description of that procedure, including the business name and address of any furnisher of information ' +
    'contacted, and its telephone number if reasonably available.' +
    (dispute.furnisher ? ` My credit report names the company that reports this account as ${furnisherLine(dispute.furnisher)}.` : '')
  );
}

/**
 * FCRA §623(a)(8) (15 U.S.C. §1681s-2(a)(8)) and Regulation V (12 CFR 1022.43): a dispute sent straight to the
 * furnisher at the address a consumer report gives for it must be investigated and answered within the period
 * a bureau has for a reinvestigation (30 days).
 */
export function directDisputeParagraph(bureauName: string): string {
  return (
    `I send this dispute directly to you, at the address my ${bureauName} credit report gives for you. Under ${CITATIONS.directDispute} ` +
    '(15 U.S.C. §1681s-2(a)(8)) and 12 CFR 1022.43, you must conduct a reasonable investigation of this dispute, review all ' +
    'relevant information I provide, and report the results to me within the time a consumer reporting agency has to ' +
    'complete a reinvestigation (30 days). If the information you furnished is inaccurate, you must promptly notify each ' +
    'consumer reporting agency to which you furnished it and give it the correction. If you decide that this dispute is ' +
    'frivolous or irrelevant, you must tell me so within 5 business days, with the reasons and the information you would need.'
  );
}

/** FDCPA §809(b): a collector must verify a disputed debt before collecting it; the creditors asked to verify. */
export function debtValidationParagraph(creditors: string[]): string {
  const one = creditors.length === 1;
  return (
    `Under the Fair Debt Collection Practices Act, ${CITATIONS.debtValidation} (15 U.S.C. §1692g(b)), a debt collector that ` +
    "receives a consumer's written dispute within 30 days of its validation notice must stop collecting the disputed debt " +
    `until it obtains verification of the debt or a copy of a judgment and mails it to the consumer. Please ask ${listNames(creditors)} to verify that ` +
    (one ? 'this debt is mine and the amount it reports.' : 'these debts are mine and the amounts they report.')
  );
}

/** FCRA §605(a)(1), (a)(4), (a)(5) and the start of the 7 years in §605(c)(1). */
export function obsoleteParagraph(): string {
  return (
    `Under ${CITATIONS.obsolete}(a) (15 U.S.C. §1681c), an account placed for collection or charged off, and most other adverse ` +
    `information, may not be reported once it is more than 7 years old; under ${CITATIONS.obsolete}(c), those 7 years run ` +
    'from 180 days after the start of the delinquency that led to the collection or charge-off. A bankruptcy may not be ' +
    `reported for more than 10 years (${CITATIONS.obsolete}(a)(1)).`
  );
}

/** FCRA §611(a)(3): a dispute the bureau calls frivolous must be answered within 5 business days, with reasons. */
export function frivolousParagraph(): string {
  return (
    `If you decide that this dispute is frivolous or irrelevant, ${CITATIONS.reinvestigation}(a)(3) requires you to tell me so ` +
    'within 5 business days, with the reasons and the information you would need to reinvestigate it.'
  );
}

export const citesIdentityTheft = (description: string | null) => /identity\s+(theft|was\s+stolen)|stolen\s+identity/i.test(description ?? '');

/** What the consumer's records show of a reinserted item: when the bureau deleted it (`bureau` named in a letter to someone else). */
export function reinsertionFacts(r: NonNullable<LetterDispute['reinsertion']>, bureau?: string): string {
  const deleted = r.accountNumber ? `${r.creditor} (account ${r.accountNumber})` : r.creditor;
  return `${bureau ?? 'You'} deleted ${deleted} from my file after my earlier dispute; ${bureau ? 'its' : 'your'} results are dated ${formatLetterDate(r.deletedOn)}.`;
}

/** The direct dispute of a reinserted item: the deletion, and the certification only the furnisher can have given. */
export const reinsertionToFurnisherParagraph = (r: NonNullable<LetterDispute['reinsertion']>, bureau: string) =>
  `${reinsertionFacts(r, bureau)} It appears in my file again. Under ${CITATIONS.reinsertion} (15 U.S.C. §1681i(a)(5)(B)), deleted ` +
  'information may be reinserted only once the person who furnishes it certifies that it is complete and accurate. If you gave ' +
  'that certification, please tell me when, and send me a copy of it.';

/**
 * FCRA §611(a)(5)(B): deleted information may be reinserted only once its furnisher certifies it complete and
 * accurate, and the bureau must notify the consumer in writing within 5 business days, with the furnisher's name,
 * address and phone. The letter asks for both, for `which` ('the item listed above', 'each item marked reinserted').
 */
export function reinsertionLawParagraph(which: string): string {
  return (
    `Under ${CITATIONS.reinsertion} (15 U.S.C. §1681i(a)(5)(B)), information deleted after a reinvestigation may not be ` +
    'reinserted unless the person who furnishes it certifies that it is complete and accurate, and you must notify me of the ' +
    'reinsertion in writing within 5 business days, with the business name and address of the furnisher and its telephone ' +
    `number if reasonably available, and a notice of my right to add a statement to my file. For ${which}, please send me a ` +
    "copy of the furnisher's certification and of that notice. If you have neither, please delete it again."
  );
}

/** A reinserted item's own letter: the deletion, that it is back, and the law. */
export const reinsertionParagraph = (dispute: Pick<LetterDispute, 'reinsertion'>) =>
  `${reinsertionFacts(dispute.reinsertion!)} It now appears in my file again. ${reinsertionLawParagraph('the item listed above')}`;
