import { coachingAction, coachingContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { applyCoachingAction, findCoachingProgress, toCoachingProgress } from './coaching-progress.service';
import { findCreditProfile } from './credit-profiles.service';
import { LESSONS } from './lessons';

const currentScoreOf = async (em: EntityManager, userId: number) => (await findCreditProfile(em, userId))?.currentScore ?? null;

export function mountCoachingRoutes(app: Express, { orm }: AppContext) {
  mountContract(app, coachingContract, {
    getProgress: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      const progress = await findCoachingProgress(orm.em, userId);
      // No progress yet is a normal state, not a missing resource: the screens show the spec's fallbacks.
      return { status: 200, body: progress && toCoachingProgress(progress, await currentScoreOf(orm.em, userId)) };
    },
    updateProgress: async ({ params, body, req }) => {
      const userId = requireSameUser(req, params.userId);
      // The body only names the action; the numbers come from what is stored.
      const progress = await applyCoachingAction(orm.em, userId, coachingAction(body));
      return { status: 200, body: toCoachingProgress(progress, await currentScoreOf(orm.em, userId)) };
    },
    lessons: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: { lessons: [...LESSONS] } };
    },
  });
}
