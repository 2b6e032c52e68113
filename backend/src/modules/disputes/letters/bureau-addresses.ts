import type { Bureau, MailingAddress } from './types';

/** Where each bureau takes mailed disputes. */
export const BUREAU_ADDRESSES: Readonly<Record<Bureau, Readonly<MailingAddress>>> = {
  experian: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'TX', zip: '75013' },
  equifax: { name: 'Equifax Information Services LLC', line1: 'P.O. Box 740256', city: 'Atlanta', state: 'GA', zip: '30374-0256' },
  transunion: { name: 'TransUnion Consumer Solutions', line1: 'P.O. Box 2000', city: 'Chester', state: 'PA', zip: '19016' },
};
