import type { BackendModule } from '../types';
import { ActivityEntity } from './activity.entity';
import { mountActivityRoutes } from './activities.routes';
import { BuilderAccountEntity } from './builder-account.entity';
import { mountBuilderAccountRoutes } from './builder-accounts.routes';
import { mountCoachingRoutes } from './coaching.routes';
import { CoachingProgressEntity } from './coaching-progress.entity';
import { CreditProfileEntity } from './credit-profile.entity';
import { CreditFactorsEntity } from './credit-factors.entity';
import { mountCreditProfileRoutes } from './credit-profiles.routes';
import { Migration20251122020000_credit_profiles } from './migrations/Migration20251122020000_credit_profiles';
import { Migration20261122040000_credit_coaching_progress } from './migrations/Migration20261122040000_credit_coaching_progress';
import { Migration20261122040100_credit_activities } from './migrations/Migration20261122040100_credit_activities';
import { Migration20261122040200_credit_builder_accounts } from './migrations/Migration20261122040200_credit_builder_accounts';
import { Migration20261122040300_credit_score_history } from './migrations/Migration20261122040300_credit_score_history';
import { Migration20261124000000_credit_factors } from './migrations/Migration20261124000000_credit_factors';
import { Migration20261124005000_credit_activity_dispute_updated } from './migrations/Migration20261124005000_credit_activity_dispute_updated';
import { Migration20261130000000_credit_score_labels } from './migrations/Migration20261130000000_credit_score_labels';
import { Migration20261201003100_credit_builder_requested } from './migrations/Migration20261201003100_credit_builder_requested';
import { Migration20261203000200_credit_masked_activities } from './migrations/Migration20261203000200_credit_masked_activities';
import { ScoreHistoryEntity } from './score-history.entity';
import { mountScoreHistoryRoutes } from './score-history.routes';

export * from './credit-profiles.service';
export * from './activities.service';
export * from './builder-accounts.service';
export * from './coaching-progress.service';
export * from './credit-factors.service';
export * from './score-history.service';
export { LESSON_ANSWERS, LESSONS } from './lessons';

const migrations = [
  Migration20251122020000_credit_profiles,
  Migration20261122040000_credit_coaching_progress,
  Migration20261122040100_credit_activities,
  Migration20261122040200_credit_builder_accounts,
  Migration20261122040300_credit_score_history,
  Migration20261124000000_credit_factors,
  Migration20261124005000_credit_activity_dispute_updated,
  Migration20261130000000_credit_score_labels,
  Migration20261201003100_credit_builder_requested,
  Migration20261203000200_credit_masked_activities,
];

/** The credit dashboard's data: profiles and score history, coaching, activities, builder accounts. */
export const creditModule: BackendModule = {
  name: 'credit',
  entities: [CreditProfileEntity, ScoreHistoryEntity, CoachingProgressEntity, CreditFactorsEntity, ActivityEntity, BuilderAccountEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes(app, ctx) {
    mountCreditProfileRoutes(app, ctx);
    mountScoreHistoryRoutes(app, ctx);
    mountCoachingRoutes(app, ctx);
    mountActivityRoutes(app, ctx);
    mountBuilderAccountRoutes(app, ctx);
  },
};
