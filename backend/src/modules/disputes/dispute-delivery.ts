import { BUREAU_LABELS, type BUREAUS, CERTIFIED_MAIL_PRICE_CENTS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import type { Config } from '../../platform/config';
import { daysLeft, FINAL_RESOLUTION_DAYS, IDENTITY_THEFT_BLOCK_BUSINESS_DAYS, INITIAL_RESPONSE_DAYS, isOverdue } from './deadlines';
import type { DisputeRecord } from './dispute.entity';
import { ownDispute } from './disputes.service';
import type { MailingBilling } from './mailing-billing';
import { quoteView } from './mailing-quote';
import { liveMailingFor } from './mailings.service';

/** The bureaus' official online dispute pages. */
export const BUREAU_PORTALS = {
  experian: { url: 'https://www.experian.com/disputes/main.html' },
  equifax: { url: 'https://www.equifax.com/personal/credit-report-services/credit-dispute/' },
  transunion: { url: 'https://www.transunion.com/credit-disputes/dispute-your-credit' },
} as const satisfies Record<(typeof BUREAUS)[number], { url: string }>;

export const FCRA_COMPLIANCE =
  'Under the Fair Credit Reporting Act (15 U.S.C. §1681i), the bureau must complete its reinvestigation within 30 days of receiving your dispute (45 days if you send more information during that period) and send you the results within 5 business days of completing it. Information it cannot verify must be deleted or corrected.';

export const FCRA_BLOCK_COMPLIANCE =
  'Under the Fair Credit Reporting Act (15 U.S.C. §1681c-2), the bureau must block information resulting from identity theft within 4 business days of receiving your request with proof of your identity and your identity theft report, and tell the company that reported it. If it declines, it must tell you.';

/** What the bureau must do once it has the request ('has 30 days to investigate'). */
const bureauClock = (d: DisputeRecord) =>
  d.type === '605b'
    ? `must block it within ${IDENTITY_THEFT_BLOCK_BUSINESS_DAYS} business days of receiving it`
    : `has ${INITIAL_RESPONSE_DAYS} days to investigate`;

/** Certified mail and the bureau portal for the user's dispute, each with its timeline. */
export async function deliveryMethods(em: EntityManager, userId: number, id: number, service: Config['certifiedMail']['service']) {
  const d = await ownDispute(em, userId, id);
  return {
    certified_mail: {
      timeline: `Printed and mailed by USPS Certified Mail${service === 'certified_return_receipt' ? ' with return receipt' : ''}; delivered in 2-3 business days. The bureau then ${bureauClock(d)}.`,
      priceCents: CERTIFIED_MAIL_PRICE_CENTS,
      service,
    },
    bureau_portal: {
      timeline: `You file online at ${BUREAU_LABELS[d.bureau]} today; the bureau ${bureauClock(d)}. Keep a copy of the confirmation.`,
      url: BUREAU_PORTALS[d.bureau].url,
    },
  };
}

/** The law's deadlines for the dispute's kind, and this round's due date (none once it is resolved). */
export async function disputeDeadlines(em: EntityManager, userId: number, id: number, now = new Date()) {
  const d = await ownDispute(em, userId, id);
  const due = d.status === 'resolved' ? null : (d.expectedResponseDate ?? null);
  return {
    ...(d.type === '605b'
      ? {
          initial_response: `${IDENTITY_THEFT_BLOCK_BUSINESS_DAYS} business days from receipt`,
          final_resolution: `${IDENTITY_THEFT_BLOCK_BUSINESS_DAYS} business days maximum`,
          fcra_compliance: FCRA_BLOCK_COMPLIANCE,
        }
      : {
          initial_response: `${INITIAL_RESPONSE_DAYS} days from submission`,
          final_resolution: `${FINAL_RESOLUTION_DAYS} days maximum`,
          fcra_compliance: FCRA_COMPLIANCE,
        }),
    due_date: due ? due.toISOString() : null,
    days_left: due ? daysLeft(due, now) : null,
    overdue: d.overdueAt != null || (due !== null && d.status === 'in_progress' && d.result == null && isOverdue(due, now)),
  };
}

/** The certified letter's quote to confirm; 409 when the round's letter is already on its way or it is over. */
export async function certifiedMailQuote(em: EntityManager, billing: MailingBilling, userId: number, id: number) {
  const d = await ownDispute(em, userId, id);
  if (d.status !== 'pending') throw new AppError('conflict', d.status === 'resolved' ? 'This dispute is resolved' : 'This round is already under way');
  if (await liveMailingFor(em, d)) throw new AppError('conflict', 'A letter for this round is already on its way');
  const quote = await billing.quote(em, userId, [{ items: 1 }]);
  return quoteView(quote, [{ packageId: null, disputeId: d.id, bureau: d.bureau, items: 1 }]);
}
