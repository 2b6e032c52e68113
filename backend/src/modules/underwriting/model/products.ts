import type { BuilderProvider } from '@finx/contracts';

/**
 * The products the recommendations name, with their terms as the providers publish them (checked 2026;
 * the screen asks the user to confirm them before enrolling). `kind` says what the account adds to a file.
 */
export interface BuilderProduct {
  name: string;
  kind: 'installment' | 'revolving' | 'secured_card' | 'reporting';
  /** Credit limit the account adds to revolving credit (0 when it adds none). */
  limit: number;
  cost: string;
  pitch: string;
}

export const BUILDER_PRODUCTS: Record<BuilderProvider, BuilderProduct> = {
  self: {
    name: 'Self Credit Builder',
    kind: 'installment',
    limit: 0,
    cost: 'From $25/month into a CD you get back at the end, plus a $9 one-time fee',
    pitch: 'A small installment loan held in a savings CD: each on-time payment is reported to all three bureaus, and it adds an installment account to your mix.',
  },
  kikoff: {
    name: 'Kikoff',
    kind: 'revolving',
    limit: 750,
    cost: 'From $5/month, no interest, no hard inquiry',
    pitch: 'A $750 revolving line reported to the bureaus: a new limit with a near-zero balance lowers your utilization.',
  },
  chime: {
    name: 'Chime Credit Builder',
    kind: 'secured_card',
    limit: 0,
    cost: 'No annual fee, no interest; needs a Chime checking account with qualifying direct deposit',
    pitch: 'A secured Visa card you fund from your Chime account; on-time payments are reported to the bureaus.',
  },
  extra: {
    name: 'Extra Card',
    kind: 'reporting',
    limit: 0,
    cost: 'From $20/month',
    pitch: 'A debit card whose everyday purchases are reported as on-time payments.',
  },
  perchcard: {
    name: 'Perch',
    kind: 'reporting',
    limit: 0,
    cost: 'Free basic plan',
    pitch: 'Reports rent and recurring bills you already pay on time as positive history.',
  },
};

/** Secured cards from major issuers: no annual fee, a refundable deposit sets the limit. */
export const SECURED_CARD = {
  provider: 'Discover it® Secured or Capital One Platinum Secured',
  cost: '$0 annual fee; refundable deposit from $200 (Capital One from $49)',
  limit: 300,
};
