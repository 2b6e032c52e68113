/**
 * Digest periods in the user's time zone: a daily digest gathers what came before today's digest hour and goes
 * out at the first sweep after it; a weekly one gathers what came before Monday's digest hour. The period's key
 * (the local date it starts) makes one digest per user, channel and period (a unique key in PostgreSQL).
 */
export type DigestPeriod = 'daily' | 'weekly';

interface LocalTime {
  y: number;
  m: number;
  d: number;
  h: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', weekday: 'short' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), weekday: WEEKDAYS.indexOf(parts.weekday!) };
}

/** The instant the wall clock in `timeZone` shows y-m-d h:00 (the later one when the hour repeats, the next when it is skipped). */
function zonedInstant(y: number, m: number, d: number, h: number, timeZone: string): Date {
  const wanted = Date.UTC(y, m - 1, d, h);
  let at = wanted;
  for (let i = 0; i < 3; i++) {
    const l = localTime(new Date(at), timeZone);
    const shown = Date.UTC(l.y, l.m - 1, l.d, l.h);
    if (shown === wanted) break;
    at += wanted - shown;
  }
  return new Date(at);
}

const dayKey = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The current period: when it started (its digest gathers what came before) and its key. */
export function currentPeriod(now: Date, timeZone: string, hour: number, period: DigestPeriod): { start: Date; key: string } {
  const l = localTime(now, timeZone);
  let back = l.h < hour ? 1 : 0;
  if (period === 'weekly') {
    back = (l.weekday + 6) % 7; // days since Monday
    if (back === 0 && l.h < hour) back = 7;
  }
  const day = new Date(Date.UTC(l.y, l.m - 1, l.d - back));
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  return { start: zonedInstant(y, m, d, hour, timeZone), key: dayKey(y, m, d) };
}
