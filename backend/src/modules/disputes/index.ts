import type { BackendModule } from '../types';
import type { MailingBillingFactory } from './mailing-billing';
import { DisputeLetterEntity, DisputeMailingEntity, DisputeResultEntity, LetterDetailsEntity, MailingEventEntity } from './dispute-mail.entities';
import { mountDisputeMailRoutes } from './dispute-mail.routes';
import { DisputeEntity } from './dispute.entity';
import { defineDisputeJobs } from './disputes.jobs';
import { mountDisputeRoutes } from './disputes.routes';
import { mountCreditFileRoutes } from './credit-file/credit-file.routes';
import { mountFindingRoutes } from './findings/findings.routes';
import { mountOddsRoutes } from './odds/odds.routes';
import { mountCompanyLetterRoutes } from './company-letters/company-letters.routes';
import { mountFurnisherRoutes } from './furnisher/furnisher.routes';
import { mountIdentityTheftRoutes } from './identity-theft/identity-theft.routes';
import { mountPackageRoutes } from './packages/packages.routes';
import { Migration20261122040400_disputes_disputes } from './migrations/Migration20261122040400_disputes_disputes';
import { Migration20261124010000_disputes_mail } from './migrations/Migration20261124010000_disputes_mail';
import { Migration20261125100000_disputes_packages } from './migrations/Migration20261125100000_disputes_packages';
import { Migration20261203000000_disputes_masked_free_text } from './migrations/Migration20261203000000_disputes_masked_free_text';
import { Migration20261210290000_disputes_item_type_reinsertion } from './migrations/Migration20261210290000_disputes_item_type_reinsertion';
import { Migration20261211290000_disputes_identity_theft_block } from './migrations/Migration20261211290000_disputes_identity_theft_block';
import { DisputePackageEntity, DisputePackageItemEntity, FindingDisputeEntity } from './packages/package.entities';

export * from './disputes.service';
export { markPortalUsed, recordResult } from './dispute-rounds.service';
export { maskAccountNumber } from './account-number';
/** Business days (weekends and observed US federal holidays skipped): billing counts the CROA cancellation period with it. */
export {
  addBusinessDays,
  bureauAnswerDue,
  FINAL_RESOLUTION_DAYS,
  IDENTITY_THEFT_BLOCK_BUSINESS_DAYS,
  INITIAL_RESPONSE_DAYS,
  RESULTS_NOTICE_BUSINESS_DAYS,
} from './deadlines';
export { CITATIONS } from './letters/templates/law';
export { formatLetterDate, listNames } from './letters/format';
export { latestMailings, stopQueuedMailings } from './mailings.service';
export type { MailingBilling, MailingBillingFactory, MailingPiece, PiecePrice, PiecesQuote } from './mailing-billing';
export { findLetterDetails, saveLetterDetails, toStoredUserInfo } from './letter-details.service';
export { userFindings } from './findings/findings.service';
export { notifyReinsertedItems } from './findings/reinsertion-alert';
export { accountReportableUntil } from './findings/obsolete';
/** The user's letters as PDFs (the account's data export). */
export { userLetterPdfs } from './letter-pdfs';

const migrations = [
  Migration20261122040400_disputes_disputes,
  Migration20261124010000_disputes_mail,
  Migration20261125100000_disputes_packages,
  Migration20261203000000_disputes_masked_free_text,
  Migration20261210290000_disputes_item_type_reinsertion,
  Migration20261211290000_disputes_identity_theft_block,
];

/**
 * Disputes against creditors with a bureau (spec part 1 §2 Disputes) and the engine behind them (issue 12):
 * letters that cite the law, certified mail through a carrier, tracking, deadlines, the bureau's answers. `billing`
 * is billing's side of a mailing (issue 26: the contract first, the plan's limits, the confirmed price, the fee after
 * the carrier accepts it), passed in by src/modules/index.ts so that disputes never imports billing.
 */
export const createDisputesModule = (billing: MailingBillingFactory): BackendModule => ({
  name: 'disputes',
  entities: [
    DisputeEntity,
    DisputeResultEntity,
    DisputeLetterEntity,
    DisputeMailingEntity,
    MailingEventEntity,
    LetterDetailsEntity,
    FindingDisputeEntity,
    DisputePackageEntity,
    DisputePackageItemEntity,
  ],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  jobs(queue, ctx) {
    // Re-creates its delayed jobs whenever the queue connects, and sweeps for lost ones (disputes.jobs.ts).
    defineDisputeJobs(queue, ctx, billing({ ...ctx, queue }));
  },
  routes(app, ctx) {
    const mailingBilling = billing(ctx);
    mountDisputeRoutes(app, ctx);
    mountDisputeMailRoutes(app, ctx, mailingBilling);
    mountPackageRoutes(app, ctx, mailingBilling);
    mountFindingRoutes(app, ctx);
    mountCreditFileRoutes(app, ctx);
    mountOddsRoutes(app, ctx);
    mountFurnisherRoutes(app, ctx);
    mountIdentityTheftRoutes(app, ctx);
    mountCompanyLetterRoutes(app, ctx);
  },
});
