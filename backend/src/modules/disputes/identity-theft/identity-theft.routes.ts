import { identityTheftContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { toDisputeWithMailing } from '../disputes.service';
import { furnisherNotice, identityTheftPath, requestBlocks } from './identity-theft.service';

/** The identity-theft path of an item (GET, the block requests, the furnisher's notice), for the session's user only. */
export function mountIdentityTheftRoutes(app: Express, { orm, config }: Pick<AppContext, 'orm' | 'config'>) {
  mountContract(app, identityTheftContract, {
    path: async ({ params, req }) => ({ status: 200, body: await identityTheftPath(orm.em, requireUser(req), params.key) }),
    requestBlocks: async ({ params, body, req }) => {
      const disputes = await requestBlocks(orm.em, requireUser(req), params.key, body);
      return { status: 201, body: { disputes: disputes.map((d) => toDisputeWithMailing(d, null)) } };
    },
    furnisherNotice: async ({ params, body, req }) => ({
      status: 200,
      body: await furnisherNotice(orm.em, config, requireUser(req), params.key, body.userInfo),
    }),
  });
}
