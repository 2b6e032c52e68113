import type { Lesson } from '@finx/contracts';

/**
 * A lesson as written in the catalogue; its number is its position in the course. Its check question's
 * right answer (`check.answer`, an index into `check.options`) stays on the server: the API sends the
 * question and the options only.
 */
export type LessonContent = Omit<Lesson, 'number' | 'check'> & { check: Lesson['check'] & { answer: number } };
