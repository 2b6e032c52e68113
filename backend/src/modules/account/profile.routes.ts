import { AppError } from '../../platform/app-error';
import { requireUser } from '../../platform/http/session';
import { saveLetterDetails } from '../disputes';
import type { AccountContext, AccountHandlers } from './handlers';
import { accountProfile, sessionUser } from './profile.service';
import { requireCurrentPassword } from './reauth';
import { recordSecurityEvent } from './security-events';

/** Profile: name, phone and the letter details (an SSN or date of birth only with the current password). */
export function profileRoutes(ctx: AccountContext): AccountHandlers<'profile' | 'updateProfile' | 'updateLetterDetails'> {
  const { orm } = ctx;
  return {
    profile: async ({ req }) => ({ status: 200, body: await accountProfile(orm.em, requireUser(req)) }),

    updateProfile: async ({ body, req }) => {
      const userId = requireUser(req);
      const user = await sessionUser(orm.em, userId);
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        orm.em.assign(user, changes);
        await orm.em.flush();
        await recordSecurityEvent(orm.em, { userId, type: 'profile_changed', req });
      }
      return { status: 200, body: await accountProfile(orm.em, userId) };
    },

    updateLetterDetails: async ({ body, req }) => {
      const userId = requireUser(req);
      if (body.userInfo.ssn || body.userInfo.dateOfBirth) {
        if (!body.currentPassword) throw new AppError('invalid_input', 'Enter your current password to change your SSN or date of birth');
        await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      }
      await saveLetterDetails(orm.em, userId, body.userInfo);
      await recordSecurityEvent(orm.em, { userId, type: 'letter_details_changed', req });
      return { status: 200, body: await accountProfile(orm.em, userId) };
    },
  };
}
