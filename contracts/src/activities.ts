import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { maskedText } from './personal-numbers';
import { userIdBody, userIdParam, userScopedErrors } from './users';

const c = initContract();

/**
 * Activity types. The spec's three plus the events this product also records (score_updated: the user changed
 * their self-reported score; dispute_updated: a letter mailed or delivered, an answer recorded, a round started). Only quick_action may
 * be posted by the app; the others are written by the server when the event happens (achievements rely
 * on them, so they cannot be forged).
 */
export const ACTIVITY_TYPES = [
  'quick_action',
  'lesson_completed',
  'assessment_completed',
  'dispute_filed',
  'builder_account_opened',
  'score_updated',
  'dispute_updated',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Quick actions on the dashboard; the activity title is 'Quick action: {action}'. */
export const QUICK_ACTIONS = ['coaching_plan_view', 'progress_check', 'add_builder_account'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];
export const quickActionTitle = (action: QuickAction) => `Quick action: ${action}`;

/** How many activities a list answer holds at most (newest first). */
export const ACTIVITY_LIST_LIMIT = 100;

export const activitySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  /** JSON text, as the spec has it. */
  metadata: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export type Activity = z.infer<typeof activitySchema>;

const isJsonText = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const createActivityBodySchema = z.object({
  userId: userIdBody,
  type: z.literal('quick_action', { errorMap: () => ({ message: 'Only quick actions can be recorded from the app' }) }),
  title: maskedText(z.string({ required_error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters')),
  description: maskedText(z.string().trim().max(500, 'Description must be at most 500 characters')).default(''),
  metadata: z
    .string()
    .max(2000, 'Metadata must be at most 2000 characters')
    .refine(isJsonText, 'Metadata must be JSON text')
    .nullish()
    .transform((m) => m ?? null),
});
export type CreateActivityBody = z.input<typeof createActivityBodySchema>;

export const activitiesContract = c.router({
  list: {
    method: 'GET',
    path: '/api/activities/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: `The user's activities, newest first (at most ${ACTIVITY_LIST_LIMIT})`,
    responses: { 200: z.array(activitySchema), 400: errorSchema, ...userScopedErrors },
  },
  create: {
    method: 'POST',
    path: '/api/activities',
    body: createActivityBodySchema,
    summary: 'Record a quick action',
    responses: { 201: activitySchema, 400: errorSchema, ...userScopedErrors },
  },
});
