import type { LegalSection } from '../components/LegalDocument';
import { COMPANY } from '../site';

export const TERMS_INTRO = `These terms are the agreement between you and ${COMPANY.legalName} (“FinX”, “we”, “us”) for the FinX website, apps and credit repair services. Please read them, and the disclosure of your rights in section 4, before you sign up.`;

/** The statement 15 U.S.C. § 1679c(a) requires, word for word. */
const CREDIT_FILE_RIGHTS = [
  'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any “credit repair” company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
  'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
  'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
  'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
  'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
  'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
  'If the credit bureau’s reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.',
  'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact: The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580.',
];

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
      { notice: 'Consumer Credit File Rights Under State and Federal Law', paragraphs: CREDIT_FILE_RIGHTS },
      { h3: 'Your three-business-day right to cancel' },
      `You may cancel your contract with FinX, without any penalty or obligation, at any time before midnight of the 3rd business day which begins after the date the contract is signed by you. To cancel, mail or deliver a signed, dated copy of the Notice of Cancellation, or any other written notice, to ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}, or e-mail it to ${COMPANY.email}, before that deadline. We do not begin performing services, and we charge nothing, until this period has passed.`,
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
      'Our plans are Basic ($49 per month), Pro ($99 per month) and Elite ($149 per month), plus any certified-mail packages your plan does not include ($8.50 per bureau package).',
      'Fees are billed in advance, monthly or annually, and are non-refundable except as required by law. As the Credit Repair Organizations Act requires, the part of a fee that pays for credit repair work — preparing and sending disputes for you — is collected only after that month’s work has been performed; if it has not been performed, you are not charged for it.',
      'You authorize us and our payment processors to charge your payment method on each renewal date until you cancel. If a payment fails we will tell you and try again; services may be paused until it succeeds.',
    ],
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    blocks: ['We may change our prices. We will tell you by e-mail at least 30 days before a new price applies to you; it takes effect at your next renewal after that notice. If you do not agree, you can cancel before then.'],
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
