import { describe, expect, it } from 'vitest';
import {
  dayName,
  monthWeeks,
  romeInstant,
  romeSlot,
  romeTime,
  shiftDay,
  todayInRome,
  visibleRange,
  weekDays,
} from '../../src/resources/appointments/calendar-grid.ts';

describe('the appointment calendar grid', () => {
  it('starts weeks on Monday and names days and months in Italian', () => {
    expect(weekDays('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekDays('2026-03-08')[0]).toBe('2026-03-02');
    expect(weekDays('2026-03-02').map((day) => dayName(day, 'weekday'))).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(dayName('2026-03-02', 'weekdayDayMonthYear')).toBe('lunedì 2 marzo 2026');
    expect(dayName('2026-12-01', 'month')).toBe('dicembre');
  });

  it('lays a month out in whole Monday-to-Sunday weeks', () => {
    const march = monthWeeks('2026-03-15');
    expect(march).toHaveLength(6);
    expect(march[0]?.[0]).toEqual({ day: '2026-02-23', inMonth: false });
    expect(march[0]?.[6]).toEqual({ day: '2026-03-01', inMonth: true });
    expect(march[5]?.[1]).toEqual({ day: '2026-03-31', inMonth: true });
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
    expect(visibleRange('2026-03-15', 'month')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(visibleRange('2026-03-15', 'week')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('moves by weeks and months, across years and month ends', () => {
    expect(shiftDay('2026-12-28', 'week', 1)).toBe('2027-01-04');
    expect(shiftDay('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftDay('2026-01-15', 'month', -1)).toBe('2025-12-15');
  });

  it('places instants by their Rome time, also across the summer-time change', () => {
    expect(romeSlot('2026-03-29T00:30:00Z')).toEqual({ day: '2026-03-29', minutes: 90 });
    expect(romeSlot('2026-03-29T01:30:00Z')).toEqual({ day: '2026-03-29', minutes: 210 });
    expect(romeSlot('2026-06-09T23:30:00Z')).toEqual({ day: '2026-06-10', minutes: 90 });
    expect(romeInstant('2026-07-01', 9 * 60)).toBe('2026-07-01T07:00:00.000Z');
    expect(romeInstant('2026-01-15', 14 * 60 + 30)).toBe('2026-01-15T13:30:00.000Z');
    expect(romeTime('2026-01-15T13:30:00Z')).toBe('14:30');
    expect(todayInRome(new Date('2026-06-09T23:30:00Z'))).toBe('2026-06-10');
  });
});
