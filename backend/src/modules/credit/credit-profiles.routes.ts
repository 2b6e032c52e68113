import { creditProfilesContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { creditProfileReader, saveOnboarding } from './credit-profiles.service';

export function mountCreditProfileRoutes(app: Express, { orm }: AppContext) {
  const readCreditProfile = creditProfileReader(orm);
  mountContract(app, creditProfilesContract, {
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      const { created } = await saveOnboarding(orm.em, userId, body);
      return { status: created ? 201 : 200, body: (await readCreditProfile(userId))! };
    },
    get: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      // null before onboarding: a normal state, not a missing resource (the screens say there is no score yet)
      return { status: 200, body: await readCreditProfile(userId) };
    },
  });
}
