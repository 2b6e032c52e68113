import { coachingAction, coachingContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { applyCoachingAction, type CoachingAction, coachingProgressOf, openLesson } from './coaching-progress.service';
import { findCreditProfile } from './credit-profiles.service';
import { LESSONS } from './lessons';

const currentScoreOf = async (em: EntityManager, userId: number) => (await findCreditProfile(em, userId))?.currentScore ?? null;

export function mountCoachingRoutes(app: Express, { orm }: AppContext) {
  const progressOf = async (userId: number) => coachingProgressOf(orm.em, userId, await currentScoreOf(orm.em, userId));
  mountContract(app, coachingContract, {
    getProgress: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      return { status: 200, body: await progressOf(userId) };
    },
    updateProgress: async ({ params, body, req }) => {
      const userId = requireSameUser(req, params.userId);
      // The spec's numbers in the body are range-checked only: the server computes every number.
      // (the body schema has made sure the action's own fields are there)
      const action: CoachingAction =
        coachingAction(body) === 'lesson' ? { action: 'lesson', lesson: body.lesson!, answer: body.answer! } : { action: 'assessment', answers: body.answers! };
      await applyCoachingAction(orm.em, userId, action);
      return { status: 200, body: await progressOf(userId) };
    },
    lessons: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: { lessons: [...LESSONS] } };
    },
    openLesson: async ({ params, req }) => {
      const userId = requireUser(req);
      return { status: 200, body: { openedLesson: await openLesson(orm.em, userId, params.number) } };
    },
  });
}
