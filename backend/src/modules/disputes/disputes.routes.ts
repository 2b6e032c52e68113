import { disputesContract, MISSING_DISPUTE_FIELDS } from '@finx/contracts';
import { IsolationLevel } from '@mikro-orm/core';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { fileDispute, listDisputes, toDisputeWithMailing } from './disputes.service';
import { latestMailings } from './mailings.service';

export function mountDisputeRoutes(app: Express, { orm }: AppContext) {
  mountContract(app, disputesContract, {
    list: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      // One snapshot: a carrier event committed between the two reads would show a delivered letter beside the
      // due date it replaced.
      const body = await orm.em.transactional(
        async (tx) => {
          const disputes = await listDisputes(tx, userId);
          const mailings = await latestMailings(tx, disputes);
          return disputes.map((d) => toDisputeWithMailing(d, mailings.get(d.id) ?? null));
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );
      return { status: 200, body };
    },
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      const { type, creditor, bureau, disputeReason } = body;
      // The schema already refused these (superRefine); this narrows the types.
      if (!type || !creditor || !bureau || !disputeReason) throw new AppError('invalid_input', MISSING_DISPUTE_FIELDS);
      // The client's expectedResponseDate is ignored: the server counts 30 days from now.
      const dispute = await fileDispute(orm.em, userId, {
        type,
        creditor,
        bureau,
        disputeReason,
        accountNumber: body.accountNumber,
        amount: body.amount,
        description: body.description,
      });
      return { status: 201, body: toDisputeWithMailing(dispute, null) };
    },
  });
}
