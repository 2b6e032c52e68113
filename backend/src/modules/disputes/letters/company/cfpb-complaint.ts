import { BUREAU_LABELS, type Bureau } from '@finx/contracts';
import { formatLetterDate, listNames } from '../format';
import { consumerAddress } from '../letter-parts';
import { CITATIONS } from '../templates/law';
import type { LetterConsumer, OnlineDraft } from '../types';

export interface ComplaintInput {
  consumer: LetterConsumer;
  date: Date;
  dispute: { bureau: Bureau; creditor: string; accountNumber: string | null };
  /** §611(a)(1): how the bureau received the dispute, when, and its due date. */
  deadline: { by: 'mail' | 'portal'; receivedOn: Date; due: Date; days: number } | null;
  /** §611(a)(7): the verified answer, the request for how, its receipt and the 15 days' end. */
  verification: { answeredOn: Date; round: number; receivedOn: Date; due: Date } | null;
  /** The dispute's dated events, oldest first (YYYY-MM-DD). */
  timeline: { day: string; event: string }[];
  /** What the user asks for, in their words. */
  ask?: string;
}

const day = (s: string) => formatLetterDate(new Date(`${s}T00:00:00Z`));

function deadlineText(bureau: string, d: NonNullable<ComplaintInput['deadline']>, today: Date): string {
  const received =
    d.by === 'mail'
      ? `${bureau} received my dispute letter, sent by USPS Certified Mail, on ${formatLetterDate(d.receivedOn)}.`
      : `I filed the dispute on ${bureau}’s website on ${formatLetterDate(d.receivedOn)}.`;
  const extended = d.days > 30 ? ' (45 days, because I sent more information during the reinvestigation)' : '';
  return (
    `I disputed the item above with ${bureau}. ${received} Under ${CITATIONS.reinvestigationPeriod} (15 U.S.C. §1681i(a)(1)), it had to complete its reinvestigation ` +
    `within ${d.days} days${extended}, by ${formatLetterDate(d.due)}. As of ${formatLetterDate(today)}, I have not received its results.`
  );
}

function verificationText(bureau: string, v: NonNullable<ComplaintInput['verification']>, today: Date): string {
  return (
    `${bureau} answered on ${formatLetterDate(v.answeredOn)} that it had verified the item. In my round ${v.round} letter I asked it for a description of the ` +
    `procedure it used, which its results notice must offer (${CITATIONS.methodOfVerificationNotice}); it received that letter on ${formatLetterDate(v.receivedOn)}. ` +
    `Under ${CITATIONS.methodOfVerification} (15 U.S.C. §1681i(a)(7)), it had to send me the description within 15 days, by ${formatLetterDate(v.due)}. ` +
    `As of ${formatLetterDate(today)}, it has not sent it.`
  );
}

/**
 * The CFPB complaint draft (issue 29) about a bureau that missed its reinvestigation deadline (FCRA §611(a)(1)) or
 * did not describe how it verified an item within 15 days of the request (§611(a)(7)): what happened, the dispute's
 * dated timeline from the user's records, and what the user asks for. The user files it at consumerfinance.gov.
 */
export function draftCfpbComplaint(input: ComplaintInput): OnlineDraft {
  const bureau = BUREAU_LABELS[input.dispute.bureau];
  const { deadline, verification } = input;
  if (!deadline && !verification) throw new Error('A complaint needs a missed deadline or an unanswered request for the method of verification');
  const what = [deadline && 'did not answer my dispute in time', verification && 'did not tell me how it verified it'].filter((x): x is string => !!x);
  const asks = [
    ...(deadline
      ? [
          `That ${bureau} complete its reinvestigation, delete the item if it cannot verify it (${CITATIONS.deleteUnverified}, 15 U.S.C. §1681i(a)(5)(A)), and send me the results in writing.`,
        ]
      : []),
    ...(verification
      ? [
          `That ${bureau} send me the description of the procedure it used, with the business name and address of any furnisher it contacted and its telephone number if reasonably available (${CITATIONS.methodOfVerification}).`,
        ]
      : []),
    ...(input.ask ? [`In my own words: “${input.ask}”`] : []),
  ];
  const account = input.dispute.accountNumber ? `, account ${input.dispute.accountNumber}` : '';
  return {
    from: consumerAddress(input.consumer),
    date: input.date,
    title: `Complaint about ${bureau}: it ${listNames(what)}`,
    sections: [
      { heading: 'Company', paragraphs: [`${bureau} (credit reporting). The item I disputed: ${input.dispute.creditor}${account}.`] },
      {
        heading: 'What happened',
        paragraphs: [
          ...(deadline ? [deadlineText(bureau, deadline, input.date)] : []),
          ...(verification ? [verificationText(bureau, verification, input.date)] : []),
        ],
      },
      { heading: 'Timeline (from my dispute records)', paragraphs: [input.timeline.map((e) => `- ${day(e.day)}: ${e.event}`).join('\n')] },
      { heading: 'What I ask for', paragraphs: asks },
    ],
    citations: [
      ...(deadline ? [CITATIONS.reinvestigationPeriod, CITATIONS.deleteUnverified] : []),
      ...(verification ? [CITATIONS.methodOfVerificationNotice, CITATIONS.methodOfVerification] : []),
    ],
  };
}
