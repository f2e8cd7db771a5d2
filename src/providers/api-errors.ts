import { userMessageFor, type ErrorContext } from '../../domain/rules/error-catalogue.ts';
import { errorInfoOf } from '../../domain/rules/transport-errors.ts';
import { apiErrorBodyOf, type ApiError } from '../../domain/rules/api-error-body.ts';

function apiErrorOf(error: unknown): ApiError | undefined {
  const body =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { data?: unknown } }).response?.data
      : undefined;
  return apiErrorBodyOf(body);
}

/** The field errors of a 400 from our API ({ path, message }), for a form to show next to its fields. */
export const fieldErrorsOf = (error: unknown): NonNullable<ApiError['errors']> => apiErrorOf(error)?.errors ?? [];

/**
 * The Italian message for a failed call: the spec's catalogue (transport failures, contexts, 401), or the server's own
 * Italian message for a refused request (403, 404, 409...), never a raw status text.
 */
export function userMessageOf(error: unknown, context?: ErrorContext): string {
  const info = errorInfoOf(error);
  const server = apiErrorOf(error);
  const catalogue = userMessageFor({ ...info, context });
  const fromCatalogueOnly =
    !server || info.status === undefined || info.status === 401 || info.status >= 500 || context !== undefined;
  return fromCatalogueOnly ? catalogue : server.message;
}

/**
 * The Italian text of a failed call: the data provider already hands refine `userMessageOf`'s text, so a refine error
 * keeps its message; anything else (an HTTP error, a thrown value) goes through `userMessageOf`.
 */
export function errorTextOf(error: unknown, context?: ErrorContext): string {
  const refineError =
    typeof error === 'object' && error !== null && 'statusCode' in error && !('isAxiosError' in error);
  if (refineError && 'message' in error && typeof error.message === 'string' && error.message !== '')
    return error.message;
  return userMessageOf(error, context);
}
