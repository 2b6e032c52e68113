import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../../platform/http/session';
import type { AccountContext, AccountHandlers } from '../handlers';
import { sessionUser } from '../profile.service';
import { requireCurrentPassword } from '../reauth';
import { recordSecurityEvent } from '../security-events';
import { sendTwoStepNotice } from './notices';
import { enabledTwoStep, pendingSetup, removeTwoStep, replaceRecoveryCodes, requireCode, startSetup } from './two-step.service';
import { enrolment } from './totp';

/** Settings' two-step sign-in: set up (password), confirm with a first code, turn off and new recovery codes (password and code). */
export function twoStepRoutes(ctx: AccountContext): AccountHandlers<'startTwoStep' | 'confirmTwoStep' | 'disableTwoStep' | 'regenerateRecoveryCodes'> {
  const { orm, mail } = ctx;
  const em = () => orm.em as EntityManager;

  return {
    startTwoStep: async ({ body, req }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      const user = await sessionUser(em(), userId);
      const secret = await startSetup(em(), userId);
      return { status: 200, body: await enrolment(secret, user.email) };
    },

    confirmTwoStep: async ({ body, req }) => {
      const userId = requireUser(req);
      const row = await pendingSetup(em(), userId);
      const recoveryCodes = await em().transactional(async (tx) => {
        await requireCode(orm, tx, req, userId, row, body.code, true);
        const codes = await replaceRecoveryCodes(tx, userId, row);
        await recordSecurityEvent(tx, { userId, type: 'two_step_enabled', req });
        return codes;
      });
      await sendTwoStepNotice(mail, await sessionUser(em(), userId), 'enabled');
      return { status: 200, body: { recoveryCodes } };
    },

    disableTwoStep: async ({ body, req }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      await requireCode(orm, em(), req, userId, await enabledTwoStep(em(), userId), body.code);
      await em().transactional(async (tx) => {
        await removeTwoStep(tx, userId);
        await recordSecurityEvent(tx, { userId, type: 'two_step_disabled', req });
      });
      await sendTwoStepNotice(mail, await sessionUser(em(), userId), 'disabled');
      return { status: 200, body: { ok: true as const } };
    },

    regenerateRecoveryCodes: async ({ body, req }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      const row = await enabledTwoStep(em(), userId);
      await requireCode(orm, em(), req, userId, row, body.code);
      const recoveryCodes = await em().transactional(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, userId, row);
        await recordSecurityEvent(tx, { userId, type: 'recovery_codes_regenerated', req });
        return codes;
      });
      return { status: 200, body: { recoveryCodes } };
    },
  };
}
