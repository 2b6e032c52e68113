import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../platform/crypto';
import { latestScorePoint } from '../modules/credit';
import { createUser, findUserByUsername } from '../modules/users';
import type { Orm } from '../platform/db/orm';
import type { Logger } from '../platform/logger';
import type { AppContext, BackendModule } from '../platform/module';
import { hasDemoHistory, seedDemoHistory, seedDemoProfile, seedDemoScorePoints } from './demo-history';

/** The demo account a newcomer can sign in with (README "Demo account"). */
export const DEMO_ACCOUNT = {
  username: 'demo',
  password: 'FinX-demo-2026',
  email: 'demo@finx.credit',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

/** Serializes seeding across processes starting together (pg_advisory_xact_lock key). */
const DEMO_SEED_LOCK = 7_202_611_23;

/**
 * startServer's seed (main.ts): the demo account when SEED_DEMO is on and the users and credit modules are mounted
 * (tests may run with fewer); its disputes only when the disputes module is.
 */
export async function seedDemo({ config, orm, logger }: AppContext, mods: BackendModule[]): Promise<void> {
  const mounted = (name: string) => mods.some((m) => m.name === name);
  if (config.seedDemo && mounted('users') && mounted('credit')) await seedDemoAccount(orm, logger, { withDisputes: mounted('disputes') });
}

/**
 * Creates the demo account with a lived-in history (score trend, coaching, activities, a builder account,
 * disputes), once. A demo account made before that history existed gets it added. Everything is written in
 * one transaction under an advisory lock, so processes starting together seed it exactly once.
 */
export async function seedDemoAccount(orm: Orm, logger: Logger, { withDisputes = true, now = new Date() } = {}): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  const existing = await findUserByUsername(em, DEMO_ACCOUNT.username);
  if (existing && (await hasDemoHistory(em, existing.id))) return;
  const { password, ...profile } = DEMO_ACCOUNT;
  // Hashed before the transaction (it takes a moment); an account found meanwhile does not need it.
  const passwordHash = existing ? undefined : await hashPassword(password);
  try {
    const created = await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [DEMO_SEED_LOCK]);
      let user = await findUserByUsername(tx, DEMO_ACCOUNT.username);
      if (user && (await hasDemoHistory(tx, user.id))) return false;
      if (!user) {
        user = await createUser(tx, { ...profile, passwordHash: passwordHash ?? (await hashPassword(password)) });
        await seedDemoProfile(tx, user.id, now);
      } else if (!(await latestScorePoint(tx, user.id))) {
        await seedDemoScorePoints(tx, user.id, now);
      }
      await seedDemoHistory(tx, user.id, now, withDisputes);
      return true;
    });
    if (created) logger.info({ username: DEMO_ACCOUNT.username }, existing ? 'demo account history added' : 'demo account created');
  } catch (err) {
    const user = await findUserByUsername(orm.em.fork() as EntityManager, DEMO_ACCOUNT.username);
    if (user && (await hasDemoHistory(orm.em.fork() as EntityManager, user.id))) return;
    throw err;
  }
}
