import { activitiesContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { listActivities, recordActivity, toActivity } from './activities.service';

export function mountActivityRoutes(app: Express, { orm }: AppContext) {
  mountContract(app, activitiesContract, {
    list: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      return { status: 200, body: (await listActivities(orm.em, userId)).map(toActivity) };
    },
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      // The schema admits quick_action only: the other types are recorded by the server.
      const activity = recordActivity(orm.em, userId, body);
      await orm.em.flush();
      return { status: 201, body: toActivity(activity) };
    },
  });
}
