/**
 * Creditor names as bureaus print them differ ('CAPITAL ONE BANK USA NA', 'CAP ONE', 'Capital One'): these
 * helpers reduce a name to its significant words so the same account can be matched across bureaus.
 */

/** Corporate suffixes and descriptors that say nothing about which company it is. */
const FILLER = new Set([
  'the',
  'of',
  'and',
  'inc',
  'llc',
  'na',
  'co',
  'corp',
  'corporation',
  'company',
  'usa',
  'us',
  'fsb',
  'lp',
  'ltd',
  'plc',
  'bank',
  'card',
  'cards',
  'services',
  'service',
  'svcs',
  'svc',
  'financial',
  'finl',
  'fin',
  'management',
  'mgmt',
  'mortgage',
  'mtg',
  'home',
  'loan',
  'loans',
  'servicing',
  'auto',
  'motor',
  'acct',
  'account',
  'dept',
  'department',
]);

/** Abbreviations bureaus use → the word others print. */
const ALIASES: Record<string, string[]> = {
  amex: ['american', 'express'],
  syncb: ['synchrony'],
  jpmcb: ['chase'],
  jpmorgan: ['chase'],
  cap: ['capital'],
  cbna: ['citi'],
  citibank: ['citi'],
  wfb: ['wells', 'fargo'],
  wf: ['wells', 'fargo'],
  bofa: ['america'],
  amer: ['america'],
  bk: ['bank'],
  boa: ['america'],
  cr: ['credit'],
  disc: ['discover'],
  pra: ['portfolio', 'recovery'],
  portfolio: ['portfolio'],
  rc: ['recovery'],
  tmcc: ['toyota'],
  ahfc: ['honda'],
};

/** The significant words of a creditor's name, lower case, aliases spelled out; never empty for a non-empty name. */
export function creditorWords(name: string): string[] {
  const raw = name
    .toLowerCase()
    .replace(/n\.a\./g, 'na')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => ALIASES[w] ?? [w]);
  const words = raw.filter((w) => !FILLER.has(w));
  return words.length ? words : raw;
}

/** Two names that may be the same company: the same first significant word and one's words all in the other. */
export function similarCreditors(a: string, b: string): boolean {
  const wa = creditorWords(a);
  const wb = creditorWords(b);
  if (!wa.length || !wb.length || wa[0] !== wb[0]) return false;
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  return short.every((w) => long.includes(w));
}

/** Same first significant word (e.g. 'MIDLAND CREDIT MGMT' and 'MIDLAND FUNDING'): enough when the account numbers agree. */
export const sameCreditorFamily = (a: string, b: string) => creditorWords(a)[0] === creditorWords(b)[0];

/** A name to put in a stable key: the significant words joined. */
export const creditorKey = (name: string) => creditorWords(name).join(' ');
