/**
 * What an ID document or proof of address says (issue 13): the holder's name, the kind of document and, for a
 * proof of address, the address; read from the document's text (PDF text or OCR). Pure functions.
 */

export interface IdentityReading {
  name: string | null;
  documentType: string | null;
  address: string | null;
}

/** Kinds of document, first match wins (more specific before more general). */
const DOCUMENT_TYPES: [string, RegExp][] = [
  ['Passport', /\bpassport\b|^P<[A-Z<]{3}/im],
  ["Driver's License", /\bdriver'?s?\s*licen[cs]e\b|\bdriving licen[cs]e\b|\bDL\s*(no|#|:)/i],
  ['State ID', /\b(identification|id)\s+card\b|\bstate\s+id\b/i],
  ['Lease', /\blease\b|\brental agreement\b|\btenant\b.*\blandlord\b|\blandlord\b/is],
  ['Bank Statement', /\bbank\b[\s\S]*\bstatement\b|\bstatement period\b|\bbeginning balance\b|\bending balance\b/i],
  [
    'Utility Bill',
    /\b(electric(ity)?|natural gas|water|sewer|utilit(y|ies)|energy|power|internet|broadband|cable)\b[\s\S]*\b(bill|statement|amount due|account)\b|\bservice address\b|\bkwh\b/i,
  ],
  ['Insurance Statement', /\b(insurance|policy)\b[\s\S]*\b(declarations?|policyholder|insured)\b/i],
  ['Pay Stub', /\b(pay\s*stub|earnings statement|net pay|gross pay)\b/i],
  ['Tax Document', /\bform\s+(w-2|1099|1040)\b|\binternal revenue service\b/i],
  ['Voter Registration Card', /\bvoter\b/i],
];

const NAME_LABELS = [
  /^(?:full\s+)?name\s*[:#]\s*(.+)$/i,
  /^(?:account\s*holder|account\s*name|customer(?:\s*name)?|tenant\(?s?\)?|lessee|resident|policyholder|insured|employee(?:\s*name)?|prepared\s+for|statement\s+for|bill\s+to|mail\s+to)\s*[:#]?\s+(.+)$/i,
];
const STREET =
  /\b\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9.' -]{2,40}?\s(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place|ter|terrace|pkwy|parkway|hwy|highway|cir|circle|trl|trail|loop|sq|square|row|run|pike)\b\.?(?:\s*(?:,\s*)?(?:apt|unit|suite|ste|#)\s*[\w-]+)?/i;
const CITY_STATE_ZIP = /\b([A-Za-z][A-Za-z .'-]{1,40}),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?\b/;
const NOT_A_NAME =
  /\b(license|licence|driver|passport|identification|card|state|department|bank|statement|bill|account|service|address|date|class|sex|height|weight|eyes|hair|dob|exp|iss|usa|united|states|america|electric|energy|water|gas|power|company|inc|llc|corp|lease|agreement|page|total|amount|due|balance|period|summary)\b/i;

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,.-]+|[\s:,.-]+$/g, '')
    .trim();
const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());

/** A person's name: 2–5 words of letters (with . ' -), not a heading or label. */
function asName(raw: string | undefined): string | null {
  if (!raw) return null;
  const s = clean(raw.replace(/\s{2,}.*$/, '')); // a second column after a wide gap is something else
  const words = s.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 5) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}.'-]*$/u.test(w))) return null;
  if (NOT_A_NAME.test(s)) return null;
  // "SMITH, JOHN A" → "John A Smith"
  const comma = /^([^,]+),\s*(.+)$/.exec(s);
  return titleCase(comma ? `${comma[2]} ${comma[1]}` : s);
}

/** Passport machine-readable zone: P<USASMITH<<JOHN<ALLEN<<<… */
function mrzName(lines: string[]): string | null {
  for (const l of lines) {
    const m = /^P[<A-Z][A-Z<]{3}([A-Z]+(?:<[A-Z]+)*)<<([A-Z]+(?:<[A-Z]+)*)/.exec(l.replace(/\s/g, ''));
    if (m) return titleCase(`${m[2]!.replace(/</g, ' ')} ${m[1]!.replace(/</g, ' ')}`);
  }
  return null;
}

/** Separate surname / given-name fields: "Surname: SMITH" + "Given Names: JOHN", "LN SMITH" + "FN JOHN", AAMVA "1 SMITH" + "2 JOHN". */
function splitName(lines: string[]): string | null {
  const find = (re: RegExp) => {
    for (const [i, l] of lines.entries()) {
      const m = re.exec(l);
      if (m) return clean(m[1] || lines[i + 1] || '');
    }
    return null;
  };
  const last = find(/^(?:surname|last\s*name|family\s*name|ln|1)\b\.?\s*[:/]?\s*([\p{L}' -]*)$/iu);
  const first = find(/^(?:given\s*names?|first\s*name|fn|2)\b\.?\s*[:/]?\s*([\p{L}.' -]*)$/iu);
  return last && first ? asName(`${first} ${last}`) : null;
}

function findName(lines: string[]): string | null {
  const mrz = mrzName(lines);
  if (mrz) return mrz;
  const split = splitName(lines);
  if (split) return split;
  for (const l of lines) {
    for (const re of NAME_LABELS) {
      const name = asName(re.exec(l)?.[1]);
      if (name) return name;
    }
  }
  // An address block: the name on the line above the street line.
  for (const [i, l] of lines.entries()) {
    if (i > 0 && /^\d/.test(l) && STREET.test(l)) {
      const name = asName(lines[i - 1]);
      if (name) return name;
    }
  }
  return null;
}

function findAddress(lines: string[]): string | null {
  for (const [i, l] of lines.entries()) {
    const street = STREET.exec(l);
    if (!street) continue;
    const rest = l.slice(street.index + street[0].length);
    const place = CITY_STATE_ZIP.exec(rest) ?? CITY_STATE_ZIP.exec(lines[i + 1] ?? '');
    if (place) return `${clean(street[0])}, ${clean(place[1]!)}, ${place[2]} ${place[3]}`;
  }
  return null;
}

export function readIdentity(text: string, fileType: 'id_document' | 'proof_of_address'): IdentityReading {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const documentType = DOCUMENT_TYPES.find(([, re]) => re.test(text))?.[0] ?? null;
  return { name: findName(lines), documentType, address: fileType === 'proof_of_address' ? findAddress(lines) : null };
}

// ---- matching against the account holder ----

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'mr', 'mrs', 'ms', 'dr']);
const words = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SUFFIXES.has(w));

/**
 * The name read is the holder's: the same first and last name whatever the case, spacing, order or accents,
 * with middle names or initials tolerated ("JOHN A. SMITH", "Smith, John Allen" match John Smith).
 */
export function sameName(read: string, holder: { firstName: string; lastName: string }): boolean {
  const got = words(read);
  const first = words(holder.firstName);
  const last = words(holder.lastName);
  if (!first.length || !last.length) return false;
  if (![...first, ...last].every((w) => got.includes(w))) return false;
  // Anything else may only be middle names/initials: at most two more words.
  return got.length - first.length - last.length <= 2;
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  trail: 'trl',
  square: 'sq',
  apartment: 'apt',
  suite: 'ste',
  unit: 'apt',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
const addressWords = (s: string) => words(s.replace(/#/g, ' apt ')).map((w) => STREET_WORDS[w] ?? w);

export interface HolderAddress {
  address: string;
  city?: string | null;
  state?: string | null;
  zip: string | null;
}

/** The address read is the holder's: the same street line (abbreviations and case aside) and ZIP code. */
export function sameAddress(read: string, holder: HolderAddress): boolean {
  const zip = holder.zip?.replace(/\D/g, '').slice(0, 5);
  if (!zip || !holder.address.trim()) return false;
  const got = addressWords(read);
  const street = addressWords(holder.address);
  return got.includes(zip) && street.every((w) => got.includes(w));
}
