import { z } from 'zod';
import {
  greaterThanOrEqualMessage,
  lessThanOrEqualMessage,
  numericMessage,
  requiredMessage,
} from '../rules/messages.ts';
import { textOf } from '../rules/text.ts';

/** Field builders shared by the profile's forms: the same schema runs in the form and on the server. */

/** A number, or a decimal string with optional sign and a dot or comma separator; NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(value.trim())) return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

/** '' and undefined become null, so an optional field left blank is stored as "not given". */
export const blankToNull = (value: unknown): unknown => (value === '' || value === undefined ? null : value);

/** A required text: trimmed, not blank ('Il campo {label} è richiesto'), at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  textOf(label, max, { error: requiredMessage(label) }).min(1, { error: requiredMessage(label), abort: true });

/** An optional text: trimmed, blank becomes null, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : blankToNull(value)),
    textOf(label, max).nullable(),
  );

/** An optional value checked by `schema` when given: '' and blanks become null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : blankToNull(value)),
    schema.nullable(),
  );

export const integerMessage = (label: string): string => `Il campo ${label} deve essere un numero intero`;

/** An optional whole number from 0 to `max`, typed as a number or a string ('12'); blank is null. */
export const optionalCount = (label: string, max: number) =>
  optional(
    z.preprocess(
      (value) => (typeof value === 'string' ? toNumber(value) : value),
      z
        .number({ error: numericMessage(label) })
        .int({ error: integerMessage(label) })
        .min(0, { error: greaterThanOrEqualMessage(0) })
        .max(max, { error: lessThanOrEqualMessage(max) }),
    ),
  );
