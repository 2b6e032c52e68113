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

/** Plans shown on the landing page (spec part 2 §9): dollars per month. */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    price: 49,
    summary: 'Start repairing on your own schedule.',
    features: [
      'FinX Score on the 1000-point scale, updated monthly',
      'AI dispute letters for up to 5 items per month',
      'Certified mail to the three bureaus at $8.50 per package',
      'Guardian AI assistant, 24/7',
      'Email support within 24 hours',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 99,
    popular: true,
    summary: 'Full-service repair with a coach.',
    features: [
      'Everything in Basic',
      'Unlimited AI dispute letters',
      'Three certified-mail packages a month included',
      'Monthly session with a credit coach',
      'Credit-builder enrollment and tracking',
      'Bureau response tracking with 30-day reminders',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    price: 149,
    summary: 'For a mortgage or auto loan on a deadline.',
    features: [
      'Everything in Pro',
      'Weekly coaching sessions',
      'AI underwriting analysis before you apply',
      'Credit-protection insurance quotes',
      'Priority phone support',
    ],
  },
] as const;
