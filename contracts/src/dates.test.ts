import { afterAll, describe, expect, test } from 'bun:test';
import { formatCalendarDate, formatTimestamp, formatTimestampDate } from './dates';

// A US time zone, where the day-shift bug shows: UTC midnight of Feb 1 is the evening of Jan 31 there. Bun runs every
// test file in one process, so the zone is put back for the others.
const zone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  process.env.TZ = zone;
});

describe('a calendar day is written as it is, in any time zone', () => {
  test('the test runs west of UTC: a date-only string read through Date shows the day before', () => {
    // what a screen without a time zone used to show for a report dated 2026-02-01
    expect(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date('2026-02-01'))).toBe('Jan 31, 2026');
  });

  test('a report dated 2026-02-01 reads Feb 1, 2026', () => {
    expect(formatCalendarDate('2026-02-01')).toBe('Feb 1, 2026');
    expect(formatCalendarDate('2026-02-01', 'long')).toBe('February 1, 2026');
  });

  test('a month alone stays a month: no day is invented', () => {
    expect(formatCalendarDate('2026-02')).toBe('Feb 2026');
    expect(formatCalendarDate('2025-12', 'long')).toBe('December 2025');
  });

  test('a due date sent as a UTC midnight, or a Date, is its UTC day', () => {
    expect(formatCalendarDate('2026-03-01T00:00:00.000Z')).toBe('Mar 1, 2026');
    expect(formatCalendarDate(new Date(Date.UTC(2025, 2, 5)), 'long')).toBe('March 5, 2025');
  });

  test('nothing, or nothing readable, is an empty text', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('soon')).toBe('');
  });
});

describe('a moment is written in the user’s own time zone', () => {
  const moment = '2026-02-01T02:30:00.000Z'; // 6:30 PM on Jan 31 in Los Angeles

  test('its day, and its day and time, with or without the year', () => {
    expect(formatTimestampDate(moment)).toBe('Jan 31, 2026');
    expect(formatTimestamp(moment).replace(/\s/g, ' ')).toBe('Jan 31, 2026, 6:30 PM');
    expect(formatTimestamp(moment, { year: false }).replace(/\s/g, ' ')).toBe('Jan 31, 6:30 PM');
  });

  test('nothing, or nothing readable, is an empty text', () => {
    expect(formatTimestampDate(undefined)).toBe('');
    expect(formatTimestamp('not a date')).toBe('');
  });
});
