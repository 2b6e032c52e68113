import type { accountContract } from '@finx/contracts';
import type { RouterImplementation } from '../../platform/http/contract';

/** The handlers of some of accountContract's routes: each part of the module (profile, sessions, two-step…) exports its own. */
export type AccountHandlers<K extends keyof typeof accountContract> = Pick<RouterImplementation<typeof accountContract>, K>;
