import { scoreSimulatorContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { simulateItem } from './simulate-item';

/** GET /api/credit-file/items/:key/score-simulation, for the session's user and their own credit file only. */
export function mountScoreSimulatorRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(app, scoreSimulatorContract, {
    simulate: async ({ params, query, req }) => ({ status: 200, body: await simulateItem(orm.em, requireUser(req), params.key, query) }),
  });
}
