/**
 * What FinX keeps after an account is closed, why, and for how long (issue 28). One list, read by the privacy
 * policy ("How long we keep it") and by the close preview (`GET /api/account/close`, its `retained`), and
 * enforced by the closing job: kept rows are detached from the person (the account's name, e-mail and sign-in
 * are removed) and deleted when their period ends. Plain data, no zod: the marketing pages import it.
 */
export interface RetainedRecord {
  key: 'contracts' | 'billing' | 'closure';
  what: string;
  why: string;
  /** Whole years after the account is closed. */
  years: number;
}

export const RETAINED_AFTER_CLOSING: readonly RetainedRecord[] = [
  {
    key: 'contracts',
    what: 'Signed credit repair contracts: the text you accepted, the name you typed as your signature, when you signed and any cancellation',
    why: 'The Credit Repair Organizations Act lets either side go to court over a contract for 5 years (15 U.S.C. 1679i), and state credit services laws require us to keep the contracts we make',
    years: 5,
  },
  {
    key: 'billing',
    what: 'Payment and billing records: subscriptions, payments, refunds and certified-mail fees (amounts, dates, plan and the payment provider’s references, never a card number)',
    why: 'Tax law requires records of what we charged and received (26 U.S.C. 6001), and they answer refund and chargeback claims',
    years: 7,
  },
  {
    key: 'closure',
    what: 'The record of your request to close the account: when it was made and when it was carried out, without your name or e-mail',
    why: 'Privacy laws require a record of each privacy request and how it was answered for at least 24 months (California Consumer Privacy Act regulations, 11 CCR § 7101); we keep it until the records above are deleted, because it says when they must be',
    years: 7,
  },
];

/** "5 years after the account is closed". */
export const retentionPeriod = (r: Pick<RetainedRecord, 'years'>) => `${r.years} years after the account is closed`;
