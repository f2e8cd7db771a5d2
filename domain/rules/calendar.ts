import { isoDayInRome } from '../format.ts';

/**
 * Calendar dates (no time, no zone) and the Europe/Rome calendar day of an instant. Rules take "today" or "now" as a
 * parameter and never read the clock; the caller turns its `new Date()` into a Rome date with `romeCalendarDate`.
 */

export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** A calendar date, or its ISO form 'YYYY-MM-DD'. */
export type CalendarDateInput = CalendarDate | string;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses 'YYYY-MM-DD' into a real calendar date, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** A calendar date from either form, or null when it is not a real date. */
export function toCalendarDate(input: CalendarDateInput): CalendarDate | null {
  if (typeof input === 'string') return parseIsoDate(input);
  return isRealDate(input) ? input : null;
}

export const formatIsoDate = (date: CalendarDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Negative when a is before b, 0 on the same day, positive after. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** The calendar day it is in Europe/Rome at the given instant. */
export function romeCalendarDate(instant: Date): CalendarDate {
  const [year = 0, month = 0, day = 0] = isoDayInRome(instant).split('-').map(Number);
  return { year, month, day };
}

/**
 * The Rome calendar day of an ISO string: a bare 'YYYY-MM-DD' is that day; a date-time with a zone or offset is the
 * Rome day of that instant. Null when the string is neither.
 */
export function romeDayOf(iso: string): CalendarDate | null {
  const bare = parseIsoDate(iso);
  if (bare) return bare;
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(iso)) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : romeCalendarDate(instant);
}

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * A day typed in part or not at all a day (`15/03/AAAA`, `31/02/2026`): every date field refuses it with this message.
 */
export const DATE_INCOMPLETE = 'Data incompleta o inesistente: scrivila come GG/MM/AAAA';

const isoDayPattern = /^\d{4}-\d{2}-\d{2}(T.*)?$/;

/**
 * What a date input holds that is not a day: the text as typed while incomplete or impossible (the one date input
 * hands it to the form instead of a day, so a save refuses it rather than storing "no date").
 */
export const isIncompleteDate = (value: unknown): boolean =>
  typeof value === 'string' && value !== '' && !isoDayPattern.test(value);
