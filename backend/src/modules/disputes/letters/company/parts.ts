import { BUREAU_LABELS, formatCents } from '@finx/contracts';
import { listNames } from '../format';
import { composeBody, consumerAddress } from '../letter-parts';
import type { CompanyAccount, CompanyLetterInput, Letter } from '../types';

/** 'Experian, Equifax and TransUnion': the bureaus whose reports show the account. */
export const reportedTo = (account: CompanyAccount) => listNames(account.bureaus.map((b) => BUREAU_LABELS[b]));

/** Whole dollars as a letter gives them: 1940 → '$1,940'. */
export const dollars = (amount: number) => formatCents(Math.round(amount * 100));

/** The account under a heading, as the user's credit report shows it (the company's own name for it, never a full number). */
export function companyAccountBlock(account: CompanyAccount, heading: string, company = 'Creditor'): string {
  return [
    heading,
    `${company}: ${account.creditor}`,
    ...(account.accountNumber ? [`Account number: ${account.accountNumber}`] : []),
    ...(account.originalCreditor ? [`Original creditor: ${account.originalCreditor}`] : []),
    ...(account.balance !== null ? [`Balance my credit report shows: ${dollars(account.balance)}`] : []),
  ].join('\n');
}

/** The letter from the consumer to the company: the fact blocks after the opening paragraph, nothing enclosed. */
export function companyLetter(input: CompanyLetterInput, subject: string, prose: string[], factBlocks: string[], citations: string[]): Letter {
  return { to: input.to, from: consumerAddress(input.consumer), date: input.date, subject, body: composeBody(prose, factBlocks), enclosures: [], citations };
}
