import { WEBHOOK_PROVIDER_LABELS, webhooksContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { emitBuilderSignup } from './outbox';
import { listWebhookEvents, replayWebhookEvent, webhookEventDetail } from './webhook-events.service';
import { createWebhook, deleteWebhook, guardOptions, listWebhooks, ownWebhook, rotateSecret, setWebhookActive, toWebhook } from './webhooks.service';

const DEFAULT_EVENT_LIMIT = 50;

export function mountWebhookRoutes(app: Express, { orm, config }: AppContext) {
  const em = () => orm.em as EntityManager;
  const guard = guardOptions(config);
  mountContract(app, webhooksContract, {
    list: async ({ req }) => ({ status: 200, body: (await listWebhooks(em(), requireUser(req))).map(toWebhook) }),
    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      return { status: 201, body: await createWebhook(em(), userId, body, guard) };
    },
    update: async ({ params, body, req }) => {
      const w = await ownWebhook(em(), requireUser(req), params.id);
      return { status: 200, body: toWebhook(await setWebhookActive(em(), w, body.isActive)) };
    },
    remove: async ({ params, req }) => {
      await deleteWebhook(em(), await ownWebhook(em(), requireUser(req), params.id));
      return { status: 200, body: { success: true as const } };
    },
    rotateSecret: async ({ params, req }) => ({ status: 200, body: await rotateSecret(em(), await ownWebhook(em(), requireUser(req), params.id)) }),
    triggerBuilderSignup: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      const events = await em().transactional((tx) =>
        emitBuilderSignup(tx as EntityManager, {
          userId,
          provider: body.builderProvider,
          builderAccountId: null,
          creditScore: body.creditScore,
          at: new Date(),
          test: true,
        }),
      );
      if (!events) throw new AppError('not_found', `No active webhook for ${WEBHOOK_PROVIDER_LABELS[body.builderProvider]}`);
      return { status: 202, body: { success: true as const, events } };
    },
    events: async ({ query, req }) => ({ status: 200, body: await listWebhookEvents(em(), requireUser(req), query?.limit ?? DEFAULT_EVENT_LIMIT) }),
    event: async ({ params, req }) => ({ status: 200, body: await webhookEventDetail(em(), requireUser(req), params.id) }),
    replay: async ({ params, req }) => ({ status: 202, body: await replayWebhookEvent(em(), requireUser(req), params.id) }),
  });
}
