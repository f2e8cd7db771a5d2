import { errorInfoOf } from '../../domain/rules/transport-errors.ts';

/** How many times a failed read is tried again when retrying can help. */
const MAX_RETRIES = 3;

/**
 * The status of a failed call: the HTTP client's `response.status`, or refine's `statusCode` (0 when nothing answered).
 */
function statusOf(error: unknown): number | undefined {
  const info = errorInfoOf(error);
  if (info.status !== undefined) return info.status;
  const refineStatus =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return typeof refineStatus === 'number' && refineStatus > 0 ? refineStatus : undefined;
}

/**
 * The one retry rule of every query (ours and refine's): a request that got no answer or a 5xx may succeed later,
 * so it is tried again; a 4xx answer (404, 403, 400) is final and shown at once; a canceled request is not retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || errorInfoOf(error).code === 'ERR_CANCELED') return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}
