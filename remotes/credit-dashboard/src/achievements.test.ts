import { describe, expect, it } from 'vitest';
import { achievementsFrom } from './achievements';
import type { ScoreTrend } from '@finx/contracts';
import { NEW_COACHING, SELF_REPORTED_COACHING } from './test-utils';

describe('achievementsFrom', () => {
  it('earns nothing for a new user (0 of 20 lessons, no assessment) or for a score only estimated from onboarding', () => {
    expect(achievementsFrom({ coaching: NEW_COACHING, disputes: [], activities: [], builderAccounts: [] })).toEqual([]);
    expect(achievementsFrom({ coaching: { ...SELF_REPORTED_COACHING, completedLessons: 19 } })).toEqual([]);
  });

  it('earns the course only when every lesson is done, and the assessment on its date', () => {
    expect(achievementsFrom({ coaching: { ...NEW_COACHING, completedLessons: 20 } }).map((a) => a.title)).toEqual(['All lessons completed']);
    expect(achievementsFrom({ coaching: { ...NEW_COACHING, lastAssessmentDate: '2026-05-03T12:00:00.000Z' } })).toEqual([
      { id: 'assessment', title: 'Assessment taken', description: 'You checked your four credit factors.', date: '2026-05-03T12:00:00.000Z' },
    ]);
  });

  it('counts a score rise only within one bureau and model: never across bureaus, never between self-reported scores', () => {
    const months = (scores: (number | null)[]) => scores.map((score, i) => ({ month: `2026-0${i + 1}`, score }));
    const line = (bureau: 'experian' | 'equifax' | null, model: string | null, scores: (number | null)[]): ScoreTrend['lines'][number] => ({
      source: bureau ? 'credit_report' : 'self_reported',
      bureau,
      model,
      months: months(scores),
    });
    const earned = (lines: ScoreTrend['lines']) => achievementsFrom({ trend: { lines } });
    // Experian 612 then Equifax 680 is two lines of one point each: no rise; self-reported 600 → 700 is not measured
    expect(earned([line('equifax', 'FICO Score 8', [null, 680]), line('experian', 'FICO Score 8', [612, 612]), line(null, null, [600, 700])])).toEqual([]);
    expect(earned([line('experian', null, [600, 700])])).toEqual([]);
    expect(earned([line('experian', 'FICO Score 8', [612, 640]), line('equifax', 'FICO Score 8', [500, 520])])).toEqual([
      { id: 'score-up', title: 'Score up 28 points', description: 'Experian · FICO Score 8: from 612 to 640 over the last 2 months with data.', date: null },
    ]);
  });
});
