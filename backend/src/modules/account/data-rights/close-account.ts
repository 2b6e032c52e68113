import { randomBytes } from 'node:crypto';
import { type CloseAccountPreview, formatCalendarDate, RETAINED_AFTER_CLOSING, type RetainedRecord, retentionPeriod } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import { requireUser, type Sessions } from '../../../platform/http/session';
import { defineJob, enqueueOrLeaveToSweep } from '../../../platform/queue';
import { hashPassword } from '../../../platform/crypto';
import { liveSubscription } from '../../billing';
import { latestMailings, listOpenDisputes, stopQueuedMailings } from '../../disputes';
import { findUserById } from '../../users';
import type { AccountHandlers } from '../handlers';
import { requireCurrentPassword } from '../reauth';
import { recordSecurityEvent } from '../security-events';
import { AccountClosureEntity } from './data-rights.entities';
import type { DataRightsContext } from './context';
import { sendAccountClosed } from './mail';
import {
  countOwned,
  deleteAccountRow,
  deleteKept,
  endPendingSignIns,
  eraseUserData,
  PERSONAL_TABLES,
  replacePasswordHash,
  storedObjects,
} from './personal-data';

const YEAR_MS = 365.25 * 24 * 60 * 60_000;

/** What the preview lists as deleted, each counted from the tables named. */
const DELETED: { what: string; tables: string[] }[] = [
  { what: 'Your profile, sign-in and letter details (name, e-mail, address, SSN, date of birth)', tables: ['users'] },
  { what: 'Uploaded documents (credit reports, ID documents, proofs of address) and what was read from them', tables: ['documents'] },
  { what: 'Dispute letters', tables: ['dispute_letters', 'dispute_packages'] },
  { what: 'Disputes and their rounds', tables: ['disputes'] },
  { what: 'Guardian conversations', tables: ['guardian_conversations'] },
  { what: 'Webhooks', tables: ['webhooks'] },
  { what: 'Notifications', tables: ['notifications'] },
  { what: 'Score history points', tables: ['score_history'] },
  { what: 'Activities', tables: ['activities'] },
  { what: 'AI underwriting results and insurance quotes', tables: ['underwriting_results', 'insurance_quotes'] },
  { what: 'Credit-builder requests', tables: ['builder_accounts'] },
  { what: 'Data downloads', tables: ['data_exports'] },
  { what: 'Security activity', tables: ['security_events'] },
];

const MAILED = new Set(['mailed', 'in_transit', 'delivered']);

/** The retention list's entries that apply to this user (the closure record always does). */
async function retainedFor(em: EntityManager, userId: number): Promise<RetainedRecord[]> {
  const has = async (key: RetainedRecord['key']) => {
    for (const spec of PERSONAL_TABLES.filter((s) => s.kept === key)) if ((await countOwned(em, spec.table, userId)) > 0) return true;
    return false;
  };
  const out: RetainedRecord[] = [];
  for (const r of RETAINED_AFTER_CLOSING) if (r.key === 'closure' || (await has(r.key))) out.push(r);
  return out;
}

export async function closePreview(em: EntityManager, userId: number, now = new Date()): Promise<CloseAccountPreview> {
  const deleted = [];
  for (const item of DELETED) {
    let count = 0;
    for (const table of item.tables) count += await countOwned(em, table, userId);
    deleted.push({ what: item.what, count });
  }
  const retained = (await retainedFor(em, userId)).map((r) => ({
    what: r.what,
    why: r.why,
    keptUntil: `${retentionPeriod(r)} (${formatCalendarDate(new Date(now.getTime() + r.years * YEAR_MS))} if you close it today)`,
  }));
  const open = await listOpenDisputes(em, userId);
  const mailings = await latestMailings(em, open);
  const disputesInFlight = open
    .filter((d) => d.status === 'in_progress' && !d.result && MAILED.has(mailings.get(d.id)?.status ?? ''))
    .map((d) => ({
      id: d.id,
      bureau: d.bureau,
      creditor: d.creditor,
      mailedAt: mailings.get(d.id)?.mailedAt ?? null,
      answerDueAt: d.expectedResponseDate?.toISOString() ?? null,
    }));
  return { deleted, retained, disputesInFlight };
}

/** A password hash nobody knows the password of: the account can no longer be signed in to. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The closing job, idempotent and resumable (the closure row is the truth): pending → stored files deleted
 * (documents, export archives), then in one transaction every row not kept deleted and the users row deleted
 * or anonymised → erased → the confirmation e-mailed to the address the account had → completed (e-mail
 * cleared). A run after a crash repeats only what was not done.
 */
export const closeAccountJob = defineJob({
  name: 'account.close',
  /** Only the closure's id travels through the queue. */
  payload: z.object({ closureId: z.number().int().positive() }),
  /** A sweep adds its tag (a lost job's id may still be remembered). */
  jobId: ({ closureId }, sweepTag: string | undefined) => `account-closure-${closureId}${sweepTag ?? ''}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  async handle({ closureId }, _job, { orm, log, storage, mail }: DataRightsContext) {
    const em = orm.em.fork() as EntityManager;
    const closure = await em.findOne(AccountClosureEntity, { id: closureId });
    if (!closure || closure.status === 'completed') return;
    const { userId } = closure;
    if (closure.status === 'pending') {
      for (const key of (await storedObjects(em, userId)).keys) await storage.delete(key);
      const hash = await unusablePasswordHash();
      const erased = { status: 'erased' as const, erasedAt: new Date() };
      await em.transactional(async (tx) => {
        await eraseUserData(tx as EntityManager, userId, hash);
        await tx.nativeUpdate(AccountClosureEntity, { id: closureId }, erased);
      });
      Object.assign(closure, erased);
      log.info({ closureId }, 'account closed: data deleted');
    }
    if (closure.email) {
      const kept = (await retainedFor(em, userId)).filter((r) => r.key !== 'closure').map((r) => `${r.what}: kept ${retentionPeriod(r)}.`);
      await sendAccountClosed(mail, closure.email, kept);
    }
    em.assign(closure, { status: 'completed', email: null, completedAt: new Date() });
    await em.flush();
  },
});

/** Each retention period that has ended since a closure: its kept records deleted; at the last, the users row and the closure record. */
export async function purgeEndedRetention(em: EntityManager, now = new Date()) {
  const shortest = Math.min(...RETAINED_AFTER_CLOSING.map((r) => r.years));
  const longest = Math.max(...RETAINED_AFTER_CLOSING.map((r) => r.years));
  const closures = await em.find(AccountClosureEntity, { status: 'completed', completedAt: { $lte: new Date(now.getTime() - shortest * YEAR_MS) } });
  for (const c of closures) {
    const age = (now.getTime() - c.completedAt!.getTime()) / YEAR_MS;
    await em.transactional(async (tx) => {
      for (const r of RETAINED_AFTER_CLOSING) if (age >= r.years) await deleteKept(tx as EntityManager, r.key, c.userId);
      if (age >= longest) {
        await deleteAccountRow(tx as EntityManager, c.userId);
        await tx.nativeDelete(AccountClosureEntity, { id: c.id });
      }
    });
  }
}

/** GET /api/account/close (the preview) and POST /api/account/close. */
export function closeRoutes(ctx: DataRightsContext, sessions: Sessions): AccountHandlers<'closePreview' | 'close'> {
  const { orm, queue, log } = ctx;
  return {
    closePreview: async ({ req }) => ({ status: 200, body: await closePreview(orm.em, requireUser(req)) }),

    close: async ({ req, res, body }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      if (await liveSubscription(orm.em, userId)) {
        throw new AppError('invalid_input', 'Cancel your plan on the Subscription page first, so nothing more is charged; then close your account.');
      }
      const user = await findUserById(orm.em, userId);
      if (!user) throw new AppError('unauthenticated', 'Please sign in to continue');
      const hash = await unusablePasswordHash();
      const closure = await orm.em.transactional(async (tx) => {
        const row = tx.create(AccountClosureEntity, { userId, status: 'pending', email: user.email, requestedAt: new Date() });
        // Sign-in stops with the commit: the password no longer matches, as for an unknown user.
        await replacePasswordHash(tx as EntityManager, userId, hash);
        await endPendingSignIns(tx as EntityManager, userId);
        await recordSecurityEvent(tx as EntityManager, { userId, type: 'account_closed', req });
        await stopQueuedMailings(tx as EntityManager, userId, 'Stopped: you closed your FinX account before the carrier took this letter.');
        await tx.flush();
        return row;
      });
      await sessions.endAll(userId);
      await sessions.end(req, res);
      await enqueueOrLeaveToSweep(closeAccountJob.enqueue(queue, { closureId: closure.id }), log, { closureId: closure.id });
      return { status: 202, body: { ok: true as const } };
    },
  };
}
