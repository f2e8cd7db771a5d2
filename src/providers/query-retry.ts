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
 * Whether asking again may succeed: a request that got no answer or a 5xx may; a 4xx answer (404, 403, 400) is final;
 * a canceled request was not wanted.
 */
export function retryMayHelp(error: unknown): boolean {
  if (errorInfoOf(error).code === 'ERR_CANCELED') return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

/** The one retry rule of every query (ours and refine's): tried again while retrying may help, a few times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && retryMayHelp(error);
}
