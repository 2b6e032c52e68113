import { hashPassword } from '../../platform/crypto';
import { requireUser } from '../../platform/http/session';
import type { AccountContext, AccountHandlers } from './handlers';
import { noticeTime } from './mail';
import { sessionUser } from './profile.service';
import { requireCurrentPassword } from './reauth';
import { recordSecurityEvent } from './security-events';

/** A new password (the current one re-entered): every other session ends, the user is told by e-mail. */
export function passwordRoutes(ctx: AccountContext): AccountHandlers<'changePassword'> {
  const { orm, sessions, mail } = ctx;
  return {
    changePassword: async ({ body, req }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      const user = await sessionUser(orm.em, userId);
      user.passwordHash = await hashPassword(body.newPassword);
      await orm.em.flush();
      const otherSessionsEnded = await sessions.endOthers(userId, req.sessionId);
      await recordSecurityEvent(orm.em, { userId, type: 'password_changed', req });
      await mail.notice(user.email, 'Your password was changed', [
        `Hello ${user.firstName},`,
        '',
        `The password of your FinX account was changed on ${noticeTime(new Date())}; every other signed-in session was signed out.`,
      ]);
      return { status: 200, body: { otherSessionsEnded } };
    },
  };
}
