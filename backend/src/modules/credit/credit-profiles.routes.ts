import { creditProfilesContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { creditProfileReader, saveOnboarding, toCreditProfile } from './credit-profiles.service';

export function mountCreditProfileRoutes(app: Express, { orm }: AppContext) {
  const readCreditProfile = creditProfileReader(orm);
  mountContract(app, creditProfilesContract, {
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      const { profile, created } = await saveOnboarding(orm.em, userId, body);
      return { status: created ? 201 : 200, body: toCreditProfile(profile) };
    },
    get: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      // null before onboarding: a normal state, not a missing resource (the screens show the spec's fallbacks)
      return { status: 200, body: await readCreditProfile(userId) };
    },
  });
}
