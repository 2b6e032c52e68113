import { creditFileContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { toDisputeWithMailing } from '../disputes.service';
import { disputeItem, userCreditFile } from './credit-file.service';

/** GET /api/credit-file and "Dispute this" (POST /api/credit-file/items/:key/disputes), for the session's user only. */
export function mountCreditFileRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(app, creditFileContract, {
    get: async ({ req }) => ({ status: 200, body: await userCreditFile(orm.em, requireUser(req)) }),
    disputeItem: async ({ params, body, req }) => {
      const { disputes, basis } = await disputeItem(orm.em, requireUser(req), params.key, body);
      return { status: 201, body: { disputes: disputes.map((d) => toDisputeWithMailing(d, null)), basis } };
    },
  });
}
