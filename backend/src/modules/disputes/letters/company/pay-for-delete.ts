import type { CompanyLetterInput, Letter } from '../types';
import { companyAccountBlock, companyLetter, dollars, reportedTo } from './parts';

export interface PayForDeleteInput extends CompanyLetterInput {
  /** Dollars the user offers (at most the balance the report shows). */
  amount: number;
}

/**
 * A pay-for-delete offer (issue 29) to the collector that reports a collection: the amount the user chose, in
 * exchange for deleting the account at each bureau, agreed in writing before any payment. It admits nothing and
 * promises nothing until the collector agrees; it relies on no law (nothing obliges a collector to accept).
 */
export function draftPayForDeleteOffer(input: PayForDeleteInput): Letter {
  const { account } = input;
  const amount = dollars(input.amount);
  const bureaus = reportedTo(account);
  const prose = [
    `I am writing about the collection account listed below, which you report to ${bureaus}. I offer to pay ${amount} to resolve it, in exchange for your agreement to delete the account from my credit reports at ${account.bureaus.length === 1 ? bureaus : `each of them`}.`,
    'This offer is not an acknowledgment that I owe this debt or any part of it.',
    `If you accept, please send me your agreement in writing, signed, before I pay: that you accept ${amount} as payment in full, and that within 30 days of receiving it you will ask ${bureaus} to delete the account, not to report it as paid. When I receive your signed agreement, I will pay that amount by the method it states.`,
    'You are not required to accept this offer, and until you agree to it in writing it is not a promise to pay.',
    'Please answer me in writing at the address above.',
  ];
  return companyLetter(input, 'Offer to pay in exchange for deletion', prose, [companyAccountBlock(account, 'Collection account', 'Collector')], []);
}
