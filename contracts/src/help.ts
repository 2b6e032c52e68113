/**
 * The Help Center's frequently asked questions (/help): the marketing page renders them, each as a
 * `<details id={id}>` opened by a `/help#<id>` link, and Guardian searches them (issue 18). Zod-free static
 * text (`@finx/contracts/help`). Every answer must stay true of the product.
 */
export interface HelpFaq {
  /** The entry's anchor on /help ('faq-…'). */
  id: string;
  q: string;
  a: string;
}

export const HELP_FAQ: readonly HelpFaq[] = [
  {
    id: 'faq-dispute-engine',
    q: 'What is the AI dispute engine?',
    a: 'It reads the credit reports you upload from Experian, Equifax and TransUnion, flags items that look inaccurate, incomplete, outdated or unverifiable, and drafts a dispute letter for each bureau that cites your rights under the Fair Credit Reporting Act. You review and approve every letter; we then mail it by USPS certified mail and track the bureau’s response. It disputes only what you confirm is wrong — no one can lawfully remove accurate, current and verifiable information.',
  },
  {
    id: 'faq-finx-score',
    q: 'What is the FinX Score?',
    a: 'Our own measure of your credit health on a 1000-point scale. It is built from the same factors lenders weigh — payment history (35%), credit utilization (30%), length of credit history (15%) and credit mix (10%), plus new credit — and shows which of them moved it. It is an educational score, not a FICO or VantageScore credit score, and lenders do not use it to decide on applications.',
  },
  {
    id: 'faq-dispute-time',
    q: 'How long does a dispute take?',
    a: 'Up to 30 days. Once a bureau receives your dispute, the Fair Credit Reporting Act gives it 30 days to investigate (45 days if you send more information during the investigation) and it must then send you the results. Certified mail usually arrives in 2-3 business days, and the Disputes screen shows each letter’s tracking number and the date the bureau’s answer is due.',
  },
  {
    id: 'faq-upload-report',
    q: 'How do I upload my credit reports, and which files can FinX read?',
    a: 'Upload them in the Document Center: the report each bureau gives you (free at AnnualCreditReport.com) as a PDF, TXT, CSV or JSON file of up to 10 MB. FinX reads every report, including scanned PDF pages, updates your FinX Score from it and lists findings worth disputing, such as an account two bureaus report differently or an item older than the law allows.',
  },
  {
    id: 'faq-certified-mail',
    q: 'How are my dispute letters mailed and tracked?',
    a: 'When you approve a letter, FinX sends it to the bureau by USPS Certified Mail, so there is proof of when it arrived. The Disputes screen shows its tracking number and each step — mailed, in transit, delivered — and once it is delivered, the date the bureau’s answer is due. When the bureau’s results letter comes, record its answer on the dispute to see your next step.',
  },
  {
    id: 'faq-guardian',
    q: 'What is Guardian?',
    a: 'Guardian is the assistant in the FinX sidebar. It answers questions about your own file — your score, disputes, deadlines, report findings and plan — and about credit and the law, from your FinX data, our coaching lessons, this Help Center and the statutes our letters cite, and it lists its sources under each answer. It cannot change anything for you, it does not promise results, and it does not give legal advice: for advice about your own case, talk to a lawyer.',
  },
  {
    id: 'faq-cancel',
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your account or by contacting support, at any time and without a fee. You keep access until the end of the billing period you have already paid for, and you will not be charged again. You also have the right to cancel your contract within three business days of signing it, for any reason; nothing is charged before that period ends.',
  },
  {
    id: 'faq-data-safety',
    q: 'Is my information safe?',
    a: 'Your data travels encrypted and is stored encrypted; your Social Security number is masked wherever it is shown and never written to our logs. We never sell your information. The Privacy Policy explains exactly what we collect and who receives it.',
  },
];
