import { usersContract } from '@finx/contracts';
import { mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { requireSameUser } from '../../platform/http/session';
import type { BackendModule } from '../types';
import { Migration20251122010000_users_users } from './migrations/Migration20251122010000_users_users';
import { UserEntity } from './user.entity';
import { findUserById, toPublicUser } from './users.service';

export * from './users.service';

export const usersModule: BackendModule = {
  name: 'users',
  entities: [UserEntity],
  migrations: [{ name: Migration20251122010000_users_users.name, class: Migration20251122010000_users_users }],
  routes(app, ctx) {
    mountContract(app, usersContract, {
      get: async ({ params, req }) => {
        requireSameUser(req, params.id);
        const user = await findUserById(ctx.orm.em, params.id);
        if (!user) throw new AppError('not_found', 'User not found');
        return { status: 200, body: toPublicUser(user) };
      },
    });
  },
};
