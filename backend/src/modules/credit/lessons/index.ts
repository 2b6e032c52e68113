import type { Lesson } from '@finx/contracts';
import { DISPUTES_AND_RIGHTS_LESSONS } from './disputes-and-rights';
import { SCORE_FACTOR_LESSONS } from './score-factors';

/**
 * The coaching course, in order: lesson n is the one a user completes after n-1 lessons. The content is
 * general education about US credit, not legal advice.
 */
export const LESSONS: readonly Lesson[] = [...SCORE_FACTOR_LESSONS, ...DISPUTES_AND_RIGHTS_LESSONS].map((l, i) => ({ number: i + 1, ...l }));
