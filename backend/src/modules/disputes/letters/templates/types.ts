import type { LetterInput } from '../types';

/** What a template sees: the input plus names it would otherwise look up itself. */
export interface TemplateContext extends LetterInput {
  /** 'Experian', 'Equifax', 'TransUnion'. */
  bureauName: string;
}

/** The type-specific part of a letter; the writer adds the reason, the fact blocks and round 2+. */
export interface TypeTemplate {
  subject: string;
  /** The first paragraph: what the letter asks for. */
  opening: string;
  /** The legal paragraphs after the consumer's reason. */
  law: string[];
  /** What the consumer will do next, after every request (the escalation letter's complaint). */
  nextStep?: string;
  /** The last paragraph, when it is not the request for the reinvestigation's results. */
  closing?: string;
  citations: string[];
}
