import { letterBlocks } from './layout';
import type { Letter } from './types';

/** The whole letter as plain text (the API's `letterContent`): date, addresses, subject, body, signature, enclosures. */
export function letterText(letter: Letter): string {
  return letterBlocks(letter)
    .map((block) => block.lines.join('\n'))
    .join('\n\n');
}
