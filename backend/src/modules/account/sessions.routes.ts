import type { AccountSession } from '@finx/contracts';
import { AppError } from '../../platform/app-error';
import { publicSessionId, requireUser, type SessionInfo } from '../../platform/http/session';
import { describeDevice, describeNetwork } from './device';
import type { AccountContext, AccountHandlers } from './handlers';
import { recordSecurityEvent } from './security-events';

const toAccountSession = (s: SessionInfo, currentId: string | undefined): AccountSession => ({
  id: publicSessionId(s.id),
  device: describeDevice(s.userAgent),
  network: describeNetwork(s.ip),
  signedInAt: s.createdAt.toISOString(),
  lastActiveAt: s.lastSeenAt.toISOString(),
  current: s.id === currentId,
});

/** Where the user is signed in, and signing one session (or every other one) out. */
export function sessionRoutes(ctx: AccountContext): AccountHandlers<'sessions' | 'endSession' | 'endOtherSessions'> {
  const { orm, sessions } = ctx;
  return {
    sessions: async ({ req }) => {
      const list = await sessions.list(requireUser(req));
      const current = list.filter((s) => s.id === req.sessionId);
      const others = list.filter((s) => s.id !== req.sessionId);
      return { status: 200, body: [...current, ...others].map((s) => toAccountSession(s, req.sessionId)) };
    },

    endSession: async ({ params, req, res }) => {
      const userId = requireUser(req);
      if (req.sessionId && publicSessionId(req.sessionId) === params.sessionId) await sessions.end(req, res);
      else if (!(await sessions.endByPublicId(userId, params.sessionId))) throw new AppError('not_found', 'Session not found');
      await recordSecurityEvent(orm.em, { userId, type: 'session_signed_out', req });
      return { status: 200, body: { ok: true as const } };
    },

    endOtherSessions: async ({ req }) => {
      const userId = requireUser(req);
      const ended = await sessions.endOthers(userId, req.sessionId);
      await recordSecurityEvent(orm.em, { userId, type: 'other_sessions_signed_out', req });
      return { status: 200, body: { ended } };
    },
  };
}
