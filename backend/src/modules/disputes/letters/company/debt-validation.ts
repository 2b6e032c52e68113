import { formatLetterDate } from '../format';
import { CITATIONS } from '../templates/law';
import type { CompanyLetterInput, Letter } from '../types';
import { companyAccountBlock, companyLetter } from './parts';

export interface ValidationInput extends CompanyLetterInput {
  /** The day the user received the collector's first written notice about the debt. */
  noticeReceivedOn: Date;
  /** The letter goes out within the 30 days of FDCPA §809(b). */
  withinPeriod: boolean;
}

/** FDCPA §809(b) (15 U.S.C. §1692g(b)): within the 30 days collection must stop until the collector verifies; after them it is a request. */
function pauseParagraph(withinPeriod: boolean): string {
  return withinPeriod
    ? `Under ${CITATIONS.debtValidation} (15 U.S.C. §1692g(b)), because I dispute this debt in writing within 30 days of receiving your notice, you must stop collecting it until you obtain verification of the debt and mail it to me; and because I ask for the name and address of the original creditor, you must stop collecting until you mail them to me.`
    : `I write more than 30 days after receiving your notice, so the pause in collection that ${CITATIONS.debtValidation} (15 U.S.C. §1692g(b)) requires for a dispute within those 30 days may not apply. I nevertheless ask you to verify the debt before you collect it.`;
}

/**
 * A debt-validation request (issue 29) to the collector that reports a collection: the debt is disputed, and the
 * collector is asked for the items its validation notice owes (FDCPA §809(a)) and for verification, and to stop
 * collecting until it answers (§809(b)). It admits nothing: the debt is "this debt", never "my debt".
 */
export function draftValidationRequest(input: ValidationInput): Letter {
  const { account } = input;
  const prose = [
    `I received your first written notice about the debt listed below on ${formatLetterDate(input.noticeReceivedOn)}. I dispute this debt, and I request validation of it.`,
    'This letter is not an acknowledgment that I owe this debt, and it is not a promise to pay it.',
    pauseParagraph(input.withinPeriod),
    [
      'Please send me:',
      `- the amount of the debt, and how it was calculated, with any interest and fees (${CITATIONS.debtValidationNotice}(1));`,
      `- the name of the creditor to whom the debt is owed (${CITATIONS.debtValidationNotice}(2));`,
      `- the name and address of the original creditor (${CITATIONS.debtValidationNotice}(5));`,
      '- verification of the debt: documents showing that it is mine and that the amount is right, such as the original agreement or the last statement of the original creditor, and a copy of any judgment.',
    ].join('\n'),
    `Until you have done so, please stop collecting this debt. If you report it to a credit bureau, ${CITATIONS.disputedDebtReporting} (15 U.S.C. §1692e(8)) forbids reporting it without saying that I dispute it.`,
    'Please answer me in writing at the address above.',
  ];
  const citations = [CITATIONS.debtValidation, CITATIONS.debtValidationNotice, CITATIONS.disputedDebtReporting];
  return companyLetter(
    input,
    'Dispute of a debt and request for validation',
    prose,
    [companyAccountBlock(account, 'Debt in question', 'Collector')],
    citations,
  );
}
