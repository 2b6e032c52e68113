import type { BuilderProvider } from '@finx/contracts';

/**
 * The products the recommendations name, described by what they are, not by
 * prices: providers change their fees, and we cannot vouch for a figure we do not check (CROA, 15 U.S.C. 1679b), so
 * `cost` sends the user to the provider's current terms. `limit` is the model's assumption for the impact estimate. `kind` says what the account adds to a file.
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
    cost: "Monthly payments into a savings CD you get back at the end, plus fees: see Self's current terms",
    pitch:
      'A small installment loan held in a savings CD: each on-time payment is reported to all three bureaus, and it adds an installment account to your mix.',
  },
  kikoff: {
    name: 'Kikoff',
    kind: 'revolving',
    limit: 750,
    cost: "A monthly plan fee: see Kikoff's current terms",
    pitch: 'A revolving line reported to the bureaus: a new limit with a near-zero balance lowers your utilization.',
  },
  chime: {
    name: 'Chime Credit Builder',
    kind: 'secured_card',
    limit: 0,
    cost: "Needs a Chime checking account: see Chime's current terms",
    pitch: 'A secured Visa card you fund from your Chime account; on-time payments are reported to the bureaus.',
  },
  extra: {
    name: 'Extra Card',
    kind: 'reporting',
    limit: 0,
    cost: "A monthly membership fee: see Extra's current terms",
    pitch: 'A debit card whose everyday purchases are reported as on-time payments.',
  },
  perchcard: {
    name: 'Perch',
    kind: 'reporting',
    limit: 0,
    cost: "See Perch's current plans and fees",
    pitch: 'Reports rent and recurring bills you already pay on time as positive history.',
  },
};

/** Secured cards from major issuers: no annual fee, a refundable deposit sets the limit. */
export const SECURED_CARD = {
  provider: 'Discover it® Secured or Capital One Platinum Secured',
  cost: "A refundable deposit sets the limit; compare the issuers' current fees",
  limit: 300,
};
