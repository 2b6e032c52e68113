import type { Analysis } from '../model';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The offline model's summary: the score and risk, the principal reasons, the best next step, what is missing. */
export function offlineNarrative(a: Pick<Analysis, 'creditworthinessScore' | 'riskLevel' | 'confidenceScore' | 'reasons' | 'recommendations' | 'missing'>): string {
  const parts = [`Your creditworthiness score is ${a.creditworthinessScore} out of 100, which a lender would read as ${a.riskLevel} risk (confidence ${a.confidenceScore}%).`];
  if (a.reasons.length) {
    const [first, ...rest] = a.reasons;
    parts.push(`The main reason is: ${lowerFirst(first!.text)}.${rest.length ? ` Also: ${rest.map((r) => lowerFirst(r.text)).join('; ')}.` : ''}`);
  } else {
    parts.push('Nothing in the data we have stands out as a reason for a lender to decline.');
  }
  const best = a.recommendations[0];
  if (best) parts.push(`Best next step: ${lowerFirst(best.title)}${best.estimatedImpact > 0 ? ` (about +${best.estimatedImpact} points)` : ''}.`);
  if (a.missing.length) parts.push(`Adding ${a.missing.join(', ')} would make the analysis more certain.`);
  return parts.join(' ');
}
