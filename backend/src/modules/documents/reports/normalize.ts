/** Turns the raw strings of any format into the reading's values. Unknown or blank → null, never a guess. */
import type { AccountStatus, AccountType, Bureau, Consumer, InquiryKind, PaymentStatus } from './types';

const BLANK = /^(|-+|n\/?a|none|unknown|not reported)$/i;
const clean = (raw: unknown): string | null => {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).replace(/\s+/g, ' ').trim();
  return BLANK.test(text) ? null : text;
};

/** "$1,234.56", "(200)", 1234.5 → whole dollars. */
export function money(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.round(raw) : null;
  const text = clean(raw);
  if (!text) return null;
  const digits = text.replace(/[$,\s]/g, '').replace(/^\((.*)\)$/, '-$1');
  const value = Number(digits);
  return Number.isFinite(value) ? Math.round(value) : null;
}

export function count(raw: unknown): number {
  const value = money(raw);
  return value !== null && value > 0 ? value : 0;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number | string) => String(n).padStart(2, '0');
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** MM/DD/YYYY, YYYY-MM-DD, YYYYMMDD, "March 4, 2026", MM/YYYY, "Mar 2019" → YYYY-MM-DD or YYYY-MM. */
export function date(raw: unknown): string | null {
  const text = clean(raw);
  if (!text) return null;
  let m = text.match(/^(\d{4})-(\d{2})(?:-(\d{2}))?/);
  if (m) return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
  if ((m = text.match(/^(\d{4})(\d{2})(\d{2})$/))) return `${m[1]}-${m[2]}-${m[3]}`;
  if ((m = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) return `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
  if ((m = text.match(/^(\d{1,2})\/(\d{4})$/))) return `${m[2]}-${pad(m[1]!)}`;
  if ((m = text.match(/^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/)) && monthOf(m[1]!)) return `${m[3]}-${pad(monthOf(m[1]!))}-${pad(m[2]!)}`;
  if ((m = text.match(/^([A-Za-z]{3,9})\.? (\d{4})$/)) && monthOf(m[1]!)) return `${m[2]}-${pad(monthOf(m[1]!))}`;
  return null;
}

export function bureau(raw: unknown): Bureau | null {
  const text = (clean(raw) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (text.includes('experian') || text === 'xpn' || text === 'exp') return 'experian';
  if (text.includes('equifax') || text === 'efx' || text === 'eqf') return 'equifax';
  if (text.includes('transunion') || text === 'tu' || text === 'tuc') return 'transunion';
  return null;
}

export function accountType(raw: unknown): AccountType | null {
  const text = (clean(raw) ?? '').toLowerCase();
  if (!text) return null;
  if (/collection/.test(text)) return 'collection';
  if (/mortgage|real estate|home equity|heloc/.test(text)) return 'mortgage';
  if (/revolv|credit card|charge card|line of credit/.test(text)) return 'revolving';
  if (/install|auto|student|loan|lease/.test(text)) return 'installment';
  if (/open/.test(text)) return 'open';
  return null;
}

export function accountStatus(raw: unknown): AccountStatus | null {
  const text = (clean(raw) ?? '').toLowerCase();
  if (!text) return null;
  if (/charge[ds]?[\s-]*off|chargeoff/.test(text)) return 'chargeoff';
  if (/collection/.test(text)) return 'collection';
  if (/paid/.test(text)) return 'paid';
  if (/closed|transferred/.test(text)) return 'closed';
  if (/open|active|current/.test(text)) return 'open';
  return null;
}

export function paymentStatus(raw: unknown): PaymentStatus | null {
  const text = (clean(raw) ?? '').toLowerCase();
  if (!text) return null;
  if (/bankrupt|chapter \d/.test(text)) return 'bankruptcy';
  if (/charge[ds]?[\s-]*off|chargeoff/.test(text)) return 'chargeoff';
  if (/collection/.test(text)) return 'collection';
  const days = Number(text.match(/(30|60|90|120|150|180)/)?.[1] ?? 0);
  if (days >= 120) return 'late_120';
  if (days) return `late_${days}` as PaymentStatus;
  if (/current|as agreed|asagreed|never late|on time|paid|ok/.test(text)) return 'current';
  return null;
}

export function inquiryKind(raw: unknown): InquiryKind | null {
  const text = (clean(raw) ?? '').toLowerCase();
  if (/promot/.test(text)) return 'promotional';
  if (/review|account management|existing/.test(text)) return 'account_review';
  if (/soft|viewed only by you/.test(text)) return 'soft';
  if (/hard|regular|viewed by others|credit application|impact/.test(text)) return 'hard';
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
