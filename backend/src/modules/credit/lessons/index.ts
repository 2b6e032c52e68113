import type { Lesson } from '@finx/contracts';
import { DISPUTES_AND_RIGHTS_LESSONS } from './disputes-and-rights';
import { SCORE_FACTOR_LESSONS } from './score-factors';

const CATALOGUE = [...SCORE_FACTOR_LESSONS, ...DISPUTES_AND_RIGHTS_LESSONS];

/**
 * The coaching course, in order: lesson n is the one a user completes after n-1 lessons. The content is
 * general education about US credit, not legal advice. Each check question goes out without its answer.
 */
export const LESSONS: readonly Lesson[] = CATALOGUE.map(({ check: { answer: _answer, ...check }, ...l }, i) => ({ number: i + 1, ...l, check }));

/** The index of the right option of each lesson's check question, in course order (server only). */
export const LESSON_ANSWERS: readonly number[] = CATALOGUE.map((l) => l.check.answer);
