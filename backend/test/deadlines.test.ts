import { describe, expect, test } from 'bun:test';
import {
  addBusinessDays,
  addCalendarDays,
  bureauAnswerDue,
  daysLeft,
  FINAL_RESOLUTION_DAYS,
  identityTheftBlockDue,
  INITIAL_RESPONSE_DAYS,
  isBusinessDay,
  isOverdue,
  resultsNoticeDue,
  usFederalHolidays,
} from '../src/modules/disputes/deadlines';

/** Midnight UTC of a 'YYYY-MM-DD' day, or an exact instant when given a full ISO timestamp. */
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('the statutory periods', () => {
  test('30 days to answer, 45 at most', () => {
    expect(INITIAL_RESPONSE_DAYS).toBe(30);
    expect(FINAL_RESOLUTION_DAYS).toBe(45);
  });
});

describe('addCalendarDays', () => {
  test.each([
    ['2026-01-31', 30, '2026-03-02'], // month end, February of 28 days
    ['2028-01-31', 30, '2028-03-01'], // leap year: February 29 counts
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-15', 30, '2027-01-14'], // year end
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-04-30', 0, '2026-04-30'],
  ])('%s + %d = %s', (from, days, expected) => {
    expect(day(addCalendarDays(at(from), days))).toBe(expected);
  });

  test('drops the time of day: the result is midnight UTC of the day', () => {
    expect(addCalendarDays(at('2026-01-31T23:59:59.999Z'), 1)).toEqual(at('2026-02-01'));
  });

  test('rejects an invalid date or a fractional count', () => {
    expect(() => addCalendarDays(new Date('not a date'), 1)).toThrow(RangeError);
    expect(() => addCalendarDays(at('2026-01-01'), 1.5)).toThrow(RangeError);
  });
});

describe('bureauAnswerDue (FCRA §611(a)(1))', () => {
  test('30 calendar days after delivery, 45 with the extension', () => {
    expect(day(bureauAnswerDue(at('2026-01-31T15:20:00Z'), false))).toBe('2026-03-02');
    expect(day(bureauAnswerDue(at('2026-01-31T15:20:00Z'), true))).toBe('2026-03-17');
  });

  test('across February of a leap year and across a year end', () => {
    expect(day(bureauAnswerDue(at('2028-02-10'), false))).toBe('2028-03-11');
    expect(day(bureauAnswerDue(at('2026-12-20'), false))).toBe('2027-01-19');
    expect(day(bureauAnswerDue(at('2026-12-20'), true))).toBe('2027-02-03');
  });

  test('calendar days: a due date on a weekend holiday stays where it falls', () => {
    expect(day(bureauAnswerDue(at('2026-06-04'), false))).toBe('2026-07-04');
  });

  test('the delivery day is the UTC calendar day of the delivery instant', () => {
    // 11:30 pm Eastern on Jan 31 is already Feb 1 in UTC.
    expect(day(bureauAnswerDue(new Date('2026-01-31T23:30:00-05:00'), false))).toBe('2026-03-03');
  });
});

describe('usFederalHolidays (observed days, OPM)', () => {
  test('2026: Independence Day on a Saturday is observed Friday July 3', () => {
    expect(usFederalHolidays(2026).map(day)).toEqual([
      '2026-01-01', // New Year's Day (Thu)
      '2026-01-19', // Martin Luther King Jr. (3rd Mon)
      '2026-02-16', // Washington's Birthday (3rd Mon)
      '2026-05-25', // Memorial Day (last Mon)
      '2026-06-19', // Juneteenth (Fri)
      '2026-07-03', // Independence Day, Sat Jul 4 → Fri
      '2026-09-07', // Labor Day (1st Mon)
      '2026-10-12', // Columbus Day (2nd Mon)
      '2026-11-11', // Veterans Day (Wed)
      '2026-11-26', // Thanksgiving (4th Thu)
      '2026-12-25', // Christmas (Fri)
    ]);
  });

  test('2027: Saturday holidays move to Friday, Sunday ones to Monday, and New Year 2028 to Dec 31, 2027', () => {
    expect(usFederalHolidays(2027).map(day)).toEqual([
      '2027-01-01', // New Year's Day (Fri)
      '2027-01-18', // Martin Luther King Jr.
      '2027-02-15', // Washington's Birthday
      '2027-05-31', // Memorial Day (May 31 is itself the last Monday)
      '2027-06-18', // Juneteenth, Sat Jun 19 → Fri
      '2027-07-05', // Independence Day, Sun Jul 4 → Mon
      '2027-09-06', // Labor Day
      '2027-10-11', // Columbus Day
      '2027-11-11', // Veterans Day (Thu)
      '2027-11-25', // Thanksgiving
      '2027-12-24', // Christmas, Sat Dec 25 → Fri
      '2027-12-31', // New Year's Day 2028, Sat Jan 1 → Fri Dec 31 of the year before
    ]);
  });

  test('2028 has no New Year holiday of its own: it was observed on Dec 31, 2027', () => {
    const holidays = usFederalHolidays(2028).map(day);
    expect(holidays[0]).toBe('2028-01-17');
    expect(holidays).toHaveLength(10);
  });

  test('a Sunday New Year is observed Monday January 2 (2023)', () => {
    expect(day(usFederalHolidays(2023)[0])).toBe('2023-01-02');
  });

  test('Juneteenth is a holiday only from 2021', () => {
    expect(usFederalHolidays(2020).map(day)).not.toContain('2020-06-19');
    expect(usFederalHolidays(2021).map(day)).toContain('2021-06-18'); // Sat Jun 19, 2021 → Fri
  });
});

describe('isBusinessDay', () => {
  test('weekends are not business days; a plain weekday is', () => {
    expect(isBusinessDay(at('2026-03-07'))).toBe(false); // Saturday
    expect(isBusinessDay(at('2026-03-08'))).toBe(false); // Sunday
    expect(isBusinessDay(at('2026-03-09'))).toBe(true); // Monday
  });

  test('no observed holiday of 2026 or 2027 is a business day', () => {
    for (const holiday of [...usFederalHolidays(2026), ...usFederalHolidays(2027)]) {
      expect({ day: day(holiday), business: isBusinessDay(holiday) }).toEqual({ day: day(holiday), business: false });
    }
  });

  test('the observed day is the holiday; the days around it are ordinary', () => {
    expect(isBusinessDay(at('2026-07-03'))).toBe(false); // Independence Day observed
    expect(isBusinessDay(at('2026-07-06'))).toBe(true); // the Monday after: not a second holiday
    expect(isBusinessDay(at('2027-07-05'))).toBe(false); // Sun Jul 4, 2027 observed Monday
    expect(isBusinessDay(at('2027-12-31'))).toBe(false); // New Year 2028 observed
    expect(isBusinessDay(at('2026-12-31'))).toBe(true); // New Year 2027 is a Friday: Dec 31, 2026 is a workday
    expect(isBusinessDay(at('2026-11-27'))).toBe(true); // the day after Thanksgiving is not a federal holiday
    expect(isBusinessDay(at('2026-12-24'))).toBe(true); // nor is Christmas Eve when Christmas is a weekday
  });

  test('uses the UTC calendar day, whatever the time', () => {
    expect(isBusinessDay(at('2026-07-03T23:59:59Z'))).toBe(false);
    expect(isBusinessDay(at('2026-07-02T23:59:59Z'))).toBe(true);
  });
});

describe('addBusinessDays', () => {
  test.each([
    ['2026-01-09', 1, '2026-01-12'], // Friday → Monday
    ['2026-01-10', 1, '2026-01-12'], // Saturday → Monday
    ['2026-01-16', 1, '2026-01-20'], // Friday before MLK Day → Tuesday
    ['2026-11-23', 5, '2026-12-01'], // Thanksgiving week: Thu 26 skipped, Fri 27 counts
    ['2026-11-25', 1, '2026-11-27'], // the day before Thanksgiving → the Friday after
    ['2026-11-26', 1, '2026-11-27'], // from Thanksgiving itself
    ['2026-04-30', 0, '2026-04-30'],
  ])('%s + %d business days = %s', (from, days, expected) => {
    expect(day(addBusinessDays(at(from), days))).toBe(expected);
  });

  test('rejects a negative or fractional count', () => {
    expect(() => addBusinessDays(at('2026-01-09'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(at('2026-01-09'), 0.5)).toThrow(RangeError);
  });
});

describe('resultsNoticeDue (FCRA §611(a)(6)) and identityTheftBlockDue (§605B)', () => {
  test('results: 5 business days, skipping Christmas and New Year across the year end', () => {
    // Thu Dec 24, 2026 → Mon 28, 29, 30, 31, (Fri Jan 1 holiday) Mon Jan 4.
    expect(day(resultsNoticeDue(at('2026-12-24T17:00:00Z')))).toBe('2027-01-04');
    // Wed Dec 22, 2027 → Thu 23, (Fri 24 observed Christmas) Mon 27, 28, 29, 30.
    expect(day(resultsNoticeDue(at('2027-12-22')))).toBe('2027-12-30');
  });

  test('identity-theft block: 4 business days, skipping observed Fridays', () => {
    // Tue Dec 28, 2027 → 29, 30, (Fri 31 observed New Year 2028) Mon Jan 3, Tue Jan 4.
    expect(day(identityTheftBlockDue(at('2027-12-28')))).toBe('2028-01-04');
    // Thu Jul 2, 2026 → (Fri Jul 3 observed Independence Day) Mon 6, 7, 8, 9.
    expect(day(identityTheftBlockDue(at('2026-07-02')))).toBe('2026-07-09');
  });
});

describe('daysLeft and isOverdue around midnight UTC', () => {
  const due = at('2026-03-02');

  test.each([
    ['2026-02-28T12:00:00Z', 2, false],
    ['2026-03-01T23:59:59.999Z', 1, false],
    ['2026-03-02T00:00:00Z', 0, false], // the due day itself: an answer today is on time
    ['2026-03-02T23:59:59.999Z', 0, false],
    ['2026-03-03T00:00:00Z', -1, true], // overdue from the first instant of the next day
    ['2026-03-10T08:00:00Z', -8, true],
  ])('now %s: %d days left, overdue %p', (now, left, overdue) => {
    expect(daysLeft(due, at(now))).toBe(left);
    expect(isOverdue(due, at(now))).toBe(overdue);
  });

  test('the time of day of the due date does not matter', () => {
    expect(daysLeft(at('2026-03-02T23:00:00Z'), at('2026-03-02T01:00:00Z'))).toBe(0);
    expect(isOverdue(at('2026-03-02T01:00:00Z'), at('2026-03-02T23:00:00Z'))).toBe(false);
  });

  test('whole years: 365 days, 366 across a leap day', () => {
    expect(daysLeft(at('2027-01-01'), at('2026-01-01'))).toBe(365);
    expect(daysLeft(at('2029-01-01'), at('2028-01-01'))).toBe(366);
  });
});
