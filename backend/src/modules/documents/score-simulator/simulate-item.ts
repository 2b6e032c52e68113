/**
 * "What if this were deleted / this card paid down to N %" (issue 29): the user's FinX Score computed again on a
 * changed copy of the report it comes from, by the same code that scored the report. Read only.
 */
import { type CreditReportReading, type FactorChange, type ScoreSimulation, type ScoreSimulationChange, scoredReportName } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { scoredReportOf } from '../../credit';
import { listProcessedReports } from '../documents.service';
import { isOpen, type ReportFactorDetails, viewOf } from '../processing/report-factors';
import { compareScores } from './compare-scores';
import { type LocatedItem, locateItem } from './locate-item';
import { withoutAccounts, withoutInquiries, withoutRecords, withPaidDown } from './change-reading';

export const NO_REPORT_TO_SIMULATE =
  'No credit report has been read yet, so there is nothing to simulate on: FinX estimates a change only from a report of yours it has read. Upload one in the Document Center.';
export const SCORED_REPORT_GONE =
  'The report your FinX Score was computed from is no longer stored, so there is nothing to simulate on. Upload your newest report in the Document Center.';
const NOTHING_CHANGES =
  'Nothing the FinX Score measures changes: late payments and adverse items, card utilization, the kinds of open credit, the oldest account and hard inquiries in the last 12 months stay as they are.';
const ADVERSE_FLOOR = 'Payment history stays at its lowest while any collection, charge-off or public record remains on the report.';
const notOnReport = (report: string) =>
  `This item is not on your ${report}, the last report read and the one your FinX Score is computed from, so changing it would not change the estimate.`;

/** Why the estimate moves less than the user may expect: nothing measured changes, or payment history is held at its floor. */
function noteOf(factors: FactorChange[], after: ReportFactorDetails): string | null {
  if (factors.length === 0) return NOTHING_CHANGES;
  const history = factors.find((f) => f.factor === 'paymentHistoryScore');
  return history && history.from === history.to && after.adverseItems > 0 ? ADVERSE_FLOOR : null;
}

export interface SimulationRequest {
  change: ScoreSimulationChange;
  utilizationPercent?: number;
}

/** The card's balance as a whole percent of its limit, as the score sees it (the worst bureau's figures). */
function utilizationOf(reading: CreditReportReading, index: number): number | null {
  const { balance, creditLimit } = viewOf(reading.accounts[index]!);
  return balance === null || !creditLimit ? null : Math.round((Math.max(0, balance) / creditLimit) * 100);
}

/** A pay-down the card allows: an open card with a limit whose balance is above the target (else 400, saying why). */
function checkPayDown(reading: CreditReportReading, located: LocatedItem, percent: number) {
  const { item, accountIndexes } = located;
  if (item.kind !== 'account' || item.type !== 'revolving')
    throw new AppError('invalid_input', 'Only a credit card (a revolving account) can be paid down to a share of its limit');
  for (const i of accountIndexes) {
    const a = reading.accounts[i]!;
    if (!isOpen(a)) throw new AppError('invalid_input', 'This card is closed: only open cards count toward utilization');
    const now = utilizationOf(reading, i);
    if (now === null) throw new AppError('invalid_input', 'The report gives no balance and limit for this card, so its utilization is not known');
    if (now === 0) throw new AppError('invalid_input', 'This card has no balance to pay down');
    if (percent >= now) throw new AppError('invalid_input', `This card's balance is already ${now}% of its limit: choose a lower percentage`);
  }
}

function changedReading(reading: CreditReportReading, located: LocatedItem, req: SimulationRequest): CreditReportReading {
  if (req.change === 'pay_down') return withPaidDown(reading, located.accountIndexes, req.utilizationPercent!);
  if (located.item.kind === 'account') return withoutAccounts(reading, located.accountIndexes);
  if (located.item.kind === 'inquiry') return withoutInquiries(reading, located.isInquiry);
  return withoutRecords(reading, located.isRecord);
}

const onScoredReport = (reading: CreditReportReading, located: LocatedItem) =>
  located.accountIndexes.size > 0 ||
  reading.inquiries.some(located.isInquiry) ||
  reading.softInquiries.some(located.isInquiry) ||
  reading.publicRecords.some(located.isRecord);

function checkRequest(req: SimulationRequest) {
  if (req.change === 'pay_down' && req.utilizationPercent === undefined)
    throw new AppError('invalid_input', 'Choose the share of its limit to pay the card down to (utilizationPercent, 0 to 100)');
  if (req.change === 'delete' && req.utilizationPercent !== undefined)
    throw new AppError('invalid_input', 'A percentage applies only to paying a card down (change=pay_down)');
}

/** The simulation for the session user's item `key`: 404 when their file has no such item, 400 for a change it cannot take. */
export async function simulateItem(em: EntityManager, userId: number, key: string, req: SimulationRequest): Promise<ScoreSimulation> {
  checkRequest(req);
  const scored = await scoredReportOf(em, userId);
  if (!scored) return { available: false, reason: NO_REPORT_TO_SIMULATE };
  const reports = await listProcessedReports(em, userId);
  const report = reports.find((r) => r.id === scored.reportId);
  if (!report) return { available: false, reason: SCORED_REPORT_GONE };

  const { reading } = report;
  const located = locateItem(reports, report, key);
  const onReport = onScoredReport(reading, located);
  if (req.change === 'pay_down') checkPayDown(reading, located, req.utilizationPercent!);
  const changed = onReport ? changedReading(reading, located, req) : reading;
  const compared = compareScores(reading, changed, report.id, scored.computedAt);
  const { after, ...scores } = compared;
  const basis = { documentId: report.id, fileName: report.fileName, bureau: reading.bureau, reportDate: reading.reportDate };
  return {
    available: true,
    change: req.change,
    utilizationPercent: req.utilizationPercent ?? null,
    report: basis,
    onReport,
    ...scores,
    note: !onReport ? notOnReport(scoredReportName(basis)) : noteOf(scores.factors, after),
  };
}
