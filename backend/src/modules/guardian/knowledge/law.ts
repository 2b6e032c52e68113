/**
 * The statute passages Guardian can cite: one for each section the dispute letters rely on
 * (disputes/letters/templates/law.ts CITATIONS), the Credit Repair Organizations Act section that bounds
 * what FinX and Guardian may say, and the credit laws people most often ask about besides (ECOA, the CARD Act,
 * the FDCPA's limits on what a collector may say and do). Plain-English summaries of what each section says, with the figures the
 * letters and the deadlines use; each links to the section's text at Cornell's Legal Information Institute.
 * They state the law; they are not advice about anyone's case.
 */
import { CITATIONS, FINAL_RESOLUTION_DAYS, IDENTITY_THEFT_BLOCK_BUSINESS_DAYS, INITIAL_RESPONSE_DAYS, RESULTS_NOTICE_BUSINESS_DAYS } from '../../disputes';

export interface LawPassage {
  /** 'fcra-611', … (the passage id is 'law:<slug>'). */
  slug: string;
  /** The citation as the letters write it ('FCRA §611'). */
  citation: string;
  title: string;
  body: string[];
  href: string;
}

const uscode = (section: string, anchor?: string) => `https://www.law.cornell.edu/uscode/text/15/${section}${anchor ? `#${anchor}` : ''}`;

export const LAW_PASSAGES: readonly LawPassage[] = [
  {
    slug: 'fcra-605',
    citation: CITATIONS.obsolete,
    title: `${CITATIONS.obsolete} (15 U.S.C. §1681c): how long negative information may be reported`,
    href: uscode('1681c'),
    body: [
      'Section 605 of the Fair Credit Reporting Act sets how long a consumer report may include adverse information. Accounts placed for collection or charged off, late payments and most other negative items may not be reported once they are more than 7 years old. A bankruptcy may be reported for up to 10 years from the date of the order for relief or adjudication.',
      'For a collection or a charge-off, section 605(c) starts the 7 years 180 days after the beginning of the delinquency that led to it, so selling the debt to another collector does not restart the clock.',
      'The limits do not apply to a report used for a credit transaction or life insurance of $150,000 or more, or for a job with a yearly salary of $75,000 or more. Information that is outdated under section 605 can be disputed under section 611 so the bureau removes it.',
    ],
  },
  {
    slug: 'fcra-605b',
    citation: CITATIONS.identityTheftBlock,
    title: `${CITATIONS.identityTheftBlock} (15 U.S.C. §1681c-2): blocking information that results from identity theft`,
    href: uscode('1681c-2'),
    body: [
      `Section 605B requires a consumer reporting agency to block information in your file that resulted from identity theft within ${IDENTITY_THEFT_BLOCK_BUSINESS_DAYS} business days of receiving four things: proof of your identity, a copy of an identity theft report (such as the one IdentityTheft.gov produces), the identification of the information, and your statement that it does not relate to any transaction you made.`,
      'The agency must promptly tell the company that furnished the information that it was blocked. It may decline or remove a block if it reasonably determines that the block was made in error or on a material misrepresentation, or that you received goods, services or money from the transaction; it must then tell you.',
    ],
  },
  {
    slug: 'fcra-609',
    citation: CITATIONS.disclosure,
    title: `${CITATIONS.disclosure} (15 U.S.C. §1681g): your right to see your file — the "609 letter"`,
    href: uscode('1681g'),
    body: [
      'Section 609 gives you the right, when you ask and prove who you are, to a disclosure of all the information in your file at a consumer reporting agency, the sources of that information, and everyone who obtained your report in the past year (two years for employment purposes), with the dates of inquiries. The disclosure need not include a credit score; a bureau may charge a fair fee for one.',
      'A "609 letter" is a written request for this disclosure. Section 609 is about seeing your file and its sources: it does not require a bureau to produce original signed contracts, and it does not make a bureau delete accurate information. Inaccurate or incomplete items are disputed under section 611.',
    ],
  },
  {
    slug: 'fcra-611',
    citation: CITATIONS.reinvestigation,
    title: `${CITATIONS.reinvestigation} (15 U.S.C. §1681i): the bureau's reinvestigation of a dispute and its deadlines`,
    href: uscode('1681i'),
    body: [
      `When you dispute the completeness or accuracy of an item in your file, section 611 requires the consumer reporting agency to reinvestigate it free of charge and finish within ${INITIAL_RESPONSE_DAYS} days of receiving your dispute. The period can be extended by up to 15 days, to ${FINAL_RESOLUTION_DAYS} days, if you send more relevant information during the ${INITIAL_RESPONSE_DAYS} days, or when you dispute after receiving your free annual report under section 612.`,
      `Within ${RESULTS_NOTICE_BUSINESS_DAYS} business days of receiving your dispute, the bureau must notify the company that furnished the item, with all the relevant information you gave. If the item is inaccurate, incomplete or cannot be verified, the bureau must delete or correct it; a deleted item may come back only if the furnisher certifies it is accurate, and the bureau must then tell you within ${RESULTS_NOTICE_BUSINESS_DAYS} business days.`,
      `The bureau must send you the results in writing within ${RESULTS_NOTICE_BUSINESS_DAYS} business days of completing the reinvestigation, with a free copy of your report if it changed. A bureau may end a dispute it finds frivolous or irrelevant, but must tell you so within ${RESULTS_NOTICE_BUSINESS_DAYS} business days of deciding it, with its reasons and what it would need to reinvestigate. If a dispute does not resolve the matter, you may add a brief statement of dispute to your file.`,
    ],
  },
  {
    slug: 'fcra-611-a7',
    citation: CITATIONS.methodOfVerification,
    title: `${CITATIONS.methodOfVerification} (15 U.S.C. §1681i(a)(7)): asking how the bureau verified an item`,
    href: uscode('1681i', 'a_7'),
    body: [
      "After a reinvestigation, the bureau's results notice must tell you that you may ask for a description of the procedure it used to determine the accuracy and completeness of the information. Under section 611(a)(7), if you ask, the bureau must send that description within 15 days of receiving your request.",
      'The description must include the business name and address of any furnisher of information the bureau contacted, and its telephone number if reasonably available. FinX letters for a second or later round of a dispute ask for this method of verification.',
    ],
  },
  {
    slug: 'fcra-612',
    citation: 'FCRA §612',
    title: 'FCRA §612 (15 U.S.C. §1681j): free credit reports',
    href: uscode('1681j'),
    body: [
      'Section 612 entitles you to a free disclosure of your file from each nationwide consumer reporting agency once every 12 months, requested through the central source the bureaus run together, AnnualCreditReport.com.',
      'You are also entitled to a free report if, within 60 days, you ask after a notice of adverse action based on your report (such as a denied application), and once in 12 months if you are unemployed and intend to apply for a job within 60 days, receive public welfare assistance, or believe your file is inaccurate because of fraud. If you dispute an item after receiving your free annual report, the bureau may take up to 45 days to reinvestigate.',
    ],
  },
  {
    slug: 'fcra-623',
    citation: CITATIONS.furnisher,
    title: `${CITATIONS.furnisher} (15 U.S.C. §1681s-2): the duties of the companies that report your accounts`,
    href: uscode('1681s-2'),
    body: [
      'Section 623 sets the duties of furnishers, the lenders and collectors that report information to the bureaus. A furnisher must not report information it knows or has reasonable cause to believe is inaccurate, must correct and update information it learns is incomplete or inaccurate, and must report an account as disputed when you dispute it directly with the furnisher.',
      "Under section 623(b), once a bureau forwards your dispute, the furnisher must investigate it, review all the relevant information the bureau sent, and report the results to the bureau. If the information is inaccurate or incomplete, it must report that to every nationwide bureau it furnished the information to, and modify, delete or block the item. It must finish within the bureau's reinvestigation period.",
    ],
  },
  {
    slug: 'fdcpa-809b',
    citation: CITATIONS.debtValidation,
    title: `${CITATIONS.debtValidation} (15 U.S.C. §1692g): debt validation with a collector`,
    href: uscode('1692g'),
    body: [
      'Under section 809(a) of the Fair Debt Collection Practices Act, a debt collector must send you a written validation notice within 5 days of first contacting you, with the amount of the debt, the name of the creditor it is owed to, and your right to dispute it within 30 days.',
      "Under section 809(b), if you notify the collector in writing within 30 days of receiving that notice that you dispute the debt, or ask for the original creditor's name and address, the collector must stop collecting the debt until it mails you verification of the debt or a copy of a judgment, or the original creditor's name and address. Not disputing within 30 days is not an admission that you owe the debt.",
    ],
  },
  {
    slug: 'fcra-616-617',
    citation: 'FCRA §616 and §617',
    title: 'FCRA §616 and §617 (15 U.S.C. §1681n, §1681o): suing for a violation of the FCRA',
    href: uscode('1681n'),
    body: [
      'Section 616 makes anyone who willfully fails to comply with the Fair Credit Reporting Act liable to the consumer for actual damages or statutory damages of $100 to $1,000, punitive damages as the court allows, and the costs of the action with reasonable attorney’s fees.',
      'Section 617 makes anyone who negligently fails to comply liable for the consumer’s actual damages and the costs of the action with reasonable attorney’s fees. A suit must be brought within 2 years of discovering the violation and no later than 5 years after it (section 618).',
    ],
  },
  {
    slug: 'croa-1679b',
    citation: 'CROA 15 U.S.C. §1679b',
    title: 'Credit Repair Organizations Act, 15 U.S.C. §1679b: what credit repair companies may not do',
    href: uscode('1679b'),
    body: [
      "Section 1679b forbids any person, including a credit repair organization, from making or advising you to make a statement that is untrue or misleading, or that they should know is untrue or misleading, to a consumer reporting agency or a creditor about your credit standing or credit history. It also forbids advising you to change your identification to hide accurate information in your file, misrepresenting a credit repair organization's services, and any fraud or deception in selling them.",
      'A credit repair organization may not charge for a service before the service is fully performed. No one can lawfully have accurate, current and verifiable information removed from a credit report, so no one can promise you a higher score or the removal of accurate items.',
    ],
  },
  {
    slug: 'ecoa',
    citation: 'ECOA 15 U.S.C. §1691',
    title: 'Equal Credit Opportunity Act, 15 U.S.C. §1691 (Regulation B): no discrimination, a spouse’s signature, reasons for a denial',
    href: uscode('1691'),
    body: [
      'The Equal Credit Opportunity Act forbids a creditor to discriminate against an applicant on the basis of race, color, religion, national origin, sex, marital status or age, because the income comes from public assistance, or because the applicant has exercised rights under consumer credit laws.',
      'Regulation B (12 CFR 1002.7(d)) forbids a creditor to require the signature of an applicant’s spouse when the applicant qualifies on their own under the creditor’s standards of creditworthiness; a creditor that needs another signer may ask for one but may not insist that it be the spouse.',
      'A creditor that denies an application or takes other adverse action must notify the applicant, within 30 days of a completed application, with the specific reasons or the right to ask for them (section 1691(d)).',
    ],
  },
  {
    slug: 'card-act',
    citation: 'Credit CARD Act of 2009 (15 U.S.C. §1637, §1665e, §1666i-1)',
    title: 'Credit CARD Act of 2009: applicants under 21, notice of rate increases, rates on existing balances',
    href: uscode('1637'),
    body: [
      'A card issuer may not open a credit card account for someone under 21 unless the applicant shows an independent ability to make the payments or has a co-signer who is at least 21 (15 U.S.C. §1637(c)(8)).',
      'An issuer must give at least 45 days’ written notice before raising the annual percentage rate or making another significant change to the account’s terms, and tell the cardholder of the right to cancel the account before the change takes effect (15 U.S.C. §1637(i)).',
      'A higher rate generally applies only to new transactions: the issuer may not raise the rate on an existing balance except when a promotional rate ends, a variable rate follows its index, a workout arrangement ends, or the minimum payment is more than 60 days late (15 U.S.C. §1666i-1).',
    ],
  },
  {
    slug: 'fdcpa-805-808',
    citation: 'FDCPA §805, §807, §808 (15 U.S.C. §1692c, §1692e, §1692f)',
    title: 'FDCPA §805, §807, §808: whom a collector may tell, false threats, and unfair practices such as post-dated checks',
    href: uscode('1692c'),
    body: [
      'Section 805(b) forbids a debt collector to discuss a debt with anyone other than the consumer, the consumer’s spouse or attorney, the creditor and their attorneys, or a consumer reporting agency, except to find the consumer. Telling an employer that someone owes a debt is not allowed.',
      'Section 807 forbids false, deceptive or misleading representations, including threatening action the collector cannot lawfully take or does not intend to take, and communicating credit information the collector knows or should know is false — including failing to say that a disputed debt is disputed (section 807(8)).',
      'Section 808 forbids unfair practices: collecting any amount not authorized by the agreement or by law, accepting a check post-dated by more than 5 days without written notice 3 to 10 business days before depositing it, and depositing or threatening to deposit a post-dated check before its date.',
    ],
  },
];
