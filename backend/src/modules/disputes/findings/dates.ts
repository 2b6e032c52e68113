/** Report dates are YYYY-MM-DD, or YYYY-MM when the report gives only the month. */
import { DAY_MS } from '@finx/contracts';

/** The first day of the date (the month's first day for YYYY-MM), UTC. */
export function dayOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d ?? 1));
}

/** The last day the date may mean (the month's last day for YYYY-MM): used where a later date is the cautious one. */
export function latestDayOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return d ? new Date(Date.UTC(y!, m! - 1, d)) : new Date(Date.UTC(y!, m!, 0));
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const addYears = (date: Date, years: number) => new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));

/** Days between the earliest and the latest of the dates (0 when fewer than two are known). */
export function spreadDays(dates: (string | null)[]): number {
  const known = dates.filter((d): d is string => d !== null).map((d) => dayOf(d).getTime());
  return known.length < 2 ? 0 : (Math.max(...known) - Math.min(...known)) / DAY_MS;
}
