/** Date arithmetic on 'YYYY-MM-DD' strings, in UTC so results never depend on the machine's time zone. */
import { DAY_MS as DAY } from '@finx/contracts';
import { int, type Rng } from './rng';

export function parseDay(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY));
}

/** Adds months, keeping the day where the target month has it (Jan 31 + 1 month → Feb 28). */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return formatDay(target);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Whole months from a to b (by calendar month, days ignored). */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = [Number(a.slice(0, 4)), Number(a.slice(5, 7))];
  const [yb, mb] = [Number(b.slice(0, 4)), Number(b.slice(5, 7))];
  return (yb - ya) * 12 + (mb - ma);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / DAY);
}

/** A day in [from, to], both included. */
export function dayBetween(rng: Rng, from: string, to: string): string {
  const span = Math.max(0, daysBetween(from, to));
  return addDays(from, int(rng, 0, span));
}

export function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}
