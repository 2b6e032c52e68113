import { creditDataNote } from '@finx/contracts';
import type { Analysis } from '../model';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

type Summarised = Pick<
  Analysis,
  'creditworthinessScore' | 'riskLevel' | 'confidenceScore' | 'creditData' | 'finxSource' | 'reasons' | 'recommendations' | 'missing'
>;

/**
 * The offline model's summary: the score and risk, the principal reasons, the best next step, what is missing.
 * Without credit data: no score and no risk, what the analysis needs, and what the cash-flow numbers show.
 * A score from a self-reported number or assessment answers says so.
 */
export function offlineNarrative(a: Summarised): string {
  const note = creditDataNote(a);
  if (a.creditworthinessScore === null || a.riskLevel === null) {
    const parts = [note ?? '', `Confidence ${a.confidenceScore}%: the analysis has no credit history to read.`];
    if (a.reasons.length) parts.push(`From the numbers you entered: ${a.reasons.map((r) => lowerFirst(r.text)).join('; ')}.`);
    return parts.join(' ');
  }
  const parts = [
    `Your creditworthiness score is ${a.creditworthinessScore} out of 100, which a lender would read as ${a.riskLevel} risk (confidence ${a.confidenceScore}%).`,
  ];
  if (note) parts.push(note);
  if (a.reasons.length) {
    const [first, ...rest] = a.reasons;
    parts.push(`The main reason is: ${lowerFirst(first!.text)}.${rest.length ? ` Also: ${rest.map((r) => lowerFirst(r.text)).join('; ')}.` : ''}`);
  } else {
    parts.push('Nothing in the data we have stands out as a reason for a lender to decline.');
  }
  const best = a.recommendations[0];
  if (best)
    parts.push(
      `Best next step: ${lowerFirst(best.title)}${best.estimatedImpact > 0 ? ` (about +${best.estimatedImpact} point${best.estimatedImpact === 1 ? '' : 's'})` : ''}.`,
    );
  // the note already asks for the report
  const missing = note ? a.missing.filter((m) => m !== 'a credit report') : a.missing;
  if (missing.length) parts.push(`Adding ${missing.join(', ')} would make the analysis more certain.`);
  return parts.join(' ');
}
