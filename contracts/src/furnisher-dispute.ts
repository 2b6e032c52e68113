/**
 * The direct dispute (issue 29): after a bureau answered "verified" or "no change", the same dispute sent to the
 * company that reports the item, at the address the report prints for it (FCRA §623(a)(8)).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, pathId } from './common';
import { userInfoSchema } from './dispute-mail';
import { userScopedErrors } from './users';

const c = initContract();

export const furnisherLetterSchema = z.object({
  /** The whole letter as plain text. */
  letterContent: z.string(),
  citations: z.array(z.string()),
  /** The company as the user's newest report of that bureau prints it. */
  furnisher: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  /** The printable letter (PDF), base64: written for these details, stored nowhere. */
  pdfBase64: z.string(),
});
export type FurnisherLetter = z.infer<typeof furnisherLetterSchema>;

export const furnisherDisputeContract = c.router({
  furnisherLetter: {
    method: 'POST',
    path: '/api/disputes/:id/furnisher-letter',
    pathParams: z.object({ id: pathId('Dispute') }),
    body: z.object({ userInfo: userInfoSchema }),
    summary:
      'A direct dispute to the company that reports the item (FCRA §623(a)(8)), with the dispute’s reason and evidence, once the bureau answered verified or no change; 409 before that, or when the report prints no usable address for the company',
    responses: { 200: furnisherLetterSchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema, 409: errorSchema },
  },
});
