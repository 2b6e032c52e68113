import { scoreHistoryContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { scoreTrend } from './score-history.service';

export function mountScoreHistoryRoutes(app: Express, { orm }: AppContext) {
  mountContract(app, scoreHistoryContract, {
    trend: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      return { status: 200, body: await scoreTrend(orm.em, userId) };
    },
  });
}
