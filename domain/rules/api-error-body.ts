/**
 * The error body of every API failure (DESIGN.md, conventions of the API); its schema for the routes:
 * domain/schemas/api-error.ts.
 */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  errors?: { path: string; message: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isFieldError = (value: unknown): value is { path: string; message: string } =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** A response body read as our API's error, or undefined when it is not one (a proxy's page, an empty body). */
export function apiErrorBodyOf(body: unknown): ApiError | undefined {
  if (!isRecord(body)) return undefined;
  const { statusCode, error, message, errors } = body;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    typeof error !== 'string' ||
    typeof message !== 'string'
  )
    return undefined;
  if (errors === undefined) return { statusCode, error, message };
  return Array.isArray(errors) && errors.every(isFieldError)
    ? { statusCode, error, message, errors: errors.map(({ path, message: text }) => ({ path, message: text })) }
    : undefined;
}
