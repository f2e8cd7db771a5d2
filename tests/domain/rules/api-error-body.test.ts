import { describe, expect, it } from 'vitest';
import { apiErrorBodyOf } from '../../../domain/rules/api-error-body.ts';
import { apiErrorSchema } from '../../../domain/schemas/api-error.ts';

const refused = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Dati non validi',
  errors: [{ path: 'name', message: 'Il campo Nome è richiesto' }],
};

describe('reading an API error body without zod', () => {
  it('reads our error body, with its field errors, as the routes declare it', () => {
    expect(apiErrorBodyOf(refused)).toEqual(refused);
    expect(apiErrorSchema.parse(refused)).toEqual(apiErrorBodyOf(refused));
    expect(apiErrorBodyOf({ statusCode: 404, error: 'Not Found', message: 'Progetto non trovato' })).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Progetto non trovato',
    });
  });

  it.each([
    ['a proxy page', '<html>502 Bad Gateway</html>'],
    ['an empty body', undefined],
    ['no message', { statusCode: 409, error: 'Conflict' }],
    ['a decimal status', { statusCode: 40.5, error: 'x', message: 'y' }],
    ['a malformed field error', { ...refused, errors: [{ path: 'name' }] }],
    ['field errors that are not a list', { ...refused, errors: 'name' }],
  ])('answers nothing for %s, as the schema refuses it', (_case, body) => {
    expect(apiErrorBodyOf(body)).toBeUndefined();
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
  });
});
