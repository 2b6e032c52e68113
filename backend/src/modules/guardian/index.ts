import type { BackendModule } from '../types';
import { createGuardianAnswerer } from './create-answerer';
import { GuardianConversationEntity, GuardianMessageEntity } from './guardian.entities';
import { mountGuardianRoutes } from './guardian.routes';
import { ensurePassages } from './knowledge/search';
import { Migration20261128000000_guardian } from './migrations/Migration20261128000000_guardian';
import { Migration20261128000001_guardian_passages } from './migrations/Migration20261128000001_guardian_passages';

export type { GuardianAnswerer } from './answerer';
export { mountGuardianRoutes } from './guardian.routes';

const migrations = [Migration20261128000000_guardian, Migration20261128000001_guardian_passages];

/**
 * Guardian (spec part 1 §1, part 2 §1; issue 18): the assistant that answers from the user's own file, the
 * coaching lessons, the Help Center and the law, with its sources. Conversations are stored per user; an
 * answer streams as server-sent events. With OPENAI_API_KEY an OpenAI-compatible model answers through
 * read-only tools bound to the session's user; without it, the offline answerer.
 */
export const guardianModule: BackendModule = {
  name: 'guardian',
  entities: [GuardianConversationEntity, GuardianMessageEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes: (app, ctx) => {
    mountGuardianRoutes(app, ctx, { answerer: createGuardianAnswerer(ctx.config.openai, ctx.logger) });
    // The passage index is brought up to date now, so the first question does not wait for it.
    ensurePassages(ctx.orm.em.fork()).catch((err) => ctx.logger.warn({ err }, 'guardian: syncing the knowledge passages failed'));
  },
};
