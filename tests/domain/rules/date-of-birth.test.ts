import { describe, expect, it } from 'vitest';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { anniversary, dateOfBirthSchema, validateDateOfBirth } from '../../../domain/rules/date-of-birth.ts';

const MESSAGE = 'Data di nascita non valida. Devi essere maggiorenne!';
const REQUIRED = 'Il campo Data di nascita è richiesto';

describe('adult date of birth rule', () => {
  it.each([
    ['accepts someone who turns 18 today', '2007-05-10', '2025-05-10', null],
    ['refuses someone who turns 18 tomorrow', '2007-05-11', '2025-05-10', MESSAGE],
    ['accepts someone well past 18', '1970-01-01', '2025-05-10', null],
    ['refuses a child', '2015-01-01', '2025-05-10', MESSAGE],
    ['refuses a date in the future', '2030-01-01', '2025-05-10', MESSAGE],
    [
      'refuses someone born on 29 February on 28 February of the year they turn 18',
      '2004-02-29',
      '2022-02-28',
      MESSAGE,
    ],
    ['accepts someone born on 29 February on 1 March of the year they turn 18', '2004-02-29', '2022-03-01', null],
    ['accepts someone born on 28 February on that day 18 years later', '2004-02-28', '2022-02-28', null],
    ['refuses someone born on 1 March on 28 February 18 years later', '2004-03-01', '2022-02-28', MESSAGE],
    ['refuses a date that does not exist', '2001-02-30', '2025-05-10', MESSAGE],
    ['refuses text that is not a date', 'ieri', '2025-05-10', MESSAGE],
    ['refuses the display form DD/MM/YYYY', '10/05/2000', '2025-05-10', MESSAGE],
  ])('%s', (_name, birth, today, expected) => {
    expect(validateDateOfBirth(birth, today)).toBe(expected);
  });

  it("asks for a missing date of birth with the spec's required message", () => {
    expect(validateDateOfBirth(undefined, '2025-05-10')).toBe(REQUIRED);
    expect(validateDateOfBirth(null, '2025-05-10')).toBe(REQUIRED);
    expect(validateDateOfBirth('', '2025-05-10')).toBe(REQUIRED);
  });

  it('takes today as a calendar date object as well as an ISO string', () => {
    expect(validateDateOfBirth({ year: 2007, month: 5, day: 10 }, { year: 2025, month: 5, day: 10 })).toBeNull();
    expect(validateDateOfBirth({ year: 2007, month: 5, day: 11 }, { year: 2025, month: 5, day: 10 })).toBe(MESSAGE);
  });

  it('counts the birthday by the Rome calendar: 23:30 UTC on 31 December is already 1 January', () => {
    const today = romeCalendarDate(new Date('2024-12-31T23:30:00Z'));
    expect(validateDateOfBirth('2007-01-01', today)).toBeNull();
    expect(validateDateOfBirth('2007-01-01', '2024-12-31')).toBe(MESSAGE);
  });

  it('keeps 29 February as the anniversary in a leap year', () => {
    expect(anniversary({ year: 2000, month: 2, day: 29 }, 20)).toEqual({ year: 2020, month: 2, day: 29 });
    expect(anniversary({ year: 2000, month: 2, day: 29 }, 18)).toEqual({ year: 2018, month: 3, day: 1 });
  });

  it('the zod schema reports the Italian message', () => {
    const schema = dateOfBirthSchema('2025-05-10');
    expect(schema.safeParse('2007-05-10').success).toBe(true);
    expect(schema.safeParse('2007-05-11').error?.issues[0]?.message).toBe(MESSAGE);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(REQUIRED);
    expect(schema.safeParse('').error?.issues).toEqual([expect.objectContaining({ message: REQUIRED })]);
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe(MESSAGE);
  });
});
