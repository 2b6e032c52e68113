import { CONSISTENCY_FINDING_KINDS, type Finding } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { listProcessedReports, type ProcessedReport, REPORT_NOT_FOUND } from '../../documents';
import { itemAtBureau, type NewDispute, openDisputesByItem } from '../disputes.service';
import { ALREADY_FILED, fileFindingDispute, filedFindings } from '../packages/finding-disputes.service';
import { DisputeEntity } from '../dispute.entity';
import { deletedItemOf, findFindings } from './index';

export const FINDING_NOT_FOUND = 'Finding not found';

/**
 * The findings in the user's processed reports (only `reportIds` when given: 404 for one not theirs or not
 * processed), each with the dispute filed from it. `reports`: the user's processed reports when the caller has
 * already read them (listProcessedReports).
 */
export async function userFindings(
  em: EntityManager,
  userId: number,
  opts: { reportIds?: number[]; today?: Date; reports?: ProcessedReport[] } = {},
): Promise<Finding[]> {
  const all = opts.reports ?? (await listProcessedReports(em, userId));
  let reports = all;
  if (opts.reportIds) {
    const wanted = new Set(opts.reportIds);
    if ([...wanted].some((id) => !reports.some((r) => r.id === id))) throw new AppError('not_found', REPORT_NOT_FOUND);
    reports = reports.filter((r) => wanted.has(r.id));
  }
  const filed = await filedFindings(em, userId);
  const open = await openDisputesByItem(em, userId);
  // items deleted after a dispute, as the bureau reported them before (any report, the chosen ones or not)
  const deleted = (await em.find(DisputeEntity, { userId, result: 'deleted', responseDate: { $ne: null } })).map((d) =>
    deletedItemOf({ ...d, responseDate: d.responseDate! }, all),
  );
  const findings = findFindings(reports, opts.today ?? new Date(), deleted);
  // one open dispute per account and bureau, however it was filed: a finding whose account has one is answered by it
  return findings.map((f) => ({ ...f, disputeId: filed.get(f.key) ?? open.get(accountOf(f))?.id ?? null }));
}

// an account contradicting itself (issue 29) is a stronger basis than a difference between bureaus
const LEAD: Finding['kind'][] = [
  'obsolete',
  'reinserted',
  'duplicate_debt',
  ...CONSISTENCY_FINDING_KINDS,
  'missing_at_bureau',
  'status_mismatch',
  'balance_mismatch',
  'late_marks_mismatch',
];

/** The account a finding is about, at its bureau: findings of one account there make one dispute. */
const accountOf = (f: Pick<Finding, 'bureau' | 'creditor' | 'accountNumberLast4'>) => itemAtBureau(f.bureau, f.creditor, f.accountNumberLast4);

/** The dispute a finding suggests, as the disputes engine files it; the finding's reason is its description. */
export function findingDispute(f: Finding): NewDispute {
  return {
    type: f.disputeType,
    creditor: f.creditor.slice(0, 120),
    bureau: f.bureau,
    disputeReason: f.disputeReason,
    ...(f.accountNumberLast4 ? { accountNumber: f.accountNumberLast4 } : {}),
    ...(f.amount !== null && f.amount > 0 ? { amount: `${f.amount}.00` } : {}),
    description: f.reason,
    ...(f.deletedDisputeId ? { reinsertionOf: f.deletedDisputeId } : {}),
  };
}

/** Files one finding of the user's (404 unknown key, 409 already filed). */
export async function fileFinding(em: EntityManager, userId: number, key: string, at = new Date()) {
  const finding = (await userFindings(em, userId, { today: at })).find((f) => f.key === key);
  if (!finding) throw new AppError('not_found', FINDING_NOT_FOUND);
  if (finding.disputeId !== null) throw new AppError('conflict', ALREADY_FILED);
  return fileFindingDispute(em, userId, key, findingDispute(finding), at);
}

/**
 * Files the chosen findings not yet filed (every finding when `keys` is omitted, none when `keys` is empty),
 * from the chosen reports; 404 for a key that is not one of the user's findings. Run inside the caller's
 * transaction, so a refusal files nothing.
 */
export async function fileChosenFindings(em: EntityManager, userId: number, chosen: { reportIds?: number[]; keys?: string[] }, at = new Date()): Promise<void> {
  const findings = await userFindings(em, userId, { reportIds: chosen.reportIds, today: at });
  const picked = chosen.keys
    ? chosen.keys.map((key) => {
        const f = findings.find((x) => x.key === key);
        if (!f) throw new AppError('not_found', FINDING_NOT_FOUND);
        return f;
      })
    : findings;
  // one dispute per account and bureau: the findings of one account are filed together, their reasons in one description
  const groups = new Map<string, Finding[]>();
  for (const f of new Set(picked)) if (f.disputeId === null) groups.set(accountOf(f), [...(groups.get(accountOf(f)) ?? []), f]);
  for (const group of groups.values()) {
    // the strongest basis leads: an item past its reporting period must go whatever else is wrong with it
    const [first, ...rest] = group.sort((a, b) => LEAD.indexOf(a.kind) - LEAD.indexOf(b.kind));
    const dispute = findingDispute(first!);
    if (rest.length) dispute.description = [first!, ...rest].map((f) => f.reason).join(' ');
    // the others are answered by it: userFindings gives them its id (one account, one bureau, one dispute)
    await fileFindingDispute(em, userId, first!.key, dispute, at);
  }
}
