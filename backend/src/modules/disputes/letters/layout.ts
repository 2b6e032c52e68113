import { addressLines, formatLetterDate } from './format';
import type { Letter, OnlineDraft } from './types';

/** One block of a business letter; blocks are separated by a blank line, and wrapped paragraphs by the PDF. */
export interface LetterBlock {
  lines: string[];
  bold?: boolean;
}

/** The business-letter order shared by the plain text and the PDF. */
export function letterBlocks(letter: Letter): LetterBlock[] {
  return [
    { lines: [formatLetterDate(letter.date)] },
    { lines: addressLines(letter.from) },
    { lines: addressLines(letter.to) },
    { lines: [`Re: ${letter.subject}`], bold: true },
    { lines: ['To whom it may concern:'] },
    ...letter.body.map((paragraph) => ({ lines: paragraph.split('\n') })),
    { lines: ['Sincerely,', '', '', letter.from.name] },
    ...(letter.enclosures.length ? [{ lines: ['Enclosures:', ...letter.enclosures.map((e) => `- ${e}`)] }] : []),
  ];
}

/**
 * A draft the user files on a web form (issue 29: the CFPB complaint): the date, who it is from, its title, then each
 * section under its heading. No recipient's address, salutation or signature: it is not mailed.
 */
export function draftBlocks(draft: OnlineDraft): LetterBlock[] {
  return [
    { lines: [formatLetterDate(draft.date)] },
    { lines: addressLines(draft.from) },
    { lines: [draft.title], bold: true },
    ...draft.sections.flatMap((section) => [{ lines: [section.heading], bold: true }, ...section.paragraphs.map((p) => ({ lines: p.split('\n') }))]),
  ];
}
