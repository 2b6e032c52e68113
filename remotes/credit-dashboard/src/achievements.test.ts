import { COACHING_FALLBACK, SUBSCORE_FALLBACK, type CoachingProgress } from '@finx/contracts';
import { describe, expect, it } from 'vitest';
import { achievementsFrom } from './achievements';

const coaching = (completedLessons: number): CoachingProgress => ({
  userId: 1,
  ...COACHING_FALLBACK,
  ...SUBSCORE_FALLBACK,
  completedLessons,
  level: 1,
  lessonsToAdvanced: 0,
  lastAssessmentDate: null,
});

describe('achievementsFrom', () => {
  it('earns nothing for a new user, whose coaching starts at the spec default of 12 of 20 lessons', () => {
    expect(achievementsFrom({ coaching: coaching(19), disputes: [], activities: [], builderAccounts: [] })).toEqual([]);
  });

  it('earns the course only when every lesson is done', () => {
    expect(achievementsFrom({ coaching: coaching(20) }).map((a) => a.title)).toEqual(['All lessons completed']);
  });
});
