import { askGuardianBodySchema, GUARDIAN_ASK_PATH, type GuardianSource, type GuardianStreamEvent, guardianContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express, Request, Response } from 'express';
import { bodyProblems, mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { hitRateLimit, retryLater } from '../../platform/http/rate-limit';
import { requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import type { GuardianAnswerer } from './answerer';
import { deleteConversation, getConversation, listConversations, ownConversation, type StoredQuestion, storeAnswer, storeQuestion } from './guardian.service';
import { scrubQuestion } from './safety';

/** Questions per user in 10 minutes (GUARDIAN_RATE_LIMIT, 30 by default): enough for a real conversation, not for scripting the model. */
export const guardianRateLimit = (limit: number) => ({
  name: 'guardian-ask',
  limit,
  windowMs: 10 * 60_000,
  message: `You have asked Guardian ${limit} questions in 10 minutes: please wait a few minutes before asking again`,
});
export const GUARDIAN_RATE_LIMIT = guardianRateLimit(30);
/** The stored answer, and the `error` event, when the answerer failed. */
export const ANSWER_FAILED = 'Guardian could not answer this question just now. Your question is kept: please try again in a moment.';

export interface GuardianRouteOptions {
  answerer: GuardianAnswerer;
  /** An SSE comment this often keeps proxies from closing a slow answer's connection. */
  heartbeatMs?: number;
}

/** The SSE framing of one event: `event: <type>` and the event as JSON `data`. */
const frame = (e: GuardianStreamEvent) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

const sourceKey = (s: GuardianSource) => `${s.kind}\u0000${s.href}\u0000${s.title}`;

export function mountGuardianRoutes(app: Express, { orm, logger, config }: AppContext, { answerer, heartbeatMs = 15_000 }: GuardianRouteOptions) {
  const rateLimit = guardianRateLimit(config.guardianRateLimit);
  const em = () => orm.em as EntityManager;
  const log = logger.child({ component: 'guardian' });

  mountContract(app, guardianContract, {
    listConversations: async ({ req }) => ({ status: 200, body: { conversations: await listConversations(em(), requireUser(req)) } }),
    getConversation: async ({ req, params }) => ({ status: 200, body: await getConversation(em(), requireUser(req), params.id) }),
    deleteConversation: async ({ req, params }) => {
      await deleteConversation(em(), requireUser(req), params.id);
      return { status: 200, body: { deleted: true as const } };
    },
  });

  app.post(GUARDIAN_ASK_PATH, async (req: Request, res: Response, next) => {
    try {
      const userId = requireUser(req);
      const body = askGuardianBodySchema.safeParse(req.body ?? {});
      if (!body.success) throw new AppError('invalid_input', bodyProblems(body.error));
      const existing = body.data.conversationId ? await ownConversation(em(), userId, body.data.conversationId) : null;
      const limited = await hitRateLimit(orm, rateLimit, String(userId));
      if (limited.limited) {
        const answer = retryLater(res, retryMessage(limited.retryAfterSeconds), limited);
        res.status(answer.status).json(answer.body);
        return;
      }
      const stored = await storeQuestion(em(), userId, existing, scrubQuestion(body.data.question));
      await stream(res, userId, stored);
    } catch (err) {
      next(err);
    }
  });

  function retryMessage(seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `${rateLimit.message} (try again in ${minutes} minute${minutes === 1 ? '' : 's'})`;
  }

  async function stream(res: Response, userId: number, { conversation, question, history }: StoredQuestion) {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-store');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const write = (chunk: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(chunk);
    };
    const send = (e: GuardianStreamEvent) => write(frame(e));

    // The response's 'close' before its end is the client going away (Stop, a closed tab); not the request's
    // 'close', which comes as soon as its body has been read (in Node and in Bun alike). After the end it is
    // harmless: nothing listens to the signal any more.
    const stop = new AbortController();
    res.on('close', () => stop.abort(new Error('the client went away')));
    const heartbeat = setInterval(() => write(': still thinking\n\n'), heartbeatMs);

    let text = '';
    const sources: GuardianSource[] = [];
    const seen = new Set<string>();
    send({ type: 'start', conversationId: conversation.id, question, mode: answerer.mode });
    let failure: unknown = null;
    let mode = answerer.mode;
    try {
      await answerer.answer(
        { em: em().fork(), userId, question: question.content, history, signal: stop.signal },
        {
          token(t) {
            if (stop.signal.aborted || !t) return;
            text += t;
            send({ type: 'token', text: t });
          },
          source(s) {
            if (stop.signal.aborted || seen.has(sourceKey(s))) return;
            seen.add(sourceKey(s));
            sources.push(s);
          },
          mode(m) {
            mode = m;
          },
        },
      );
    } catch (err) {
      failure = err;
    } finally {
      clearInterval(heartbeat);
    }
    const where = { userId, conversationId: conversation.id };
    try {
      if (stop.signal.aborted) {
        await storeAnswer(em(), conversation, { content: text, sources, status: 'stopped', mode });
        log.info({ ...where, chars: text.length }, 'answer stopped by the user');
      } else if (failure) {
        log.warn({ err: failure, ...where }, 'Guardian could not answer');
        await storeAnswer(em(), conversation, { content: ANSWER_FAILED, sources: [], status: 'failed', mode });
        send({ type: 'sources', sources: [] });
        send({ type: 'error', message: ANSWER_FAILED });
      } else {
        send({ type: 'sources', sources });
        send({ type: 'done', answer: await storeAnswer(em(), conversation, { content: text, sources, status: 'complete', mode }) });
      }
    } catch (err) {
      // Storing the answer failed: the question is stored; the client (if still there) is told.
      log.error({ err, ...where }, 'storing a Guardian answer failed');
      send({ type: 'error', message: ANSWER_FAILED });
    } finally {
      res.end();
    }
  }
}
