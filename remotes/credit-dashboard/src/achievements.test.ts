import { describe, expect, it } from 'vitest';
import { achievementsFrom } from './achievements';
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
});
