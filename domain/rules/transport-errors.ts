import {
  CONNECTION_ERROR,
  GENERIC_ERROR,
  REQUEST_ABORTED,
  REQUEST_CANCELED,
  REQUEST_TIMEOUT_ERROR,
} from './messages.ts';

/**
 * The transport failures of spec section 8, named by the codes the spec quotes: axios's own, the SPA's HTTP client.
 * Axios reports a timeout as ECONNABORTED with the message 'timeout of {n}ms exceeded' (ETIMEDOUT only with
 * `transitional.clarifyTimeoutError`), so `errorInfoOf` reads that message as ETIMEDOUT.
 */
export const TRANSPORT_ERROR_CODES = [
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_BAD_REQUEST',
  'ERR_BAD_RESPONSE',
  'ERR_CANCELED',
] as const;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

export const isTransportErrorCode = (code: unknown): code is TransportErrorCode =>
  typeof code === 'string' && (TRANSPORT_ERROR_CODES as readonly string[]).includes(code);

/** Italian message per code; a 4xx or 5xx answer (ERR_BAD_REQUEST, ERR_BAD_RESPONSE) shows the generic error. */
export const TRANSPORT_MESSAGES: Readonly<Record<TransportErrorCode, string>> = {
  ERR_NETWORK: CONNECTION_ERROR,
  ECONNABORTED: REQUEST_ABORTED,
  ETIMEDOUT: REQUEST_TIMEOUT_ERROR,
  ERR_BAD_REQUEST: GENERIC_ERROR,
  ERR_BAD_RESPONSE: GENERIC_ERROR,
  ERR_CANCELED: REQUEST_CANCELED,
};

/** The codes of a request that got no answer at all. */
export const NO_RESPONSE_CODES: readonly TransportErrorCode[] = [
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_CANCELED',
];

/** What the catalogue needs to know about a failed request. */
export type ErrorInfo = { readonly status?: number | undefined; readonly code?: string | undefined };

const TIMEOUT_TEXT = /^timeout of \d+ms exceeded$/;
const STATUS_TEXT = /^Request failed with status code (\d{3})$/;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Reads status and code from an axios-like error (`code`, `response.status`, `message`); anything else gives {}. */
export function errorInfoOf(error: unknown): ErrorInfo {
  const rawCode = field(error, 'code');
  const rawStatus = field(field(error, 'response'), 'status');
  const message = field(error, 'message');
  let code = typeof rawCode === 'string' ? rawCode : undefined;
  let status = typeof rawStatus === 'number' && rawStatus > 0 ? rawStatus : undefined;
  if (typeof message === 'string') {
    if (TIMEOUT_TEXT.test(message) && (code === undefined || code === 'ECONNABORTED')) code = 'ETIMEDOUT';
    const statusMatch = STATUS_TEXT.exec(message);
    if (status === undefined && statusMatch) status = Number(statusMatch[1]);
  }
  return { status, code };
}
