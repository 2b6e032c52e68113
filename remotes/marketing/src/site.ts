/** Company facts shown on the public pages (spec part 2 §1 and §9). One place to change them. */
export { COMPANY } from '@finx/contracts/company';

/** Services listed on the contact page and in the footer (spec part 2 §1). */
export const SERVICES = [
  { name: 'Credit score optimization', detail: 'A plan built from your three bureau reports, ranked by expected point impact.' },
  { name: 'AI dispute letters', detail: 'FCRA-compliant letters for inaccurate items, mailed certified to Experian, Equifax and TransUnion.' },
  { name: 'Credit protection', detail: 'Monitoring alerts and credit-protection insurance quotes when you want them.' },
  { name: 'Personal coaching', detail: 'A coach and Guardian, our 24/7 AI assistant, keep your plan on track.' },
  { name: 'Credit building', detail: 'One-click enrollment in credit-builder accounts that report on-time payments.' },
] as const;
