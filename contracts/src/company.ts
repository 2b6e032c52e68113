/**
 * Who we are, as every page shows it (footers, contact cards, legal pages). Zod-free static data:
 * the shell and the marketing remote each bundle it (it is not a shared singleton).
 */
export const COMPANY = {
  brand: 'FinX',
  legalName: 'FinX Credit, Inc.',
  street: '2100 Ross Avenue, Suite 1200',
  city: 'Dallas, TX 75201',
  phone: '(214) 555-0142',
  phoneHref: 'tel:+12145550142',
  email: 'support@finx.credit',
  privacyEmail: 'privacy@finx.credit',
  website: 'finx.credit',
  websiteHref: 'https://finx.credit',
  /** Support hours (spec part 1 §1: Monday to Friday, 9am to 6pm Central). */
  hours: 'Mon–Fri 9:00 AM–6:00 PM Central',
  responseTime: 'We respond within 24 hours.',
} as const;
