import { creditProfilesContract } from '@finx/contracts';
import { mountContract } from '../../platform/http/contract';
import { HttpError } from '../../platform/http/errors';
import { requireSameUser } from '../../platform/http/session';
import type { BackendModule } from '../types';
import { CreditProfileEntity } from './credit-profile.entity';
import { findCreditProfile, saveOnboarding, toCreditProfile } from './credit-profiles.service';
import { Migration20251122020000_credit_profiles } from './migrations/Migration20251122020000_credit_profiles';

export * from './credit-profiles.service';

/** Credit profiles (and, with the dashboard issue, coaching, activities and builder accounts). */
export const creditModule: BackendModule = {
  name: 'credit',
  entities: [CreditProfileEntity],
  migrations: [{ name: Migration20251122020000_credit_profiles.name, class: Migration20251122020000_credit_profiles }],
  routes(app, { orm }) {
    mountContract(app, creditProfilesContract, {
      create: async ({ body, req }) => {
        const userId = requireSameUser(req, body.userId);
        const { profile, created } = await saveOnboarding(orm.em, userId, body);
        return { status: created ? 201 : 200, body: toCreditProfile(profile) };
      },
      get: async ({ params, req }) => {
        const userId = requireSameUser(req, params.userId);
        const profile = await findCreditProfile(orm.em, userId);
        if (!profile) throw new HttpError(404, 'No credit profile yet: complete onboarding first');
        return { status: 200, body: toCreditProfile(profile) };
      },
    });
  },
};
