import { initContract } from '@ts-rest/core';
import { accountContract } from './account';
import { authContract } from './auth';
import { billingContract } from './billing';
import { contactContract } from './contact';
import { activitiesContract } from './activities';
import { builderAccountsContract } from './builder-accounts';
import { coachingContract } from './coaching';
import { creditProfilesContract, scoreHistoryContract } from './credit';
import { creditFileContract } from './credit-file';
import { disputeMailContract } from './dispute-mail';
import { disputeOddsContract } from './dispute-odds';
import { companyLettersContract } from './company-letters';
import { furnisherDisputeContract } from './furnisher-dispute';
import { identityTheftContract } from './identity-theft';
import { disputePackagesContract } from './dispute-packages';
import { disputesContract } from './disputes';
import { documentsContract } from './documents';
import { guardianContract } from './guardian';
import { healthContract } from './health';
import { notificationsContract } from './notifications';
import { scoreSimulatorContract } from './score-simulator';
import { insuranceContract, underwritingContract } from './underwriting';
import { usersContract } from './users';
import { webhooksContract } from './webhooks';

const c = initContract();

/**
 * The whole API. One router per domain, each in its own file (`src/<domain>.ts`).
 * Adding a domain is two lines: import its router here and add it below.
 */
export const apiContract = c.router({
  health: healthContract,
  auth: authContract,
  users: usersContract,
  account: accountContract,
  creditProfiles: creditProfilesContract,
  scoreHistory: scoreHistoryContract,
  coaching: coachingContract,
  activities: activitiesContract,
  builderAccounts: builderAccountsContract,
  disputes: disputesContract,
  disputeMail: disputeMailContract,
  documents: documentsContract,
  disputePackages: disputePackagesContract,
  disputeOdds: disputeOddsContract,
  furnisherDispute: furnisherDisputeContract,
  identityTheft: identityTheftContract,
  companyLetters: companyLettersContract,
  creditFile: creditFileContract,
  scoreSimulator: scoreSimulatorContract,
  contact: contactContract,
  billing: billingContract,
  webhooks: webhooksContract,
  underwriting: underwritingContract,
  insurance: insuranceContract,
  notifications: notificationsContract,
  guardian: guardianContract,
});

export type ApiContract = typeof apiContract;
