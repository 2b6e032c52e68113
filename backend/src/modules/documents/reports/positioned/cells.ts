/** What a cell of report text is: a label, a value, a creditor's title, an address, a payment-grid row. */
import { isKnownLabel } from '../labels';
import * as norm from '../normalize';

export const isBureauName = (text: string) => /^(trans ?union|experian|equifax)(®|\s*\(.*\))?$/i.test(text.trim());

/** A value's shape: money, a date, a count, a masked number, a dash. */
export const looksLikeValue = (text: string) =>
  /^[-–—]+$/.test(text) || norm.money(text) !== null || norm.date(text) !== null || /^[\dXx*•#-]{4,}$/.test(text.replace(/\s/g, ''));

const STREET =
  /\b(\d+\s+\w+.*\b(st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|trl|sq)\b\.?|p\.?\s?o\.?\s*box\s*\d+|suite\s+\d+|ste\.?\s+\d+)/i;
const CITY_LINE = /\b[A-Z][A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?$/;
const PHONE = /(^|\D)(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|1-\d{3}-\d{3}-\d{4})(\D|$)/;

export const isCityLine = (text: string) => CITY_LINE.test(text.trim());
export const isAddress = (text: string) => STREET.test(text) || CITY_LINE.test(text.trim()) || /^\d{3,6}\s+[A-Za-z]/.test(text.trim());
export const isPhone = (text: string) => PHONE.test(text) && text.replace(/[^a-z]/gi, '').length <= 12;

/** Headings inside an account (never a creditor): details, history, contact blocks. */
const SUB_HEADING =
  /^(account (details|information|history|summary|info)|details|payment history|payment status history|balance histor(y|ies)|contact( info(rmation)?)?|creditor contact( info(rmation)?)?|comments?|remarks?|two[- ]year payment history|\d+[- ]month (payment )?history|status history|historical (status|balance)s?|additional information|account status|days late|credit limit history|high credit history|past due history|terms|original creditor information|(furnisher|creditor|company) (address|information|contact)|view (more|less|details)|show (more|less)|back to top|print|legend|key)$/i;

export const isSubHeading = (text: string) => SUB_HEADING.test(text.trim().replace(/:$/, ''));

/** Words that, alone, make no creditor's name ("Credit cards", "Open accounts", "Loans"). */
const GENERIC = new Set(
  [
    'account accounts details detail history information info summary payment payments contact loans',
    'loan cards card credit collections collection open closed revolving installment mortgage mortgages',
    'other balance balances status negative adverse satisfactory positive potentially good standing',
    'items item real estate auto student and of your the with in accounts: personal consumer report',
    'records record public inquiries inquiry',
  ]
    .join(' ')
    .split(' '),
);

const MONTH_HEADER = /^((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*('?\d{2,4})?\s*)+$/i;

/** A line of text that could be a creditor's name heading an account. */
export function isTitle(text: string): boolean {
  const t = text.trim().replace(/^(?:\(?\d{1,3}[.)]|#\d{1,3})\s+/, '');
  // a creditor's name starts with a capital or a digit ("removed", wrapped from a label, is none)
  if (t.length < 2 || t.length > 70 || !/^[A-Z0-9]/.test(t) || !/[A-Za-z]{2}/.test(t) || /\.(com|net|org|gov|us)\b/i.test(t)) return false;
  if (/[.!?]$/.test(t) && !/\b(inc|co|corp|llc|ltd|bank|assn|na|n\.a)\.$/i.test(t)) return false;
  if (t.split(/\s+/).length > 8 || SUB_HEADING.test(t) || MONTH_HEADER.test(t) || isBureauName(t)) return false;
  if (isKnownLabel(t.replace(/:$/, '')) || /:(\s|$)/.test(t.replace(/\([^)]*\)?/g, '')) || isAddress(t) || isPhone(t) || looksLikeValue(t)) return false;
  if (t.split(/[\s/&-]+/).every((w) => GENERIC.has(w.toLowerCase()) || !w)) return false;
  return !/^(page|printed|report|this|these|the|you|your|if|to|for|we|a|an|as|note|see|please|pursuant|under)\b/i.test(t) || /^[A-Z0-9 .,&'/-]+$/.test(t);
}

/** ALL CAPS names (as the bureaus print creditors) are the likelier title when two candidates are in a row. */
export const isCapitals = (text: string) => /[A-Z]/.test(text) && text === text.toUpperCase();

/** Grid marks of a payment-history row, or null when the cells are not one (at least 6 marks, nearly all grid
 * tokens). A leading bureau name or year is the row's label. */
export function gridMarks(text: string): { label: string | null; marks: number[] } | null {
  const tokens = text.trim().split(/\s+/);
  let label: string | null = null;
  if (tokens.length && (isBureauName(tokens[0]!) || /^(19|20)\d{2}$/.test(tokens[0]!))) label = tokens.shift()!;
  else if (tokens.length > 1 && isBureauName(`${tokens[0]} ${tokens[1]}`)) label = `${tokens.shift()} ${tokens.shift()}`;
  if (tokens.length < 6) return null;
  const marks = tokens.map((t) => norm.gridMark(t));
  const known = marks.filter((m) => m !== null).length;
  // a row of counts ("30 60 90") or of years is no grid: it needs on-time marks, not only numbers
  if (known < tokens.length * 0.85 || !tokens.some((t) => /^(OK|C|\*|✓|✔|X|ND|CO|C\/O|COL|-|U)$/i.test(t))) return null;
  return { label, marks: marks.filter((m): m is number => m !== null) };
}

export const isMonthHeader = (text: string) => MONTH_HEADER.test(text.trim()) || /^((19|20)\d{2}\s*)+$/.test(text.trim());

/** "Label: value" within one cell, when the part before the colon reads as a label. */
export function splitColon(text: string): { label: string; value: string } | null {
  const m = text.match(/^([^:]{1,60}?)\s*:\s*(.*)$/);
  if (!m || (/\d{1,2}$/.test(m[1]!) && /^\d{2}(:\d{2})?\s*(am|pm)?\b/i.test(m[2]!) && !/^\d{3}/.test(m[2]!))) return null; // a time, "10:45"
  const label = m[1]!.trim();
  if (/[()]/.test(label) && !isKnownLabel(label)) return null; // "LVNV FUNDING (Original Creditor: …)"
  if (!isKnownLabel(label) && (label.split(/\s+/).length > 6 || !/^[A-Za-z#]/.test(label))) return null;
  return { label, value: m[2]!.trim() };
}

/** A known label at the start of a cell followed by a value ("Balance $2,214", "Date opened 03/2019"). */
export function splitLeadingLabel(text: string): { label: string; value: string } | null {
  const words = text.split(/\s+/);
  for (let n = Math.min(6, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    const value = words.slice(n).join(' ');
    if (isKnownLabel(label) && (looksLikeValue(value) || looksLikeValue(value.split(/\s+/)[0]!))) return { label, value };
  }
  return null;
}
