/** Whether a question names a creditor: its words against the words of the creditor's name. */

/** Words in many creditor names, or in any question, that name no creditor on their own ("bank", "credit"). */
const GENERIC = new Set([
  'bank',
  'credit',
  'card',
  'cards',
  'management',
  'funding',
  'financial',
  'services',
  'account',
  'loan',
  'loans',
  'dispute',
  'disputes',
  'letter',
  'collection',
  'collections',
  'company',
  'with',
  'about',
  'what',
  'when',
  'whats',
  'where',
  'have',
  'does',
  'that',
  'this',
  'from',
  'there',
  'yet',
  'the',
  'one',
  'and',
  'llc',
  'inc',
  'usa',
  'national',
  'first',
]);

/** The words of a creditor's name that can identify it. */
export const nameWords = (creditor: string) =>
  creditor
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !GENERIC.has(w));

/** The question's words (lower case) name this creditor. */
export const names = (creditor: string, words: readonly string[]) => nameWords(creditor).some((w) => words.includes(w));
