import { z } from 'zod';
import { type CalendarDate, type CalendarDateInput, compareDates, isLeapYear, toCalendarDate } from './calendar.ts';
import { DATE_OF_BIRTH_NOT_ADULT } from './messages.ts';

export const ADULT_AGE = 18;

/**
 * The day a person born on `birth` turns `age`. Someone born on 29 February comes of age on 1 March in a non-leap
 * year (Italian civil practice: the anniversary falls the day after 28 February).
 */
export function anniversary(birth: CalendarDate, age: number): CalendarDate {
  const year = birth.year + age;
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

/** True when the person is at least 18 on `today` (the Europe/Rome calendar day, given by the caller). */
export function isAdult(birth: CalendarDateInput, today: CalendarDateInput): boolean {
  const birthDate = toCalendarDate(birth);
  const todayDate = toCalendarDate(today);
  if (!birthDate || !todayDate) return false;
  return compareDates(anniversary(birthDate, ADULT_AGE), todayDate) <= 0;
}

/** The field rule: the message when the date is not a real date or the person is not yet 18 on `today`. */
export function validateDateOfBirth(birth: CalendarDateInput | null | undefined, today: CalendarDateInput): string | null {
  if (birth === null || birth === undefined) return DATE_OF_BIRTH_NOT_ADULT;
  return isAdult(birth, today) ? null : DATE_OF_BIRTH_NOT_ADULT;
}

/** Required date of birth as 'YYYY-MM-DD', adult on `today`; build the schema per request or per render. */
export const dateOfBirthSchema = (today: CalendarDateInput) =>
  z
    .string({ error: DATE_OF_BIRTH_NOT_ADULT })
    .refine((value) => isAdult(value, today), { error: DATE_OF_BIRTH_NOT_ADULT });
