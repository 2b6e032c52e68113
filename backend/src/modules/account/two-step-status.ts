import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether the user signs in with a second step. PLACEHOLDER until two-step/ stores it: always false. */
export async function isTwoStepEnabled(_em: EntityManager, _userId: number): Promise<boolean> {
  return false;
}
