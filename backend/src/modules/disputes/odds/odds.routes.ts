import { disputeOddsContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { disputeOdds, oddsOfDispute } from './odds.service';

/** GET /api/dispute-odds and GET /api/disputes/:id/odds: signed-in users only, aggregated numbers only. */
export function mountOddsRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(app, disputeOddsContract, {
    odds: async ({ query, req }) => {
      requireUser(req);
      return { status: 200, body: await disputeOdds(orm.em, query) };
    },
    disputeOdds: async ({ params, req }) => ({ status: 200, body: await oddsOfDispute(orm.em, requireUser(req), params.id) }),
  });
}
