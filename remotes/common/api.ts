import { createApiClient } from '@finx/contracts';

/** The typed API client: cookies included, JSON bodies, every non-2xx answer thrown as an ApiError. */
export const api = createApiClient();

/** The body of a success answer (any other status has already been thrown as an ApiError). */
export const successBody = <R extends { status: number; body: unknown }>(res: R) => res.body as Extract<R, { status: 200 | 201 }>['body'];
