/**
 * The user's scores per bureau as their credit reports state them (score, model, date), the reports FinX has
 * read, and the next lesson of their course. A bureau without a report is said plainly, never guessed.
 */
import { BUREAU_LABELS, type Bureau, BUREAUS } from '@finx/contracts';
import type { BureauScoreFact, CoachingFacts, Fact, FactorsFacts, FindingsFacts, ProfileFacts } from '../facts';
import { helpSource as help, lessonHref } from '../knowledge';
import { type OfflineAnswer, scoreAnswer } from './answers';
import { listOf, longDate, sentences } from './format';
import type { Ask } from './route';

/** The latest score each bureau's report states (reports are newest first). */
export function latestByBureau(reports: FindingsFacts['reports']): Map<Bureau, BureauScoreFact> {
  const latest = new Map<Bureau, BureauScoreFact>();
  for (const r of reports) for (const b of r.bureaus) if (!latest.has(b.bureau) && b.score !== null) latest.set(b.bureau, b);
  return latest;
}

const scoreLine = (b: BureauScoreFact) => `${b.bureauName} ${b.score}${b.model ? ` (${b.model})` : ''}${b.reportDate ? `, from its report dated ${longDate(b.reportDate)}` : ''}`;
const noReport = (bureaus: Bureau[]) => `No report from ${listOf(bureaus.map((b) => BUREAU_LABELS[b]))} yet, so I have no ${bureaus.length === 1 ? 'score' : 'scores'} from ${bureaus.length === 1 ? 'it' : 'them'}: upload ${bureaus.length === 1 ? 'it' : 'them'} in the Document Center to see ${bureaus.length === 1 ? 'its score' : 'their scores'}.`;

const LOWEST = /\b(?:lowest|worst|low)\b/i;
const HIGHEST = /\b(?:highest|best|high)\b/i;

/**
 * The scores the question asks for: one bureau's, or each bureau's (the lowest or highest when asked), with the
 * score on file, the goal and the FinX Score when it names no bureau.
 */
export function scoresAnswer(findings: Fact<FindingsFacts>, profile: Fact<ProfileFacts | null>, factors: Fact<FactorsFacts>, ask: Ask): OfflineAnswer {
  const latest = latestByBureau(findings.data.reports);
  const asked = ask.bureaus.length ? ask.bureaus : BUREAUS;
  const known = asked.flatMap((b) => latest.get(b) ?? []);
  const missing = asked.filter((b) => !latest.has(b));
  const sources = [findings.source, ...(missing.length ? [help('faq-upload-report')] : [])];
  const onFile = scoreAnswer(profile, factors);
  if (latest.size === 0 && !ask.bureaus.length) {
    if (!profile.data) return onFile;
    return { text: sentences('FinX has not read a credit report with a score yet, so I have no score from Experian, Equifax or TransUnion.', onFile.text), sources: [...onFile.sources, ...sources] };
  }
  const ranked = [...known].sort((a, b) => a.score! - b.score!);
  const extreme = known.length > 1 && (LOWEST.test(ask.text) ? `Your lowest is ${ranked[0]!.bureauName}’s ${ranked[0]!.score}.` : HIGHEST.test(ask.text) ? `Your highest is ${ranked.at(-1)!.bureauName}’s ${ranked.at(-1)!.score}.` : null);
  const text = sentences(
    known.length > 0 && `Your ${known.length === 1 ? 'score' : 'scores'} as your credit reports state ${known.length === 1 ? 'it' : 'them'}: ${listOf(known.map(scoreLine))}.`,
    extreme,
    missing.length > 0 && noReport(missing),
    known.length > 1 && 'Scores differ between bureaus because each holds its own file and reports may use different scoring models.',
    !ask.bureaus.length && onFile.text.replace(/^Your credit score on file is/, 'The score on your FinX profile is'),
  );
  return { text, sources: ask.bureaus.length ? sources : [...sources, ...onFile.sources] };
}

/** The reports FinX has read: which bureaus, dated when, uploaded when; the bureaus without one. */
export function reportsAnswer(findings: Fact<FindingsFacts>): OfflineAnswer {
  const reports = findings.data.reports;
  const sources = [findings.source, help('faq-upload-report')];
  if (reports.length === 0) return { text: 'FinX has not read a credit report of yours yet. Upload one in the Document Center (free at AnnualCreditReport.com).', sources };
  const covered = new Set(reports.flatMap((r) => r.bureaus.map((b) => b.bureau)));
  const missing = BUREAUS.filter((b) => !covered.has(b));
  const describe = (r: FindingsFacts['reports'][number]) =>
    `${r.bureaus.length ? `the ${listOf(r.bureaus.map((b) => b.bureauName))} report` : 'a report'}${r.reportDate ? ` dated ${longDate(r.reportDate)}` : ' (its date could not be read)'}, uploaded ${longDate(r.uploadedOn)}`;
  return {
    text: sentences(
      `FinX has read ${reports.length === 1 ? 'one credit report' : `${reports.length} credit reports`} of yours: ${listOf(reports.slice(0, 3).map(describe))}.`,
      missing.length > 0 && `No report from ${listOf(missing.map((b) => BUREAU_LABELS[b]))} yet.`,
    ),
    sources,
  };
}

/** The lessons done and the next one, by name. */
export function lessonsAnswer(coaching: Fact<CoachingFacts>): OfflineAnswer {
  const c = coaching.data;
  const done = `You have completed ${c.completedLessons} of ${c.totalLessons} lessons (level ${c.level}).`;
  if (!c.next) return { text: `${done} That is the whole course — well done; you can reread any lesson on the Coaching screen.`, sources: [coaching.source] };
  return {
    text: `${done} Your next lesson is Lesson ${c.next.number}, “${c.next.title}” — open it on the Coaching screen and answer its check question to complete it.`,
    sources: [coaching.source, { kind: 'lesson', title: c.next.title, href: lessonHref(c.next.slug) }],
  };
}
