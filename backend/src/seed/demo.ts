import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../modules/auth/passwords';
import { saveOnboarding } from '../modules/credit';
import { createUser, findUserByUsername } from '../modules/users';
import type { Orm } from '../platform/db/orm';
import type { Logger } from '../platform/logger';

/** The demo account a newcomer can sign in with (README "Demo account"). */
export const DEMO_ACCOUNT = {
  username: 'demo',
  password: 'FinX-demo-2026',
  email: 'demo@finx.credit',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

/**
 * Creates the demo account with a lived-in credit profile, once. Safe to call from several processes
 * starting together: a lost race on the unique username simply means another process seeded it.
 */
export async function seedDemoAccount(orm: Orm, logger: Logger): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  if (await findUserByUsername(em, DEMO_ACCOUNT.username)) return;
  const { password, ...profile } = DEMO_ACCOUNT;
  try {
    const user = await createUser(em, { ...profile, passwordHash: await hashPassword(password) });
    // Onboarded at 694 a while ago, now at 712: the profile shows a real +18 change.
    await saveOnboarding(em, user.id, { currentScore: 694, targetScore: 780, primaryGoal: 'increase_score', timeframe: '12_months' });
    await saveOnboarding(em, user.id, { currentScore: 712, targetScore: 780, primaryGoal: 'increase_score', timeframe: '12_months' });
    logger.info({ username: DEMO_ACCOUNT.username }, 'demo account created');
  } catch (err) {
    if (await findUserByUsername(orm.em.fork() as EntityManager, DEMO_ACCOUNT.username)) return;
    throw err;
  }
}
