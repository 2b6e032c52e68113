import { draftBlocks, type LetterBlock, letterBlocks } from './layout';
import type { Letter, OnlineDraft } from './types';

const blocksText = (blocks: LetterBlock[]) => blocks.map((block) => block.lines.join('\n')).join('\n\n');

/** The whole letter as plain text (the API's `letterContent`): date, addresses, subject, body, signature, enclosures. */
export const letterText = (letter: Letter): string => blocksText(letterBlocks(letter));

/** A draft filed online as plain text: what the user pastes into the form. */
export const draftText = (draft: OnlineDraft): string => blocksText(draftBlocks(draft));
