/**
 * The Credit Repair Organizations Act's papers (15 U.S.C. 1679c–1679e): the disclosure statement given before a
 * contract, the written contract for a plan, and the Notice of Cancellation. Zod-free static text
 * (`@finx/contracts/croa`): the Terms page, /subscription and the server (which stores the text the user accepted)
 * read the same words.
 */
import { COMPANY } from './company';
import { formatCents } from './money';
import { feeSplit, MAILING_PRICE_CENTS, NO_PLAN, type Plan, PLANS } from './plans';

/** The statement 15 U.S.C. § 1679c(a) requires, word for word, as a document separate from the contract. */
export const CREDIT_FILE_RIGHTS_TITLE = 'Consumer Credit File Rights Under State and Federal Law';
export const CREDIT_FILE_RIGHTS = [
  'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any “credit repair” company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
  'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
  'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
  'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
  'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
  'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
  'If the credit bureau’s reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.',
  'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact: The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580.',
];

/** Raised whenever the contract's wording changes; stored with every acceptance. */
export const CONTRACT_VERSION = '2026-02';

/** Business days the consumer has to cancel (15 U.S.C. 1679e(a)). */
export const CANCELLATION_BUSINESS_DAYS = 3;

/** The conspicuous statement 15 U.S.C. 1679d(b)(4) requires near the signature. */
export const RIGHT_TO_CANCEL =
  'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.';

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

const companyAddress = `${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}`;

const mailing = formatCents(MAILING_PRICE_CENTS);

/** What each plan costs, as the contract without a plan lists them (so choosing one later needs no second contract). */
const planTerms = () => PLANS.map((p) => `${p.name}: ${formatCents(p.price)} per month (${feeSplit(p)})`).join('; ');

/**
 * The written contract (15 U.S.C. 1679d(b)): payment terms, services, time, guarantee, our name and address. For a
 * plan, that plan's monthly fees; without one (`null`, accepted before the first letter is prepared or mailed), no
 * monthly fee, each certified-mail package paid after it is mailed, and the fees of every plan the user may choose
 * later.
 */
export function creditRepairContract(plan: Plan | null): ContractSection[] {
  const includes = plan?.includes ?? NO_PLAN.includes;
  const letters = includes.letterItemsPerMonth === null ? 'for as many items as you ask' : `for up to ${includes.letterItemsPerMonth} disputed items a month`;
  return [
    {
      heading: 'Parties',
      paragraphs: [
        plan
          ? `This contract is between you and ${companyAddress} (“FinX”), a credit repair organization, for the FinX ${plan.name} plan.`
          : `This contract is between you and ${companyAddress} (“FinX”), a credit repair organization, for the credit repair services you ask FinX to perform, with or without a paid plan.`,
      ],
    },
    {
      heading: 'Services we will perform',
      paragraphs: [
        `When you ask us to: we review the credit information you give us or upload, prepare dispute letters (${letters}) for the items you tell us are inaccurate, incomplete or unverifiable, mail them by USPS certified mail to Experian, Equifax or TransUnion (or record your own filing on a bureau’s website), track each bureau’s 30-day investigation and its answer, and prepare the next round when an item is verified.${plan ? ` The plan also includes: ${plan.features.join('; ')}.` : ''}`,
        'We will not dispute information you have told us is accurate, and we will not advise you to make any untrue or misleading statement to a bureau or creditor.',
      ],
    },
    {
      heading: 'Total cost and terms of payment',
      paragraphs: plan
        ? [
            `The plan costs ${formatCents(plan.price)} per month, in US dollars, until you cancel: ${formatCents(plan.softwareFee)} for the software (FinX Score, dashboard, Guardian assistant, lessons), billed at the start of each month, and ${formatCents(plan.creditRepairFee)} for the month’s credit-repair work, billed only after that month’s work has been performed, at the end of the month. ${includes.mailingsIncludedPerMonth ? `${includes.mailingsIncludedPerMonth} certified-mail packages a month are included; each one after them costs ${mailing}` : `Each certified-mail package costs ${mailing}`}, billed only after the carrier has accepted it for mailing. You see and confirm the price of every mailing before it is sent.`,
            'Nothing is charged to a card before your cancellation period has ended; your first software fee is charged then. A month’s credit-repair fee is never charged before that month is over, and a month cancelled within the cancellation period is not charged at all. If you pay with PayPal, the payment you approve is charged at once and refunded in full if you cancel within the cancellation period.',
          ]
        : [
            `Without a plan there is no monthly fee. Each certified-mail package to a bureau costs ${mailing}, in US dollars, billed only after the carrier has accepted it for mailing and never before your cancellation period has ended. You see and confirm the price of every mailing before it is sent; nothing else is charged. Reading your reports, the findings, lessons, letter previews and the Guardian assistant cost nothing.`,
            `If you later choose a paid plan on the Subscription page, this contract covers it at these prices: ${planTerms()}. Nothing is charged for a plan until you choose it and pay for it.`,
          ],
    },
    {
      heading: 'How long it will take',
      paragraphs: [
        'We begin when you ask us to after you have accepted this contract (for example when you confirm a mailing). Letters are mailed within 2 business days of your approval and delivered in 2-3 business days; each bureau must complete its investigation within 30 days of receiving a dispute (45 days if you send it more information). Work continues until you cancel.',
      ],
    },
    {
      heading: 'No guarantee',
      paragraphs: [
        'We do not guarantee that any item will be removed or changed, or that your score will reach a particular number: the bureaus and creditors decide every dispute.',
      ],
    },
    {
      heading: 'Your right to cancel',
      paragraphs: [
        RIGHT_TO_CANCEL,
        'If you cancel within the cancellation period, all work stops at once: letters not yet mailed are not sent, and nothing is charged, not even for letters already mailed.',
        plan
          ? 'After the cancellation period you may cancel at any time from the Subscription page; the plan then ends at the end of the month already paid for, and that month’s credit-repair work is billed when the month ends.'
          : 'After the cancellation period you may cancel at any time from the Subscription page; mailings already made are billed as agreed, and nothing more is done or charged.',
      ],
    },
  ];
}

/** The Notice of Cancellation form (15 U.S.C. 1679e(b)), with the deadline filled in. */
export function noticeOfCancellation(deadline: string): ContractSection {
  return {
    heading: 'Notice of Cancellation',
    paragraphs: [
      'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd day which begins after the date the contract is signed by you.',
      `To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice, to ${companyAddress}, or e-mail it to ${COMPANY.email}, before midnight on ${deadline}. You may also cancel with the Cancel button on the Subscription page.`,
      'I hereby cancel this transaction. [Date] [Purchaser’s signature]',
    ],
  };
}
