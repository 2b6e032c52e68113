import type { Lesson } from '@finx/contracts';

/** A lesson as written in the catalogue; its number is its position in the course. */
export type LessonContent = Omit<Lesson, 'number'>;
