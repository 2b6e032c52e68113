import type { LegalSection } from '../components/LegalDocument';
import { CREDIT_FILE_RIGHTS, CREDIT_FILE_RIGHTS_TITLE } from '@finx/contracts/croa';
import { formatCents } from '@finx/contracts/money';
import { PLANS } from '@finx/contracts/plans';
import { COMPANY } from '../site';

export const TERMS_INTRO = `These terms are the agreement between you and ${COMPANY.legalName} (“FinX”, “we”, “us”) for the FinX website, apps and credit repair services. Please read them, and the disclosure of your rights in section 4, before you sign up.`;

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    blocks: [
      'By creating an account or using FinX you agree to these terms and to our Privacy Policy. You must be at least 18 years old and a resident of the United States. If you do not agree, do not use the services.',
    ],
  },
  {
    id: 'services',
    title: 'Our services',
    blocks: [
      'FinX is a credit repair organization. Depending on your plan, we review your credit reports, prepare dispute letters for items you tell us are inaccurate, incomplete or unverifiable, mail them by USPS certified mail to the credit bureaus or creditors, track the responses, calculate your FinX Score, and provide coaching, credit-builder enrollment, AI underwriting analysis and credit-protection insurance quotes.',
      'We are not a law firm, a lender or a credit bureau, and we do not give legal or tax advice. Insurance is offered by licensed third-party insurers under their own policies.',
    ],
  },
  {
    id: 'your-account',
    title: 'Your account and your information',
    blocks: [
      {
        list: [
          'Give us true, complete information and keep it current. Every dispute we send is based on what you tell us; we will not dispute information you have told us is accurate.',
          'Keep your password secret and tell us at once if you think someone else has used your account.',
          'You authorize us to act as your agent to send disputes and correspondence to credit bureaus and creditors in your name, and to receive their responses.',
        ],
      },
    ],
  },
  {
    id: 'croa-rights',
    title: 'Your rights under the Credit Repair Organizations Act',
    blocks: [
      'Before you sign a contract with us, federal law requires us to give you the following statement, which you may keep. Our written contract also describes the services we will perform, their total cost, how long they will take and any guarantee of performance, and includes a Notice of Cancellation form.',
      { notice: CREDIT_FILE_RIGHTS_TITLE, paragraphs: CREDIT_FILE_RIGHTS },
      { h3: 'Your three-business-day right to cancel' },
      `You may cancel your contract with FinX, without any penalty or obligation, at any time before midnight of the 3rd business day which begins after the date the contract is signed by you. To cancel, mail or deliver a signed, dated copy of the Notice of Cancellation, or any other written notice, to ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}, or e-mail it to ${COMPANY.email}, before that deadline. We do not begin performing services until this period has passed. Nothing is charged to a card during it; a PayPal payment made during it is refunded in full when you cancel before the deadline.`,
      { h3: 'What we will never do' },
      {
        list: [
          'Charge you for credit repair services before those services are fully performed.',
          'Advise you to make untrue or misleading statements to a credit bureau or creditor, or to alter your identity to hide your credit history.',
          'Promise to remove accurate, current and verifiable information, or guarantee a particular score.',
          'Ask you to waive any of your rights under the Credit Repair Organizations Act. Any waiver is void.',
        ],
      },
    ],
  },
  {
    id: 'fees-and-billing',
    title: 'Fees and billing',
    blocks: [
      `Our plans are ${PLANS.map((p) => `${p.name} (${formatCents(p.price)} per month)`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}, plus any certified-mail packages your plan does not include ($8.50 per bureau package, billed after it is mailed).`,
      `Each month’s price is two fees. The software fee (${PLANS.map((p) => `${formatCents(p.softwareFee)} on ${p.name}`).join(', ')}) pays for the FinX Score, dashboard, Guardian assistant and lessons and is billed in advance, at the start of each month. The credit repair fee (${PLANS.map((p) => `${formatCents(p.creditRepairFee)} on ${p.name}`).join(', ')}) pays for that month’s credit repair work — preparing, mailing and following up your disputes — and, as the Credit Repair Organizations Act requires, is billed only after that month’s work has been performed, at the end of the month. A month that was not performed is not charged.`,
      'Before any payment you receive the disclosure of your rights above and our written contract, and you accept the contract. When you pay by card, nothing is charged until your three-business-day cancellation period has ended; your first software fee is charged then. When you pay with PayPal, the amount you approve (the software fee for the month ahead, plus any credit repair fee for a month already performed) is charged at once; PayPal months do not renew by themselves. If you cancel within the three business days, your contract ends at once, nothing more is charged and every payment you made is refunded in full.',
      'After that, fees are non-refundable except as required by law. You authorize us and our payment processors (Stripe for cards, PayPal) to charge your card on each renewal date until you cancel. If a payment fails we will tell you and try again; services may be paused until it succeeds. When you cancel after the cancellation period, your plan ends at the end of the month already paid for and that month’s credit repair fee is billed when the month ends.',
    ],
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    blocks: [
      'We may change our prices. We will tell you by e-mail at least 30 days before a new price applies to you; it takes effect at your next renewal after that notice. If you do not agree, you can cancel before then.',
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    blocks: [
      'Besides your three-business-day right to cancel, you can cancel your subscription anytime from your account or by contacting support. You keep access until the end of the billing period you have paid for, and you will not be charged again.',
    ],
  },
  {
    id: 'results',
    title: 'No guarantee of results',
    blocks: [
      'Credit bureaus and creditors decide the outcome of every dispute; investigations usually take up to 30 days. We cannot and do not guarantee that any item will be removed or that your score will reach a particular number.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use and our content',
    blocks: [
      'Do not use FinX to dispute information you know is accurate, to impersonate someone, to upload another person’s documents without authority, or to interfere with the service. The FinX software, letters’ templates, FinX Score model and website content belong to us; your letters and documents belong to you, and you give us the right to use them only to provide the services.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    blocks: [
      'Except as stated in these terms and as the law requires, the services are provided “as is”. To the extent the law allows, our total liability for any claim related to the services is limited to the fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law, including your rights and remedies under the Credit Repair Organizations Act.',
    ],
  },
  {
    id: 'arbitration',
    title: 'Dispute resolution by binding arbitration',
    blocks: [
      'Please read this section carefully: it affects how disputes between you and FinX are resolved.',
      'If you have a concern, contact support first; most issues are solved within days. Any dispute or claim between you and FinX that we cannot resolve informally within 60 days will be resolved by binding individual arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules, not in court, under the Federal Arbitration Act. FinX pays the filing, administration and arbitrator fees beyond what you would pay to file in court. The arbitration may be held by video or in the county where you live.',
      `You and FinX each give up the right to a jury trial and to take part in a class or representative action. Either of us may instead bring an individual claim in small-claims court. You may opt out of this arbitration agreement by e-mailing ${COMPANY.email} within 30 days of first accepting these terms; opting out does not affect anything else in them.`,
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and changes',
    blocks: [
      'These terms are governed by the laws of the State of Texas and applicable federal law. We may update them; we will post the new version here and, for material changes, e-mail you at least 30 days before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [`${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}. ${COMPANY.email}, ${COMPANY.phone}, ${COMPANY.hours}.`],
  },
];
