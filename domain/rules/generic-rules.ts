import { isValidEmail } from './email.ts';
import {
  betweenMessage,
  defaultInvalidMessage,
  digitsLengthMessage,
  digitsMessage,
  emailMessage,
  exactLengthMessage,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  numericMessage,
  regexMessage,
  requiredMessage,
} from './messages.ts';
import { isEmptyValue, type Rule } from './rule.ts';

/**
 * The generic rules of spec section 5. Each factory takes the field label and its parameters and returns a Rule.
 * Every rule except `requiredRule` passes on an empty value (undefined, null, '' or []).
 */

/** Missing: undefined, null, a blank string, an empty array or false. 0 is a value. */
export const isMissing = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A number, or a decimal string with optional sign and a dot or comma separator; NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(value.trim())) return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

const lengthOf = (value: unknown): number | null => {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'number') return String(value).length;
  return null;
};

/** Builds a rule that skips empty values and reports `message` when `holds` is false. */
const optionalRule =
  (holds: (value: unknown) => boolean, message: string): Rule =>
  (value) =>
    isEmptyValue(value) || holds(value) ? null : message;

export const requiredRule =
  (field: string): Rule =>
  (value) =>
    isMissing(value) ? requiredMessage(field) : null;

export const emailRule = (field: string): Rule => optionalRule(isValidEmail, emailMessage(field));

export const exactLengthRule = (field: string, length: number): Rule =>
  optionalRule((value) => lengthOf(value) === length, exactLengthMessage(field, length));

export const minLengthRule = (field: string, length: number): Rule =>
  optionalRule((value) => (lengthOf(value) ?? -1) >= length, minLengthMessage(field, length));

export const maxLengthRule = (field: string, length: number): Rule =>
  optionalRule((value) => (lengthOf(value) ?? Infinity) <= length, maxLengthMessage(field, length));

export const minValueRule = (field: string, min: number): Rule =>
  optionalRule((value) => toNumber(value) >= min, minValueMessage(field, min));

export const maxValueRule = (field: string, max: number): Rule =>
  optionalRule((value) => toNumber(value) <= max, maxValueMessage(field, max));

export const betweenRule = (field: string, min: number, max: number): Rule =>
  optionalRule((value) => toNumber(value) >= min && toNumber(value) <= max, betweenMessage(field, min, max));

/** A number: a finite number or a decimal string ('12', '-3', '4,5', '4.5'). */
export const numericRule = (field: string): Rule =>
  optionalRule((value) => !Number.isNaN(toNumber(value)), numericMessage(field));

/** Latin digits 0-9 only, or Arabic-Indic digits U+0660-U+0669 only. */
const DIGITS = /^(?:[0-9]+|[\u0660-\u0669]+)$/;

/** Digits only (Latin or Arabic-Indic); with `length`, exactly that many of them. */
export function digitsRule(field: string, length?: number): Rule {
  if (length === undefined) return optionalRule((value) => DIGITS.test(String(value)), digitsMessage(field));
  return optionalRule((value) => {
    const text = String(value);
    return DIGITS.test(text) && [...text].length === length;
  }, digitsLengthMessage(field, length));
}

/** The value (each item of an array) matches the pattern; a global or sticky flag is ignored. */
export function regexRule(field: string, pattern: RegExp): Rule {
  const matcher = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const matches = (value: unknown): boolean =>
    Array.isArray(value) ? value.every((item) => matcher.test(String(item))) : matcher.test(String(value));
  return optionalRule(matches, regexMessage(field));
}

/** Any other check, with the spec's default message '{field} non è valido' unless one is given. */
export const validRule = (
  field: string,
  holds: (value: unknown) => boolean,
  message: string = defaultInvalidMessage(field),
): Rule => optionalRule(holds, message);
