/** Turns the raw strings of any format into the reading's values. Unknown or blank → null, never a guess. */
import type { AccountStatus, AccountType, Bureau, Consumer, InquiryKind, PaymentMark, PaymentStatus } from './types';

const BLANK = /^(|-+|—|–|n\/?a|none|unknown|not reported|not available|null|undefined)$/i;
const clean = (raw: unknown): string | null => {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).replace(/\s+/g, ' ').trim();
  return BLANK.test(text) ? null : text;
};

/** "$1,234.56", "(200)", 1234.5, "$2,887 as of 12/2025", "1234.00 USD" → whole dollars. */
export function money(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.round(raw) : null;
  if (raw && typeof raw === 'object' && 'amount' in raw) return money((raw as { amount: unknown }).amount);
  const text = clean(raw)?.replace(/^(\(?-?\$?\s*\d+),(\d{2})(?!\d)/, '$1.$2'); // a decimal comma: "1234,00"
  if (!text) return null;
  const m = text.match(/^(\(?)-?\s*(?:USD\s*)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\)?(?=$|\s|\/|[A-Za-z])/);
  if (!m) return null;
  const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`);
  const negative = m[1] === '(' || /^\(?-/.test(text);
  return Number.isFinite(value) ? Math.round(negative ? -value : value) : null;
}

export function count(raw: unknown): number {
  const value = money(raw);
  return value !== null && value > 0 ? value : 0;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number | string) => String(n).padStart(2, '0');
const MONTH_NAME = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)$/i;
const monthOf = (name: string) => (MONTH_NAME.test(name) ? MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1 : 0);

const validDate = (y: string, m: number, d?: number) =>
  m >= 1 && m <= 12 && (d === undefined || (d >= 1 && d <= 31)) ? (d === undefined ? `${y}-${pad(m)}` : `${y}-${pad(m)}-${pad(d)}`) : null;

/** MM/DD/YYYY, MM-DD-YYYY, YYYY-MM-DD(Thh:mm), YYYYMMDD, "March 4, 2026", "4 March 2026", MM/YYYY, YYYY-MM, "Mar 2019",
 * with trailing words ("03/2019 (closed)") → YYYY-MM-DD or YYYY-MM. Two-digit years are not guessed. */
export function date(raw: unknown): string | null {
  const text = clean(raw)?.replace(/^(on|since|as of)\s+/i, '');
  if (!text) return null;
  let m = text.match(/^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?![\d])/);
  if (m) return validDate(m[1]!, Number(m[2]), m[3] ? Number(m[3]) : undefined);
  if ((m = text.match(/^(\d{4})(\d{2})(\d{2})$/))) return validDate(m[1]!, Number(m[2]), Number(m[3]));
  if ((m = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/))) return validDate(m[3]!, Number(m[1]), Number(m[2]));
  if ((m = text.match(/^(\d{1,2})[/-](\d{4})\b/))) return validDate(m[2]!, Number(m[1]));
  if ((m = text.match(/^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b/)) && monthOf(m[1]!)) return validDate(m[3]!, monthOf(m[1]!), Number(m[2]));
  if ((m = text.match(/^(\d{1,2}) ([A-Za-z]{3,9})\.?,? (\d{4})\b/)) && monthOf(m[2]!)) return validDate(m[3]!, monthOf(m[2]!), Number(m[1]));
  if ((m = text.match(/^([A-Za-z]{3,9})\.?,? (\d{4})\b/)) && monthOf(m[1]!)) return validDate(m[2]!, monthOf(m[1]!));
  return null;
}

export function bureau(raw: unknown): Bureau | null {
  const text = (clean(raw) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (text.includes('experian') || ['xpn', 'exp', 'ex', 'xp'].includes(text)) return 'experian';
  if (text.includes('equifax') || ['efx', 'eqf', 'eq', 'eqx'].includes(text)) return 'equifax';
  if (text.includes('transunion') || ['tu', 'tuc', 'tru', 'trans'].includes(text)) return 'transunion';
  return null;
}

/** Words and codes as plain lower-case words: "CHARGED_OFF" → "charged off". */
const words = (raw: unknown) => (clean(raw) ?? '').toLowerCase().replace(/[_]+/g, ' ');

export function accountType(raw: unknown): AccountType | null {
  const text = words(raw);
  if (!text) return null;
  if (/^[rimoc]$/.test(text)) return ({ r: 'revolving', i: 'installment', m: 'mortgage', o: 'open', c: 'collection' } as const)[text as 'r'];
  if (/collection/.test(text)) return 'collection';
  if (/mortgage|real estate|home equity|heloc/.test(text)) return 'mortgage';
  if (/revolv|credit card|charge card|line of credit|\bcard\b|flexible spending/.test(text)) return 'revolving';
  if (/install|auto|student|loan|lease|secured|educational/.test(text)) return 'installment';
  if (/\bopen\b|utility|telecom/.test(text)) return 'open';
  return null;
}

/** Metro 2 account status codes and the short codes exports use. */
const STATUS_CODES: Record<string, AccountStatus> = {
  co: 'chargeoff',
  '97': 'chargeoff',
  '64': 'chargeoff',
  '93': 'collection',
  '62': 'collection',
  cl: 'closed',
  c: 'closed',
  '13': 'paid',
  '61': 'paid',
  '63': 'paid',
  pd: 'paid',
  o: 'open',
  op: 'open',
  '11': 'open',
  '71': 'open',
  '78': 'open',
  '80': 'open',
  '82': 'open',
  '83': 'open',
  '84': 'open',
  col: 'collection',
};

export function accountStatus(raw: unknown): AccountStatus | null {
  const text = words(raw);
  if (!text) return null;
  if (STATUS_CODES[text]) return STATUS_CODES[text];
  if (/charge[ds]?[\s-]*off|chargeoff|written off|profit and loss/.test(text)) return 'chargeoff';
  if (/collection|placed for collection/.test(text)) return 'collection';
  // "Unpaid" is no payment: only the word paid (or settled) itself
  if (/\b(paid|settled)\b/.test(text) && !/pays? as agreed|paying as agreed|paid as agreed|paid or paying/.test(text)) return 'paid';
  if (/closed|transferred|sold|refinanced/.test(text)) return 'closed';
  if (/\bopen\b|active|current|pays? as agreed|paying as agreed|paid as agreed|paid or paying|never late|in good standing|\bok\b/.test(text)) return 'open';
  if (/past due|late|delinquen/.test(text)) return 'open';
  return null;
}

/** Metro 2 payment rating / MOP codes: 1 (current), 2–6 (30–150+ days), 7–9 (collection, charge-off). */
const RATING_CODES: Record<string, PaymentStatus> = {
  '0': 'current',
  '1': 'current',
  '2': 'late_30',
  '3': 'late_60',
  '4': 'late_90',
  '5': 'late_120',
  '6': 'late_120',
  g: 'collection',
  l: 'chargeoff',
  '7': 'collection',
  '8': 'collection',
  '9': 'chargeoff',
  r1: 'current',
  i1: 'current',
  r2: 'late_30',
  i2: 'late_30',
  r3: 'late_60',
  i3: 'late_60',
  r4: 'late_90',
  i4: 'late_90',
  r5: 'late_120',
  i5: 'late_120',
  r9: 'chargeoff',
  i9: 'chargeoff',
  co: 'chargeoff',
  col: 'collection',
  ok: 'current',
  c: 'current',
};

export function paymentStatus(raw: unknown): PaymentStatus | null {
  // "Open/Was 60 days past due Apr 2025" tells the account's history, not how late it is now
  const text = words(raw)
    .replace(/\bwas\s+(30|60|90|120|150|180)\s+days?\s+(late|past due)[^;/]*/g, ' ')
    .trim();
  if (!text) return null;
  if (RATING_CODES[text]) return RATING_CODES[text];
  if (/bankrupt|chapter \d/.test(text)) return 'bankruptcy';
  if (/charge[ds]?[\s-]*off|chargeoff|written off/.test(text)) return 'chargeoff';
  if (/collection/.test(text)) return 'collection';
  const days = Number(text.match(/\b(30|60|90|120|150|180)\b/)?.[1] ?? 0);
  if (days >= 120) return 'late_120';
  if (days && /late|past due|delinquen|days|\bdpd\b/.test(text)) return `late_${days}` as PaymentStatus;
  if (/current|as agreed|asagreed|never late|on time|\bpaid\b|\bok\b|paying|closed|zero balance|in good standing/.test(text)) return 'current';
  return null;
}

/** One mark of a payment-history grid → how late that month was (0 when on time or unknown), or null when the
 * text is no grid mark. CO, COL, RPO (repossession), FC (foreclosure), VS (voluntary surrender) are DEROGATORY:
 * the account's status says so; they are no late payment to count. */
export function gridMark(raw: string): number | null {
  const t = raw.trim().toUpperCase();
  if (/^(OK|C|\*|✓|✔|X|ND|-|—|N\/?A|U|0|1|E|\.|CUR|PAID)$/.test(t)) return 0;
  if (/^(30|60|90|120|150|180)$/.test(t)) return Number(t);
  if (/^[2-6]$/.test(t)) return [0, 0, 30, 60, 90, 120, 150][Number(t)]!;
  if (/^(CO|C\/O|COL|RPO|FC|VS|BK|CA|G|L|9|7|8)$/.test(t)) return DEROGATORY;
  return null;
}
export const DEROGATORY = -1;

/** One mark of a payment-history grid as the reading keeps it (contracts' PAYMENT_MARKS), or null when the text is no
 * grid mark. Numbers 2–6 are MOP ratings (30–150 days); "C" stays "C" (current in some reports, collection in others). */
export function paymentMark(raw: string): PaymentMark | null {
  const t = raw.trim().toUpperCase();
  if (/^(OK|\*|✓|✔|0|1|E|CUR|PAID)$/.test(t)) return 'OK';
  if (/^(X|ND|-|—|N\/?A|U|\.)$/.test(t)) return 'ND';
  if (/^(30|60|90|120|150|180|C|RPO|FC|VS|BK|CO|COL)$/.test(t)) return t as PaymentMark;
  if (/^[2-6]$/.test(t)) return (['30', '60', '90', '120', '150'] as const)[Number(t) - 2]!;
  if (/^(L|9|C\/O)$/.test(t)) return 'CO';
  if (/^(CA|G|7|8)$/.test(t)) return 'COL';
  return null;
}

/** "$300 past due as of Jan 2025" in a status sentence (Experian prints the past-due amount only there). */
export function pastDueInText(raw: unknown): number | null {
  const m = (clean(raw) ?? '').match(/(\$\s?[\d,]+(?:\.\d\d)?)\s+(?:is\s+)?past due\b/i);
  return m ? money(m[1]) : null;
}

export function inquiryKind(raw: unknown): InquiryKind | null {
  const text = words(raw);
  if (/promot|prescreen|pre-screen|marketing/.test(text)) return 'promotional';
  if (/review|account management|existing|monitor/.test(text)) return 'account_review';
  if (/soft|viewed only by you|not shared|consumer request|your request|personal request|^s$|do not affect|don.t affect/.test(text)) return 'soft';
  if (/hard|regular|viewed by others|shared with others|credit application|application|impact|^h$|individual|joint/.test(text)) return 'hard';
  return null;
}

/** The number as the bureau masked it; a fully visible number keeps only its last 4 digits. */
export function accountNumber(raw: unknown): { accountNumberLast4: string | null; accountNumberMasked: string | null } {
  const text = clean(raw);
  if (!text) return { accountNumberLast4: null, accountNumberMasked: null };
  const last4 = text.match(/(\d{4})$/)?.[1] ?? null;
  const masked = last4 ? text.slice(0, -4).replace(/\d/g, 'X') + last4 : text;
  return { accountNumberLast4: last4, accountNumberMasked: masked };
}

export const text = clean;

/** A creditor's name as a person would write it: no list numbering ("5."), no account number after it
 * ("CAPITAL ONE #517805******5590"), no "(Original Creditor: …)" note. */
export function creditorName(raw: unknown): string | null {
  const name = clean(raw)
    ?.replace(/^(?:\(?\d{1,3}[.)]|#\d{1,3})\s+/, '')
    .replace(/\s*(?:#|acct\.?|account(?: number| no\.?)?)\s*[:#]?\s*[\dXx*•·-]{4,}.*$/i, '')
    .replace(/\s*\((?:original creditor|orig\.? creditor|oc|formerly)\b[^)]*\)?\s*$/i, '')
    .replace(/[\s:,;-]+$/, '')
    .trim();
  return name || null;
}

/** "12 Elm St, Springfield, IL 62704" (or street and "City, ST ZIP" given apart) → consumer address fields. */
export function consumer(name: unknown, address: unknown, cityLine?: unknown): Consumer {
  const full = [clean(address), clean(cityLine)].filter(Boolean).join(', ');
  const m = full.match(/^(.*?),\s*([A-Za-z .'-]+?),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/);
  return m
    ? { name: clean(name), address: m[1]!, city: m[2]!, state: m[3]!, zip: m[4]! }
    : { name: clean(name), address: full || null, city: null, state: null, zip: null };
}

/** "300-850", "300 to 850" → {min, max}. */
export function scoreRange(raw: unknown): { min: number; max: number } | null {
  const m = (clean(raw) ?? '').match(/(\d{3})\s*(?:-|–|to)\s*(\d{3})/);
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}
