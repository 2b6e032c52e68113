import type { accountContract } from '@finx/contracts';
import type { RouterImplementation } from '../../platform/http/contract';
import type { AppContext } from '../types';
import type { AccountMail } from './mail';

/** The handlers of some of accountContract's routes: each part of the module (profile, sessions, two-step…) exports its own. */
export type AccountHandlers<K extends keyof typeof accountContract> = Pick<RouterImplementation<typeof accountContract>, K>;

/** What the parts' handlers get: the app's context and the account's security e-mails. */
export type AccountContext = AppContext & { mail: AccountMail };
