/**
 * How FinX writes dates. Two kinds, never mixed up:
 * - a calendar day (a report's date, a due date, a day the user typed): written from its own digits, so no time
 *   zone can move it — `new Date('2026-02-01')` is UTC midnight, which a US browser shows as January 31;
 * - a moment (an upload, a payment, a carrier event): written in the user's own time zone.
 */

/** One calendar day in milliseconds (UTC has no daylight saving: every UTC day is this long). */
export const DAY_MS = 86_400_000;

/** The UTC day of a moment as 'YYYY-MM-DD' (how the server writes days: every day is a UTC midnight). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const CALENDAR = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** [year, month, day or null] of a 'YYYY-MM-DD' or 'YYYY-MM', or of a moment's UTC day (days are UTC midnights on the server). */
function calendarParts(value: string | Date): [number, number, number | null] | null {
  const written = typeof value === 'string' ? CALENDAR.exec(value) : null;
  if (written) return [Number(written[1]), Number(written[2]), written[3] ? Number(written[3]) : null];
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/**
 * A calendar day: '2026-02-09' → 'Feb 9, 2026' ('February 9, 2026' long), '2026-02' → 'Feb 2026' (a day is never
 * invented); an ISO date-time or a Date gives its UTC day. '' for none or an unreadable value.
 */
export function formatCalendarDate(value: string | Date | null | undefined, month: 'short' | 'long' = 'short'): string {
  const parts = value ? calendarParts(value) : null;
  if (!parts) return '';
  const [y, m, d] = parts;
  const name = (month === 'short' ? SHORT_MONTHS : LONG_MONTHS)[m - 1];
  return d === null ? `${name} ${y}` : `${name} ${d}, ${y}`;
}

// Created on first use: the first Intl call of a page loads its locale data (see money.ts).
const zoned = new Map<string, Intl.DateTimeFormat>();
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function inUserZone(iso: string | null | undefined, key: string, options: Intl.DateTimeFormatOptions): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  let format = zoned.get(key);
  if (!format) zoned.set(key, (format = new Intl.DateTimeFormat('en-US', options)));
  return format.format(d);
}

/** The day of a moment in the user's own time zone: 'Nov 24, 2026'; '' for none. */
export const formatTimestampDate = (iso: string | null | undefined): string => inUserZone(iso, 'date', DATE);

/** A moment in the user's own time zone: 'Nov 24, 2026, 3:05 PM', or 'Nov 24, 3:05 PM' without the year; '' for none. */
export const formatTimestamp = (iso: string | null | undefined, { year = true }: { year?: boolean } = {}): string =>
  year ? inUserZone(iso, 'date-time', { ...DATE, ...TIME }) : inUserZone(iso, 'day-time', { month: 'short', day: 'numeric', ...TIME });
