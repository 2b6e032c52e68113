/** Answer cards about FinX itself: plans, cancelling, certified mail, uploads, data safety, support — from the product's own data. */
import { CERTIFIED_MAIL_PRICE_CENTS, formatCents, NO_PLAN, PLANS } from '@finx/contracts';
import { COMPANY } from '@finx/contracts/company';
import type { AnswerCard } from './cards';
import { helpSource as help, lawSource as law, lessonSource as lesson } from './catalogue';

const plan = (p: (typeof PLANS)[number]) => `${p.name}, ${formatCents(p.price)} a month (${p.features.join('; ')})`;
const MAIL = formatCents(CERTIFIED_MAIL_PRICE_CENTS);
const MAILING_ADDRESS = `${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}`;
const ELITE_ONLY = PLANS.filter((p) => p.includes.aiUnderwriting && p.includes.insuranceQuotes).map((p) => p.name);

export const PRODUCT_CARDS: readonly AnswerCard[] = [
  {
    id: 'plans',
    title: 'FinX plans and prices',
    asks: 'plans prices how much does finx cost monthly fee basic pro elite what included difference which plan features',
    answer: `FinX has three plans: ${PLANS.map(plan).join('. ')}. Each month’s credit-repair fee is charged only after that month’s work is done, and you can compare and choose a plan on the Subscription screen.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }, lesson('croa-rights')],
  },
  {
    id: 'billing',
    title: 'When FinX charges you',
    asks: 'when am i charged charge me start or end of month before work upfront advance billed software fee credit repair fee split breakdown monthly payment card paypal pay with',
    keys: 'split',
    answer: `No payment is taken before the work is done: each plan’s price is split into a software fee billed at the start of the month (${PLANS.map((p) => `${p.name} ${formatCents(p.softwareFee)}`).join(', ')}) and a credit-repair fee billed only after that month’s work has been performed, at the end of the month (${PLANS.map((p) => `${p.name} ${formatCents(p.creditRepairFee)}`).join(', ')}), as the Credit Repair Organizations Act requires. Nothing is charged to a card before your three-business-day cancellation period ends. You can pay by card or with PayPal; a PayPal payment is charged when you approve it and refunded in full if you cancel within the three business days.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }, law('croa-1679b')],
  },
  {
    id: 'cancel-refund',
    title: 'Cancelling and refunds',
    asks: 'cancel cancellation refund money back stop subscription quit end plan three days charged whenever locked in contract months commitment',
    answer: `You can cancel at any time on the Subscription screen, without a fee. Within three business days of signing your contract you may cancel for any reason: the plan ends at once and every payment is refunded (Credit Repair Organizations Act, 15 U.S.C. §1679e). After that, cancelling ends the plan at the end of the period you have paid for, with no further charge. To cancel in writing instead, e-mail ${COMPANY.email} or mail ${MAILING_ADDRESS}.`,
    sources: () => [help('faq-cancel'), law('croa-1679b')],
  },
  {
    id: 'certified-mail',
    title: 'Certified mail',
    asks: 'certified mail cost price how much to mail letter usps postage tracking how are letters sent',
    answer: `FinX mails each approved dispute letter by USPS Certified Mail for ${MAIL} per package — usually delivered in 2-3 business days — so there is proof of when the bureau received it; the Pro plan includes three packages a month. The Disputes screen shows the tracking number and each step, and the date the bureau’s answer is due once it is delivered.`,
    sources: () => [help('faq-certified-mail')],
  },
  {
    id: 'upload-report',
    title: 'Uploading your credit reports',
    asks: 'upload credit report file pdf csv txt json how add report which files kinda document center import mb too big word doc photos heic take those',
    answer:
      'Upload your reports in the Document Center as a PDF, a saved report page (HTML), a text (TXT), CSV or JSON file of up to 10 MB — the report each bureau gives you free at AnnualCreditReport.com works. FinX reads it, updates your FinX Score and lists anything worth disputing, and shows how sure it is of each reading. A file over 10 MB is too large: save the report as text or HTML, or print fewer pages to PDF.',
    sources: () => [help('faq-upload-report')],
  },
  {
    id: 'dispute-start-to-finish',
    title: 'A dispute from start to finish',
    asks: 'how long does a dispute take with finx start to finish whole process roughly mail letter approve how fast',
    answer:
      'Once you approve a letter, FinX mails it by USPS Certified Mail; it is usually delivered in 2-3 business days. The bureau then has 30 days from receiving it to investigate (45 if you send more information), and must send you the results within 5 business days of finishing (FCRA §611) — so about 5 to 6 weeks in all. The Disputes screen shows each step and the due date.',
    sources: () => [help('faq-dispute-time'), law('fcra-611')],
  },
  {
    id: 'data-safety',
    title: 'How FinX protects your data',
    asks: 'ssn safe social security number secure data privacy protect information encrypted sell my data hacked why need my ssn on the letter',
    answer:
      'Your Social Security number and date of birth are stored encrypted, shown only masked (the last 4 digits) and never written to our logs; everything travels encrypted. FinX never sells your information, and the Privacy Policy says exactly what is collected and who receives it. On a dispute letter the SSN is optional and only its last 4 are printed: with your name, address and date of birth they help the bureau find your file and verify it’s you.',
    sources: () => [help('faq-data-safety')],
  },
  {
    id: 'support',
    title: 'Reaching FinX support',
    asks: 'talk to a real person human support contact customer service phone number email call agent help mailing address where are you located office send mail paper',
    answer: `You can reach FinX’s support team by email at ${COMPANY.email} or by phone at ${COMPANY.phone}, ${COMPANY.hours}; ${COMPANY.responseTime[0]!.toLowerCase()}${COMPANY.responseTime.slice(1)} The Contact page has a form too, and letters reach us at ${MAILING_ADDRESS}.`,
    sources: () => [{ kind: 'help', title: 'Contact', href: '/contact' }],
  },
  {
    id: 'no-plan',
    title: 'Using FinX without a plan',
    asks: 'use finx no plan at all cost nothing broke need a plan',
    keys: 'broke',
    answer: `No — you can use FinX without a plan, at no cost: ${NO_PLAN.open.join('; ')}. Once you have signed the contract, FinX also mails letters for up to ${NO_PLAN.includes.letterItemsPerMonth} disputed items a month without a plan, at ${MAIL} per certified-mail package, billed after it is mailed. Plans start at ${PLANS[0]!.name}, ${formatCents(PLANS[0]!.price)} a month (${PLANS[0]!.features.join('; ')}).`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'guardian-itself',
    title: 'Who Guardian is',
    asks: 'talking to a bot robot ai or a real person human automated',
    keys: 'bot robot',
    answer: `I’m Guardian, FinX’s AI assistant — automated, not a person. I read your FinX file and explain credit law and your options, but I can’t file, mail or change anything for you. To reach a person, write to ${COMPANY.email} or call ${COMPANY.phone} (${COMPANY.hours}).`,
    sources: () => [{ kind: 'help', title: 'Contact', href: '/contact' }],
  },
  {
    id: 'why-contract',
    title: 'Why FinX asks you to sign a contract first',
    asks: 'why sign a contract before mailing a letter agreement sign first seems extra',
    answer:
      'The law requires it: under the Credit Repair Organizations Act a credit repair company must give you a written contract, and a statement of your rights, before it performs any service, and you then have three business days to cancel without paying (15 U.S.C. §1679c–§1679e). So FinX asks you to sign once, before the first letter is mailed; reading your reports and previewing letters need no contract.',
    sources: () => [law('croa-1679b'), lesson('croa-rights')],
  },
  {
    id: 'underwriting-and-quotes',
    title: 'Which plan has underwriting and insurance quotes',
    asks: 'insurance quotes underwriting analysis only on buying a house',
    keys: 'underwriting quotes',
    answer: `The AI underwriting analysis and the credit-protection insurance quotes come only with the ${ELITE_ONLY.join(' and ')} plan — not with ${PLANS.filter(
      (p) => !ELITE_ONLY.includes(p.name),
    )
      .map((p) => p.name)
      .join(' or ')}. ${PLANS.filter((p) => ELITE_ONLY.includes(p.name))
      .map((p) => `${p.name} is ${formatCents(p.price)} a month`)
      .join('; ')}.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'change-plan',
    title: 'Changing your plan',
    asks: 'change plan upgrade downgrade switch move to another plan later',
    answer:
      'You can move to another plan on the Subscription screen (Change plan): a card subscription switches at once and the software fee is prorated by Stripe. Each plan’s features and prices are listed there too.',
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'what-finx-does',
    title: 'What FinX does for you',
    asks: 'what does finx do how does it work dispute engine ai letters service credit repair help me is finx a credit bureau report to bureaus',
    answer:
      'FinX reads the credit reports you upload, flags items that look inaccurate, incomplete, outdated or unverifiable, and drafts a dispute letter for each bureau citing the Fair Credit Reporting Act; you approve every letter, FinX mails it by certified mail and tracks the bureau’s answer. It disputes only what you confirm is wrong, and no one can lawfully remove accurate, current information. FinX is not a credit bureau and does not report your accounts to the bureaus; checking your FinX Score never affects your credit.',
    sources: () => [help('faq-dispute-engine')],
  },
];
