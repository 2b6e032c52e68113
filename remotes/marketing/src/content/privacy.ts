import { RETAINED_AFTER_CLOSING, retentionPeriod } from '@finx/contracts/account-retention';
import type { LegalSection } from '../components/LegalDocument';
import { COMPANY } from '../site';

export const PRIVACY_INTRO = `This policy explains what personal information ${COMPANY.legalName} (“FinX”, “we”, “us”) collects when you use our website and credit repair services, why we collect it, how we protect and share it, and the rights you have over it.`;

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    blocks: [
      'We collect only what we need to repair and build your credit, and we tell you when a piece of information is optional.',
      { h3: 'Information you give us' },
      {
        list: [
          'Identity details: your full name, current and previous addresses, date of birth and Social Security number (SSN). Credit bureaus require these to find your file and accept a dispute.',
          'Contact details: e-mail address, phone number and how you prefer us to reach you.',
          'Credit reports and the information in them: accounts, balances, payment history, collections, public records and inquiries from Experian, Equifax and TransUnion, whether you upload them or authorize us to retrieve them.',
          'Documents you upload to support a dispute: a government-issued ID, proof of address (such as a utility bill) and correspondence from creditors or bureaus.',
          'Financial information you choose to enter for AI underwriting or insurance quotes: income, employment, monthly expenses and existing debts.',
          'Payment details for your subscription. Card and wallet payments are handled by our payment processors; we receive a token and the last four digits, never your full card number.',
          'What you tell us through the contact form, chat with Guardian, coaching sessions and support e-mails.',
        ],
      },
      { h3: 'Information collected automatically' },
      {
        list: [
          'A session cookie that keeps you signed in. We do not use advertising cookies or third-party trackers.',
          'Technical records of each request: IP address, browser type, pages visited and time, kept to secure the service and prevent abuse.',
        ],
      },
      { h3: 'Information from others' },
      {
        list: [
          'Credit bureaus’ responses to your disputes and the results of their investigations.',
          'USPS delivery and tracking confirmations for letters we mail for you.',
          'Credit-builder partners you enroll with, who confirm your enrollment and account status.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'Why we use your information',
    blocks: [
      {
        list: [
          'To provide the services you sign up for: reading your reports, identifying items to dispute, writing and mailing dispute letters, tracking bureau responses, calculating your FinX Score and coaching you.',
          'To verify your identity and protect your account and file from fraud.',
          'To bill you for your plan and keep records that the law requires us to keep.',
          'To answer your questions and contact you the way you asked us to.',
          'To send you news and tips, only if you subscribed; every message has a one-click unsubscribe link.',
          'To improve our service, using aggregated or de-identified data wherever possible.',
          'To comply with the law, including the Fair Credit Reporting Act (FCRA), the Credit Repair Organizations Act (CROA), the Gramm-Leach-Bliley Act (GLBA) and state credit services laws.',
        ],
      },
      'We do not use your credit information to decide whether to offer you credit, and we never use your SSN for marketing.',
    ],
  },
  {
    id: 'how-we-share-it',
    title: 'How we share your information',
    blocks: [
      'We do not sell your personal information and we do not share it for cross-context behavioral advertising. We share it only as follows:',
      {
        list: [
          'With Experian, Equifax and TransUnion and with the creditors or collectors reporting an item, to the extent a dispute you authorized needs it.',
          'With our mailing partner and the United States Postal Service, which receive the letter and the address it goes to.',
          'With service providers who work on our behalf under written contracts that limit their use of your data to that work: cloud hosting, e-mail delivery, payment processing, identity verification and the AI models that help draft letters and answer questions.',
          'With a credit-builder or insurance partner only when you choose to enroll or request a quote, and only what that partner needs.',
          'When the law requires it, such as a subpoena or court order, or to protect you, us or others from fraud.',
          'With a successor company if FinX is merged or sold, which must keep honoring this policy.',
        ],
      },
    ],
  },
  {
    id: 'how-we-protect-it',
    title: 'How we protect your information',
    blocks: [
      {
        list: [
          'Everything you send us travels over encrypted connections (TLS), and data is encrypted at rest.',
          'Your SSN and identity documents are stored encrypted, shown masked (only the last four digits) and kept out of our logs.',
          'Staff access is limited to people who need it to serve you, protected by multi-factor authentication and recorded.',
          'Sessions sign out automatically after a period without activity, and passwords are stored only as strong one-way hashes.',
          'Our information security program follows the GLBA Safeguards Rule, with regular risk assessments, testing and employee training.',
        ],
      },
      'No system is perfectly secure. If a breach ever affects your information, we will notify you and the authorities as the law requires.',
    ],
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    blocks: [
      'We keep your account information while you are a member. You can download a copy of it at any time (Settings, “Download my data”) and close your account there.',
      'When you close your account, you are signed out everywhere at once, and your profile, letter details, uploaded documents, dispute letters, disputes, credit reports and their readings, scores, Guardian conversations, webhooks and notifications are deleted. Only these records are kept, detached from your name, e-mail and sign-in, and deleted when their period ends:',
      { list: RETAINED_AFTER_CLOSING.map((r) => `${r.what}. Why: ${r.why}. Kept ${retentionPeriod(r)}.`) },
      'Disputes a bureau has already received by mail are still investigated by that bureau; its answer goes to you by post. Contact-form inquiries that do not become accounts are deleted after 24 months.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    blocks: [
      'Wherever you live in the United States, you can ask us to:',
      {
        list: [
          'Tell you what personal information we hold about you and give you a copy in a portable format.',
          'Correct information that is inaccurate.',
          'Delete your information, except what the law requires us to keep.',
          'Stop sending you marketing messages.',
          'Limit our use of sensitive information, such as your SSN, to what is needed to provide the services.',
        ],
      },
      'Residents of California, Colorado, Connecticut, Virginia, Texas and other states with privacy laws have these rights by law, including the right not to be discriminated against for using them and the right to appeal our answer. You may also use an authorized agent.',
      `To use any of these rights, e-mail ${COMPANY.privacyEmail}, call ${COMPANY.phone} or write to us at the address below. We verify your identity before we act, and we answer within 45 days.`,
      'Your rights about your credit reports themselves — to see them, dispute them and add a statement — come from the Fair Credit Reporting Act and are summarized in the next section. You can always exercise them directly with the credit bureaus, free of charge.',
    ],
  },
  {
    id: 'fcra-rights',
    title: 'Your rights under the Fair Credit Reporting Act',
    blocks: [
      'The Fair Credit Reporting Act (FCRA) protects the accuracy and privacy of the information in your credit reports. FinX is not a credit bureau; these rights are yours with Experian, Equifax, TransUnion and the companies that report to them, whether or not you use FinX. In summary:',
      {
        list: [
          'You may see what is in your file. You can get free reports from each of the three bureaus at AnnualCreditReport.com, and a free report whenever a company takes adverse action against you because of information in one.',
          'You may dispute information that is incomplete or inaccurate. The bureau must investigate, usually within 30 days, unless your dispute is frivolous, and must correct or delete information that is inaccurate, incomplete or cannot be verified.',
          'Outdated negative information may not be reported: in most cases nothing older than seven years, or ten years for bankruptcies.',
          'Access to your file is limited to people with a valid need, usually to consider an application you made, and your employer may see a report only with your written consent.',
          'You may limit prescreened offers of credit and insurance based on your report, by calling 1-888-567-8688 or at OptOutPrescreen.com.',
          'You may place a free security freeze on your file, and an identity-theft victim or active-duty service member may place a fraud alert.',
          'You may seek damages in court from a bureau, a company that reports information, or a user of reports that violates the FCRA.',
        ],
      },
      'The Consumer Financial Protection Bureau publishes the full summary of these rights at consumerfinance.gov. Your state may give you further rights.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      'We use one strictly necessary session cookie to keep you signed in and to protect forms from cross-site attacks. It is not used for advertising and is not shared. Because we use no tracking cookies, there is nothing to opt out of; browser “Do Not Track” and Global Privacy Control signals are honored.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: ['Our services are for adults 18 and older. We do not knowingly collect information from children under 13, and we delete it if we learn we have.'],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      'When we change this policy we update the date at the top. If a change materially affects how we use information we already hold, we tell you by e-mail at least 30 days before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [
      `${COMPANY.legalName}, Attn: Privacy, ${COMPANY.street}, ${COMPANY.city}. E-mail ${COMPANY.privacyEmail} or call ${COMPANY.phone}, ${COMPANY.hours}.`,
    ],
  },
];
