/** Wording helpers of the offline answers (dates, lists and money as the letters and statements write them). */
import { DAY_MS } from '@finx/contracts';
import { formatLetterDate } from '../../disputes';

export { listNames as listOf } from '../../disputes';
export { formatCentsFixed as dollars } from '@finx/contracts';

/** 'November 2, 2026' from a 'YYYY-MM-DD' day or an ISO moment (UTC day). */
export const longDate = (isoDay: string) => formatLetterDate(new Date(isoDay.length === 10 ? `${isoDay}T00:00:00Z` : isoDay));

/** '1 point', '24 points'. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whole days from `now`'s UTC day to the day `isoDay` (negative once past). */
export function daysUntil(isoDay: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).getTime() - today) / DAY_MS);
}

/** 'in 12 days', 'today', '3 days ago'. */
export function relativeDays(isoDay: string, now: Date): string {
  const n = daysUntil(isoDay, now);
  if (n === 0) return 'today';
  return n > 0 ? `in ${count(n, 'day')}` : `${count(-n, 'day')} ago`;
}

/** The first `n` sentences of a text. */
export function firstSentences(text: string, n: number): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .match(/[^.!?]+(?:[.!?]+["”’)]*|$)\s*/g) ?? [text];
  return sentences.slice(0, n).join('').trim();
}

/** Words per token the offline answer is streamed in. */
const WORDS_PER_TOKEN = 4;

/** The text in groups of a few words (with their spaces), concatenating back to the text. */
export function wordGroups(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_TOKEN) groups.push(words.slice(i, i + WORDS_PER_TOKEN).join(''));
  return groups;
}

/** The parts that are there, joined as sentences. */
export const sentences = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** At most this many disputes or findings are described one by one. */
export const ITEMS_SHOWN = 3;

/** The text with its first letter in upper case. */
export const capitalized = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
