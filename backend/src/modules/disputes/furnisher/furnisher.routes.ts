import { furnisherDisputeContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { furnisherLetter } from './furnisher.service';

/** POST /api/disputes/:id/furnisher-letter, for the session's user only. */
export function mountFurnisherRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(app, furnisherDisputeContract, {
    furnisherLetter: async ({ params, body, req }) => ({ status: 200, body: await furnisherLetter(orm.em, requireUser(req), params.id, body.userInfo) }),
  });
}
