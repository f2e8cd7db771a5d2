import { z } from 'zod';
import {
  type CalendarDate,
  type CalendarDateInput,
  compareDates,
  DATE_INCOMPLETE,
  isIncompleteDate,
  isLeapYear,
  toCalendarDate,
} from './calendar.ts';
import { DATE_OF_BIRTH_NOT_ADULT, requiredMessage } from './messages.ts';

export const ADULT_AGE = 18;
/** The field's label in the spec's required message ('Il campo Data di nascita è richiesto'). */
export const DATE_OF_BIRTH_LABEL = 'Data di nascita';
const DATE_OF_BIRTH_REQUIRED = requiredMessage(DATE_OF_BIRTH_LABEL);

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

/**
 * The field rule: the required message when it is missing (spec section 5: blank counts as missing), the adult message
 * when the date is not a real date or the person is not yet 18 on `today`.
 */
export function validateDateOfBirth(
  birth: CalendarDateInput | null | undefined,
  today: CalendarDateInput,
): string | null {
  if (birth === null || birth === undefined || birth === '') return DATE_OF_BIRTH_REQUIRED;
  return isAdult(birth, today) ? null : DATE_OF_BIRTH_NOT_ADULT;
}

/**
 * Required date of birth as 'YYYY-MM-DD', adult on `today`; a day typed in part (`15/03/AAAA`) says so; build the
 * schema per request or per render.
 */
export const dateOfBirthSchema = (today: CalendarDateInput) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? DATE_OF_BIRTH_REQUIRED : DATE_OF_BIRTH_NOT_ADULT,
    })
    .min(1, { error: DATE_OF_BIRTH_REQUIRED, abort: true })
    .refine((value) => !isIncompleteDate(value), { error: DATE_INCOMPLETE, abort: true })
    .refine((value) => isAdult(value, today), { error: DATE_OF_BIRTH_NOT_ADULT });
