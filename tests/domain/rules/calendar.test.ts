import { describe, expect, it } from 'vitest';
import {
  compareDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
  romeCalendarDate,
  romeDayOf,
} from '../../../domain/rules/calendar.ts';

describe('calendar dates', () => {
  it.each([
    ['parses a real date', '2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['refuses 29 February of a non-leap year', '2023-02-29', null],
    ['refuses 29 February 1900 (century, not leap)', '1900-02-29', null],
    ['accepts 29 February 2000 (divisible by 400)', '2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['refuses 31 April', '2024-04-31', null],
    ['refuses month 13', '2024-13-01', null],
    ['refuses day 0', '2024-01-00', null],
    ['refuses a date-time', '2024-01-01T00:00:00Z', null],
    ['refuses the Italian display form', '01/01/2024', null],
  ])('%s', (_name, value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it('counts the days of February by leap year', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
  });

  it('formats, compares and subtracts dates', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
    expect(compareDates({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 1 })).toBeLessThan(0);
    expect(compareDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 2, day: 1 })).toBe(0);
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    expect(daysBetween({ year: 2025, month: 3, day: 1 }, { year: 2025, month: 2, day: 28 })).toBe(-1);
  });
});

describe('Europe/Rome calendar day of an instant', () => {
  it.each([
    [
      'is already the next day at 23:30 UTC in winter (UTC+1)',
      '2024-12-31T23:30:00Z',
      { year: 2025, month: 1, day: 1 },
    ],
    ['is still the same day at 22:59 UTC in winter', '2024-12-31T22:59:00Z', { year: 2024, month: 12, day: 31 }],
    ['is the next day from 22:00 UTC in summer (UTC+2)', '2024-06-30T22:00:00Z', { year: 2024, month: 7, day: 1 }],
    ['is still the same day at 21:59 UTC in summer', '2024-06-30T21:59:00Z', { year: 2024, month: 6, day: 30 }],
  ])('%s', (_name, instant, expected) => {
    expect(romeCalendarDate(new Date(instant))).toEqual(expected);
  });

  it.each([
    ['takes a bare date as that day', '2025-03-31', { year: 2025, month: 3, day: 31 }],
    ['takes a UTC date-time as its Rome day', '2025-03-31T22:30:00Z', { year: 2025, month: 4, day: 1 }],
    ['takes an offset date-time as its Rome day', '2025-04-01T00:30:00+02:00', { year: 2025, month: 4, day: 1 }],
    ['refuses a date-time without zone (ambiguous)', '2025-03-31T22:30:00', null],
    ['refuses text', 'domani', null],
  ])('an ISO string %s', (_name, iso, expected) => {
    expect(romeDayOf(iso)).toEqual(expected);
  });
});
