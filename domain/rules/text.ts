import { z } from 'zod';
import { maxLengthMessage, requiredMessage } from './messages.ts';

/** What a text refused for its characters says (a NUL byte, half of a surrogate pair: PostgreSQL cannot store them). */
export const TEXT_CHARACTERS_INVALID = 'Il testo contiene caratteri non ammessi: eliminali e riprova.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no `u` flag). */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text holds a character no field may hold: NUL, or a UTF-16 surrogate without its other half (a broken
 * emoji).
 */
export const hasForbiddenCharacters = (value: string): boolean => value.includes('\u0000') || loneSurrogate.test(value);

/**
 * The one building block of every text input: a string of at most `max` characters, trimmed, without NUL or lone
 * surrogates. `label` names the field in the length message (`tooLong` replaces it where a format's own message says
 * the length); a text too long is not checked further.
 */
export const textOf = (label: string, max: number, options: { error?: string; tooLong?: string } = {}) =>
  z
    .string({ error: options.error ?? `${label} non valido` })
    .refine((value) => !hasForbiddenCharacters(value), { error: TEXT_CHARACTERS_INVALID, abort: true })
    .trim()
    .max(max, { error: options.tooLong ?? maxLengthMessage(label, max), abort: true });

/** A text that must not be blank: missing or blank says the spec's "Il campo … è richiesto". */
export const requiredTextOf = (label: string, max: number) =>
  textOf(label, max, { error: requiredMessage(label) }).min(1, { error: requiredMessage(label) });

/**
 * The longest text a field's schema takes, through its optional, nullable, default and pipe wrappers; undefined when
 * it is not a text or sets no maximum. The SPA's inputs stop there, as the schema does.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  return undefined;
}

/**
 * The first string of a JSON body, at any depth, that holds a forbidden character, with its path; null when none
 * does. The server checks every write's body with it before the route's own schema.
 */
export function forbiddenTextIn(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextIn(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenCharacters(key)) return [...path, key].join('.');
      const found = forbiddenTextIn(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
