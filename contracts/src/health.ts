import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

export const componentStatusSchema = z.enum(['ok', 'down']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: componentStatusSchema,
    driver: z.enum(['embedded', 'external']),
  }),
  queue: z.object({
    status: componentStatusSchema,
    driver: z.enum(['in-process', 'bullmq']),
  }),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthContract = c.router({
  get: {
    method: 'GET',
    path: '/api/health',
    summary: 'Service health: database and queue status (503 when degraded)',
    responses: {
      200: healthSchema,
      503: healthSchema,
    },
  },
});
