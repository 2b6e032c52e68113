import { AppError } from '../../platform/app-error';
import { requireUser } from '../../platform/http/session';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import type { AccountContext, AccountHandlers } from './handlers';
import { noticeTime } from './mail';
import { accountProfile, sessionUser } from './profile.service';
import { requireCurrentPassword } from './reauth';
import { recordSecurityEvent } from './security-events';

/**
 * A new e-mail takes effect only once the link sent to it is opened (within 24 hours); the old address is told
 * when the change is asked for and when it is done.
 */
export function emailChangeRoutes(ctx: AccountContext): AccountHandlers<'changeEmail' | 'confirmEmail'> {
  const { orm, mail } = ctx;
  return {
    changeEmail: async ({ body, req }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      const user = await sessionUser(orm.em, userId);
      const at = new Date();
      const token = await requestEmailChange(orm.em, user, body.newEmail, at);
      await recordSecurityEvent(orm.em, { userId, type: 'email_change_requested', req });
      try {
        await mail.send(body.newEmail, 'Confirm your new e-mail', [
          `Hello ${user.firstName},`,
          '',
          'To use this address for your FinX account, open this link within 24 hours:',
          `${mail.site}/account/confirm-email?token=${token}`,
          '',
          'If you did not ask for this, ignore this e-mail: nothing changes.',
        ]);
      } catch {
        throw new AppError('unavailable', 'We could not send the confirmation e-mail. Please try again in a few minutes.');
      }
      await mail.notice(user.email, 'A change of your e-mail was asked for', [
        `Hello ${user.firstName},`,
        '',
        `On ${noticeTime(at)} someone signed in to your FinX account asked to change its e-mail to ${body.newEmail}.`,
        'Nothing changes until the link sent to that address is opened (it works for 24 hours).',
      ]);
      return { status: 202, body: await accountProfile(orm.em, userId) };
    },

    confirmEmail: async ({ body, req }) => {
      const change = await confirmEmailChange(orm.em, body.token);
      await recordSecurityEvent(orm.em, { userId: change.userId, type: 'email_changed', req });
      await mail.notice(change.oldEmail, 'Your e-mail was changed', [
        `On ${noticeTime(new Date())} the e-mail of your FinX account was changed to ${change.newEmail}.`,
        'FinX e-mails now go to that address.',
      ]);
      return { status: 200, body: { email: change.newEmail } };
    },
  };
}
