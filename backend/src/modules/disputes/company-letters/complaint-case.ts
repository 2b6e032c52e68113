import { BUREAU_LABELS, type ComplaintGround, type ComplaintOption, DISPUTE_RESULT_LABELS, type DisputeResult, isoDay } from '@finx/contracts';
import { addCalendarDays, FINAL_RESOLUTION_DAYS, INITIAL_RESPONSE_DAYS, isOverdue } from '../deadlines';
import type { DisputeRecord } from '../dispute.entity';
import { formatLetterDate } from '../letters/format';

/** Days a bureau has to describe how it verified an item, from receiving the request: FCRA §611(a)(7). */
export const VERIFICATION_DESCRIPTION_DAYS = 15;

/** One round of a dispute as the user's records hold it: its certified letter and the bureau's answer. */
export interface RoundRecord {
  round: number;
  mailing: { mailedAt: Date | null; deliveredAt: Date | null; trackingNumber: string | null } | null;
  answer: { result: DisputeResult; responseDate: Date } | null;
}

export type CaseDispute = Pick<
  DisputeRecord,
  'type' | 'bureau' | 'status' | 'round' | 'result' | 'submittedDate' | 'expectedResponseDate' | 'deadlineExtended'
>;

/** The facts each ground of a complaint rests on. */
export interface ComplaintCase extends ComplaintOption {
  /** §611(a)(1): the bureau had the dispute (by mail or its website) and its 30 (45) days are over without an answer. */
  deadline: { by: 'mail' | 'portal'; receivedOn: Date; due: Date; days: number } | null;
  /** §611(a)(7): after a verified answer the user asked how, the bureau received it, and the 15 days are over. */
  verification: { answeredOn: Date; round: number; receivedOn: Date; due: Date } | null;
}

/** The dispute's events, each dated from the user's own records, oldest first. */
function timelineOf(d: CaseDispute, rounds: RoundRecord[], portalFiledOn: Date | null): { at: Date; event: string }[] {
  const bureau = BUREAU_LABELS[d.bureau];
  const events: { at: Date; event: string }[] = [{ at: d.submittedDate, event: 'Dispute prepared' }];
  for (const r of rounds) {
    const what = r.round > 1 && askedHow(rounds, r.round) ? `round ${r.round} letter, asking how ${bureau} verified the item,` : `round ${r.round} letter`;
    const tracking = r.mailing?.trackingNumber ? ` (tracking ${r.mailing.trackingNumber})` : '';
    if (r.mailing?.mailedAt) events.push({ at: r.mailing.mailedAt, event: `${capitalized(what)} mailed to ${bureau} by USPS Certified Mail${tracking}` });
    if (r.mailing?.deliveredAt) events.push({ at: r.mailing.deliveredAt, event: `${capitalized(what)} delivered to ${bureau}` });
    if (r.answer) events.push({ at: r.answer.responseDate, event: `${bureau} answered round ${r.round}: ${DISPUTE_RESULT_LABELS[r.answer.result]}` });
  }
  if (portalFiledOn) events.push({ at: portalFiledOn, event: `Round ${d.round} filed on ${bureau}’s website` });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Round `round` followed a verified (or no-change) answer, so its letter asked for the method of verification. */
function askedHow(rounds: RoundRecord[], round: number): boolean {
  const previous = rounds.find((r) => r.round === round - 1)?.answer?.result;
  return previous === 'verified' || previous === 'no_change';
}

/** The latest round that asked how the bureau verified, arrived, and whose 15 days are over; null when none. */
function verificationGround(rounds: RoundRecord[], now: Date): ComplaintCase['verification'] {
  for (const r of [...rounds].reverse()) {
    const receivedOn = r.mailing?.deliveredAt;
    if (r.round < 2 || !askedHow(rounds, r.round) || !receivedOn) continue;
    const due = addCalendarDays(receivedOn, VERIFICATION_DESCRIPTION_DAYS);
    if (isOverdue(due, now)) return { answeredOn: rounds.find((x) => x.round === r.round - 1)!.answer!.responseDate, round: r.round, receivedOn, due };
  }
  return null;
}

/** Why a dispute does not (yet) qualify, and when it would. */
function notYet(d: CaseDispute, rounds: RoundRecord[]): string {
  const bureau = BUREAU_LABELS[d.bureau];
  if (d.type === '605b') return 'A block request has its own clock (4 business days, FCRA §605B); the CFPB complaint draft is for a dispute under FCRA §611.';
  if (d.status === 'resolved')
    return `${bureau} answered (${DISPUTE_RESULT_LABELS[d.result ?? 'updated']}): a complaint draft is for a bureau that misses its deadline or does not say how it verified an item.`;
  if (d.status === 'pending')
    return d.round > 1 && askedHow(rounds, d.round)
      ? `Send the round ${d.round} letter: ${bureau} has 15 days from receiving it to say how it verified this item (FCRA §611(a)(7)). If it does not, FinX offers a complaint draft.`
      : `Send the letter first: ${bureau}’s 30 days start when it receives it (FCRA §611(a)(1)).`;
  const asking = rounds.find((r) => r.round === d.round && d.round > 1 && askedHow(rounds, r.round));
  if (asking?.mailing?.deliveredAt) {
    return `${bureau} has until ${formatLetterDate(addCalendarDays(asking.mailing.deliveredAt, VERIFICATION_DESCRIPTION_DAYS))} to say how it verified this item (FCRA §611(a)(7)). If it does not, FinX offers a complaint draft.`;
  }
  if (d.status === 'rejected')
    return `If ${bureau} does not say how it verified this item within 15 days of receiving your next-round letter (FCRA §611(a)(7)), FinX offers a complaint draft.`;
  if (!d.expectedResponseDate) return `${bureau}’s 30 days start when it receives your letter (FCRA §611(a)(1)).`;
  return `${bureau}’s answer is due ${formatLetterDate(d.expectedResponseDate)} (FCRA §611(a)(1)). If it has not answered by then, FinX offers a complaint draft.`;
}

/**
 * Whether a bureau dispute can be taken to the CFPB, from the user's own records: its current round's answer is
 * overdue (FCRA §611(a)(1): 30 days from receipt, 45 with the extension), or a round that asked for the method of
 * verification after a verified answer reached the bureau more than 15 days ago (§611(a)(7)) and the dispute is
 * still open. `rounds` are the dispute's rounds, 1 to its current one.
 */
export function complaintCase(d: CaseDispute, rounds: RoundRecord[], now: Date): ComplaintCase {
  const bureau = BUREAU_LABELS[d.bureau];
  const current = rounds.find((r) => r.round === d.round);
  const overdue = d.type !== '605b' && d.status === 'in_progress' && d.result == null && !!d.expectedResponseDate && isOverdue(d.expectedResponseDate, now);
  const days = d.deadlineExtended ? FINAL_RESOLUTION_DAYS : INITIAL_RESPONSE_DAYS;
  // a portal filing keeps no date of its own: its due date was set that day, `days` ahead
  const portalFiledOn = d.status !== 'pending' && d.expectedResponseDate && !current?.mailing ? addCalendarDays(d.expectedResponseDate, -days) : null;
  const receivedOn = current?.mailing?.deliveredAt ?? portalFiledOn;
  const deadline =
    overdue && receivedOn ? { by: current?.mailing ? ('mail' as const) : ('portal' as const), receivedOn, due: d.expectedResponseDate!, days } : null;
  const verification = d.type !== '605b' && d.status !== 'resolved' ? verificationGround(rounds, now) : null;
  const grounds: ComplaintGround[] = [...(deadline ? ['deadline_missed' as const] : []), ...(verification ? ['no_method_of_verification' as const] : [])];
  const reasons = [
    ...(deadline ? [`${bureau}’s answer was due ${formatLetterDate(deadline.due)} and none is recorded (FCRA §611(a)(1)).`] : []),
    ...(verification
      ? [
          `${bureau} received your request for how it verified this item on ${formatLetterDate(verification.receivedOn)}; its description was due ${formatLetterDate(verification.due)} (FCRA §611(a)(7)).`,
        ]
      : []),
  ];
  const timeline = timelineOf(d, rounds, portalFiledOn).map((e) => ({ day: isoDay(e.at), event: e.event }));
  if (d.status === 'in_progress' && d.expectedResponseDate)
    timeline.push({ day: isoDay(d.expectedResponseDate), event: `${bureau}’s answer due (FCRA §611(a)(1))` });
  if (verification) timeline.push({ day: isoDay(verification.due), event: `${bureau}’s description of how it verified the item due (FCRA §611(a)(7))` });
  timeline.sort((a, b) => a.day.localeCompare(b.day));
  return { qualifies: grounds.length > 0, reason: reasons.length ? reasons.join(' ') : notYet(d, rounds), grounds, timeline, deadline, verification };
}
