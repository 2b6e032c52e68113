import { z } from 'zod';

/** Body of every error response the API sends: `{ "error": "<human readable message>" }`. */
export const errorSchema = z.object({
  error: z.string().describe('Human readable message'),
});
export type ErrorBody = z.infer<typeof errorSchema>;
