import type { BackendModule } from '../types';
import { Migration20261126000000_underwriting_insurance } from './migrations/Migration20261126000000_underwriting_insurance';
import { Migration20261201003200_underwriting_credit_data } from './migrations/Migration20261201003200_underwriting_credit_data';
import { InsurancePolicyEntity, InsuranceQuoteEntity, UnderwritingResultEntity } from './underwriting.entities';
import { mountUnderwritingRoutes } from './underwriting.routes';

export { latestResult, runAnalysis } from './underwriting.service';

const migrations = [Migration20261126000000_underwriting_insurance, Migration20261201003200_underwriting_credit_data];

/**
 * AI Credit Optimization (issue 14): the offline underwriting model over the user's stored data, the AI
 * narrative, stored results and their history, and credit-protection insurance quotes and policies.
 */
export const underwritingModule: BackendModule = {
  name: 'underwriting',
  entities: [UnderwritingResultEntity, InsuranceQuoteEntity, InsurancePolicyEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes: mountUnderwritingRoutes,
};
