import { z } from 'zod';
import type { CalendarDateInput } from '../rules/calendar.ts';
import { dateOfBirthSchema } from '../rules/date-of-birth.ts';
import { fiscalCodeSchema } from '../rules/fiscal-code.ts';
import { phoneSchema } from '../rules/phone.ts';
import { requiredTextOf } from '../rules/text.ts';

const name = (label: string) => requiredTextOf(label, 100);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/**
 * The personal data a user edits on their profile (spec sections 3 and 5): names required, phone optional but valid,
 * fiscal code optional but valid, date of birth optional but adult on `today` (the Europe/Rome day, given by the
 * caller).
 */
export const personalDataSchema = (today: CalendarDateInput) =>
  z.object({
    firstName: name('Nome'),
    lastName: name('Cognome'),
    phone: optional(phoneSchema().transform((value) => value.trim())),
    fiscalCode: optional(fiscalCodeSchema.transform((value) => value?.trim().toUpperCase() ?? null)),
    dob: optional(dateOfBirthSchema(today)),
  });

export type PersonalData = z.output<ReturnType<typeof personalDataSchema>>;
export type PersonalDataInput = z.input<ReturnType<typeof personalDataSchema>>;
