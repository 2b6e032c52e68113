import { builderAccountsContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { enrollBuilderAccount, listBuilderAccounts, toBuilderAccount } from './builder-accounts.service';

export function mountBuilderAccountRoutes(app: Express, { orm }: AppContext) {
  mountContract(app, builderAccountsContract, {
    list: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      return { status: 200, body: (await listBuilderAccounts(orm.em, userId)).map(toBuilderAccount) };
    },
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      return { status: 201, body: toBuilderAccount(await enrollBuilderAccount(orm.em, userId, body.provider)) };
    },
  });
}
