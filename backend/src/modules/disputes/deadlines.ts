/**
 * Statutory dispute deadlines. Every function works on UTC calendar dates: the time of day of an input is
 * dropped and every returned Date is midnight UTC of the day it names.
 */
import { DAY_MS, isoDay } from '@finx/contracts';

/** Days a bureau has to reinvestigate a disputed item and answer: FCRA §611(a)(1)(A), 15 U.S.C. 1681i(a)(1)(A). */
export const INITIAL_RESPONSE_DAYS = 30;

/**
 * The longest a reinvestigation may take: 30 days extended by up to 15 when the consumer sends more information
 * during the period (FCRA §611(a)(1)(B)) or disputes after a free annual report under §612 (§611(a)(1)(C)).
 */
export const FINAL_RESOLUTION_DAYS = 45;

/** Business days after completing a reinvestigation to send the consumer its results: FCRA §611(a)(6)(A). */
export const RESULTS_NOTICE_BUSINESS_DAYS = 5;

/** Business days a bureau has to block information resulting from identity theft: FCRA §605B(a), 15 U.S.C. 1681c-2. */
export const IDENTITY_THEFT_BLOCK_BUSINESS_DAYS = 4;

/** Midnight UTC of the calendar day `date` falls on (UTC). */
export function utcDay(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function requireInteger(days: number): void {
  if (!Number.isInteger(days)) throw new RangeError(`Expected a whole number of days, got ${days}`);
}

/** 'YYYY-MM-DD' of the UTC calendar day. */
function dayKey(date: Date): string {
  return isoDay(date);
}

/** The calendar day `days` after (before, when negative) the day of `date`. */
export function addCalendarDays(date: Date, days: number): Date {
  requireInteger(days);
  const day = utcDay(date);
  // Date.UTC normalises day overflow across month and year ends (Jan 31 + 30 = Mar 2, or Mar 1 in a leap year).
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** The `nth` (1-based) given weekday (0 = Sunday) of a month (0 = January). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7));
}

/** The last given weekday (0 = Sunday) of a month (0 = January). */
function lastWeekday(year: number, month: number, weekday: number): Date {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return addCalendarDays(lastDay, -((lastDay.getUTCDay() - weekday + 7) % 7));
}

/**
 * The day a fixed-date holiday is observed (5 U.S.C. 6103(b), OPM): one on a Saturday is observed the Friday before,
 * one on a Sunday the Monday after.
 */
function observed(holiday: Date): Date {
  const weekday = holiday.getUTCDay();
  if (weekday === 6) return addCalendarDays(holiday, -1);
  if (weekday === 0) return addCalendarDays(holiday, 1);
  return holiday;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The legal public holidays of 5 U.S.C. 6103(a) for a year, on their actual dates (not yet moved off weekends). */
function legalHolidays(year: number): Date[] {
  const fixed = (month: number, day: number) => new Date(Date.UTC(year, month, day));
  return [
    fixed(0, 1), // New Year's Day
    nthWeekday(year, 0, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, MONDAY, 3), // Washington's Birthday
    lastWeekday(year, 4, MONDAY), // Memorial Day
    ...(year >= 2021 ? [fixed(5, 19)] : []), // Juneteenth National Independence Day, a holiday since 2021
    fixed(6, 4), // Independence Day
    nthWeekday(year, 8, MONDAY, 1), // Labor Day
    nthWeekday(year, 9, MONDAY, 2), // Columbus Day
    fixed(10, 11), // Veterans Day
    nthWeekday(year, 10, THURSDAY, 4), // Thanksgiving Day
    fixed(11, 25), // Christmas Day
  ];
}

/**
 * The days federal offices close for a holiday in `year`, in date order (observed days, so July 4, 2026, a Saturday,
 * is Friday July 3). New Year's Day of the next year on a Saturday is observed on December 31 of this one (as OPM
 * did for January 1, 2022), so it belongs to this year's list and not to the next year's.
 */
export function usFederalHolidays(year: number): Date[] {
  if (!Number.isInteger(year)) throw new RangeError(`Invalid year ${year}`);
  return [...legalHolidays(year), new Date(Date.UTC(year + 1, 0, 1))].map(observed).filter((day) => day.getUTCFullYear() === year);
}

const holidayKeysByYear = new Map<number, Set<string>>();

function isFederalHoliday(day: Date): boolean {
  const year = day.getUTCFullYear();
  let keys = holidayKeysByYear.get(year);
  if (!keys) {
    keys = new Set(usFederalHolidays(year).map(dayKey));
    holidayKeysByYear.set(year, keys);
  }
  return keys.has(dayKey(day));
}

/** Monday to Friday and not an (observed) US federal holiday. */
export function isBusinessDay(date: Date): boolean {
  const day = utcDay(date);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isFederalHoliday(day);
}

/** The `days`th business day after the day of `date` (the day itself does not count; 0 returns it unchanged). */
export function addBusinessDays(date: Date, days: number): Date {
  requireInteger(days);
  if (days < 0) throw new RangeError(`Expected a non-negative number of business days, got ${days}`);
  let day = utcDay(date);
  for (let counted = 0; counted < days; ) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/**
 * When the bureau's answer to a mailed dispute is due: 30 calendar days after it received the letter, 45 when the
 * extension of FCRA §611(a)(1)(B)/(C) applies.
 */
export function bureauAnswerDue(deliveredAt: Date, extended: boolean): Date {
  return addCalendarDays(deliveredAt, extended ? FINAL_RESOLUTION_DAYS : INITIAL_RESPONSE_DAYS);
}

/** When the bureau must have sent the results of a completed reinvestigation: FCRA §611(a)(6)(A). */
export function resultsNoticeDue(completedAt: Date): Date {
  return addBusinessDays(completedAt, RESULTS_NOTICE_BUSINESS_DAYS);
}

/** When the bureau must block identity-theft information after receiving the consumer's request: FCRA §605B(a). */
export function identityTheftBlockDue(receivedAt: Date): Date {
  return addBusinessDays(receivedAt, IDENTITY_THEFT_BLOCK_BUSINESS_DAYS);
}

/**
 * When a bureau's answer is due once it has the request: a §605B block (type '605b') 4 business days after receipt,
 * any other dispute 30 calendar days (45 with the extension).
 */
export function answerDue(d: { type: string; deadlineExtended: boolean }, receivedAt: Date): Date {
  return d.type === '605b' ? identityTheftBlockDue(receivedAt) : bureauAnswerDue(receivedAt, d.deadlineExtended);
}

/** Whole calendar days from today (UTC) to the due day: 0 on the due day itself, negative once it has passed. */
export function daysLeft(due: Date, now: Date): number {
  // Both are UTC midnights and UTC has no daylight-saving shifts, so the difference is a whole number of days.
  return (utcDay(due).getTime() - utcDay(now).getTime()) / DAY_MS;
}

/** True from the day after the due day: an answer received on the due day is on time. */
export function isOverdue(due: Date, now: Date): boolean {
  return daysLeft(due, now) < 0;
}
