/**
 * The guard on letters not written by the templates. A credit repair organization may not make untrue
 * statements to a bureau (CROA, 15 U.S.C. §1679b), so a letter may state only what the consumer gave and
 * what the template letter for the same dispute says: every amount, date, number, law reference, proper
 * noun and sensitive claim of the letter must appear there too. Reasons name the kind of fact, never its value.
 */
import { formatLetterDate } from './format';
import { letterText } from './letter-text';
import { draftLetter } from './template-writer';
import type { AnyLetterInput, Letter, LetterDispute, MailingAddress } from './types';

export type FactCheck = { ok: true } | { ok: false; reason: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const MONEY = /\$\s?(\d[\d,]*(?:\.\d+)?)/g;
const DATE_PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'), (m) => iso(m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, m[2])],
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => iso(m[1], Number(m[2]), m[3])],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (m) => iso(m[3].length === 2 ? `20${m[3]}` : m[3], Number(m[1]), m[2])],
  [new RegExp(`\\b${MONTH}\\s+(?:of\\s+)?(\\d{4})\\b`, 'gi'), (m) => `${m[2]}-${String(MONTHS.indexOf(m[1].toLowerCase()) + 1).padStart(2, '0')}`],
];
const LAW_REFERENCES = [
  /(?:§+|\bsections?\s+)\s*(\d+[a-z]?(?:-\d+)?(?:\([a-z0-9]+\))*)/gi,
  /\bU\.?\s?S\.?\s?C\.?\s*(?:§+\s*)?(\d+[a-z]?(?:-\d+)?(?:\([a-z0-9]+\))*)/gi,
];
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const WORD = /[A-Za-z][A-Za-z'’&-]*/g;
/** Claims a letter may make only when the consumer's facts or the template make them. */
const CLAIMS: [string, RegExp][] = [
  ['identity theft', /identity\s+theft|stolen\s+identity/i],
  ['fraud', /\bfraud/i],
  ['police report', /\bpolice\b/i],
  ['bankruptcy', /bankrupt/i],
  ['deceased', /\bdeceased\b|\bdied\b/i],
  ['payment', /\bpaid\b|\bpayments?\b/i],
  ['settlement', /\bsettle/i],
  ['late or on-time', /\blate\b|\bon[\s-]time\b/i],
  ['legal action', /\b(lawsuit|sue|suing|court|litigation|legal action|damages)\b/i],
  ['attorney', /\battorneys?\b(?!\s+general)/i],
  ['violation', /\bviolat/i],
  ['harassment', /\bharass/i],
  ['enclosure', /\benclos|\battach/i],
  ['statute of limitations', /statute\s+of\s+limitation/i],
  ['credit score', /\bscores?\b/i],
];

export function checkLetterFacts(letter: Letter, input: AnyLetterInput): FactCheck {
  const template = draftLetter(input).letter;
  if (!sameAddress(letter.to, template.to) || !sameAddress(letter.from, template.from)) return fail('an address is not the dispute’s');
  if (letter.enclosures.join('\n') !== template.enclosures.join('\n')) return fail('enclosures the consumer did not give');
  if (letter.citations.join('\n') !== template.citations.join('\n')) return fail('citations differ from the template’s');
  const body = letter.body.join('\n\n');
  const missing = template.citations.find((c) => !body.includes(c));
  if (missing) return fail(`citation missing: ${missing}`);
  const disputes: LetterDispute[] = 'items' in input ? input.items : [input.dispute];
  const corpus = [letterText(template), ...disputes.map((d) => formatLetterDate(d.submittedDate)), input.consumer.dateOfBirth ?? ''].join('\n');
  return checkText(`${letter.subject}\n${body}`, corpus);
}

function checkText(original: string, corpus: string): FactCheck {
  let text = original;
  const take = (pattern: RegExp, value: (m: RegExpExecArray) => string): string[] => {
    const found = [...text.matchAll(pattern)].map(value);
    text = text.replace(pattern, ' ');
    return found;
  };
  const allowedMoney = new Set([...corpus.matchAll(MONEY)].map(money));
  if (take(MONEY, money).some((m) => !allowedMoney.has(m))) return fail('an amount not in the dispute');

  const allowedDates = new Set(DATE_PATTERNS.flatMap(([p, value]) => [...corpus.matchAll(p)].map(value)));
  const allowedMonths = new Set([...allowedDates].map((d) => d.slice(0, 7)));
  for (const [pattern, value] of DATE_PATTERNS) {
    if (take(pattern, value).some((d) => !allowedDates.has(d) && !(d.length === 7 && allowedMonths.has(d)))) return fail('a date not in the dispute');
  }

  const allowedRefs = LAW_REFERENCES.flatMap((p) => [...corpus.matchAll(p)].map((m) => m[1].toLowerCase()));
  for (const pattern of LAW_REFERENCES) {
    const refs = take(pattern, (m) => m[1].toLowerCase());
    if (refs.some((ref) => !allowedRefs.some((a) => a === ref || a.startsWith(`${ref}(`)))) return fail('a law reference the template does not make');
  }

  const allowedNumbers = new Set([...corpus.matchAll(NUMBER)].map((m) => m[0].replace(/,/g, '')));
  if ([...text.matchAll(NUMBER)].some((m) => !allowedNumbers.has(m[0].replace(/,/g, '')))) return fail('a number not in the dispute');

  const allowedNames = new Set(capitalizedWords(corpus, true));
  if (capitalizedWords(text, false).some((w) => !allowedNames.has(w))) return fail('a name not in the dispute');

  const claim = CLAIMS.find(([, pattern]) => pattern.test(original) && !pattern.test(corpus));
  return claim ? fail(`claim not in the dispute: ${claim[0]}`) : { ok: true };
}

/** Capitalized words (names, companies, acronyms); those opening a sentence only when `withSentenceStarts`. */
function capitalizedWords(text: string, withSentenceStarts: boolean): string[] {
  return [...text.matchAll(WORD)]
    .filter((m) => m[0].length > 1 && /^[A-Z]/.test(m[0]))
    .filter((m) => withSentenceStarts || !/(^|[.!?:;“"(\n])\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)))
    .map((m) => m[0].replace(/[’']s$/, ''));
}

const iso = (year: string, month: number, day: string) => `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
const money = (m: RegExpExecArray) => Number(m[1].replace(/,/g, '')).toFixed(2);
const fail = (reason: string): FactCheck => ({ ok: false, reason });
const sameAddress = (a: MailingAddress, b: MailingAddress) => JSON.stringify(a) === JSON.stringify(b);
