import { ERROR_DIALOG_TIMEOUTS } from './constants.ts';
import {
  CONNECTION_ERROR,
  DATA_LOAD_ERROR,
  EMAIL_IN_USE,
  FILE_UPLOAD_ERROR,
  GENERIC_ERROR,
  NETWORK_CODE_NOT_FOUND,
  PASSWORDS_MISMATCH,
  PHONE_IN_USE,
  REQUEST_CANCELED,
  SESSION_EXPIRED_TEXT,
  STARTUP_ERROR_TEXT,
  STARTUP_ERROR_TITLE,
  TOKEN_NO_LONGER_VALID,
  TOKEN_NOT_FOUND,
} from './messages.ts';
import { type ErrorInfo, isTransportErrorCode, NO_RESPONSE_CODES, TRANSPORT_MESSAGES } from './transport-errors.ts';

/** Section 8's table, one entry per situation. */
export const ERROR_CATALOGUE = {
  emailInUse: EMAIL_IN_USE,
  phoneInvalid: PHONE_IN_USE,
  passwordsDiffer: PASSWORDS_MISMATCH,
  tokenLookupNotFound: TOKEN_NOT_FOUND,
  tokenLookupForbidden: TOKEN_NO_LONGER_VALID,
  networkError: CONNECTION_ERROR,
  networkCodeNotFound: NETWORK_CODE_NOT_FOUND,
  skillsLoadNotFound: DATA_LOAD_ERROR,
  generic: GENERIC_ERROR,
  fileUpload: FILE_UPLOAD_ERROR,
} as const;

/** The call that failed, when its failures have their own messages. */
export type ErrorContext = 'tokenLookup' | 'networkCode' | 'skills' | 'upload';

export type ErrorInput = ErrorInfo & { readonly context?: ErrorContext | undefined };

const CONTEXT_STATUS_MESSAGES: Readonly<Record<ErrorContext, Readonly<Partial<Record<number, string>>>>> = {
  tokenLookup: { 404: TOKEN_NOT_FOUND, 403: TOKEN_NO_LONGER_VALID },
  networkCode: { 404: NETWORK_CODE_NOT_FOUND },
  skills: { 404: DATA_LOAD_ERROR },
  upload: {},
};

/**
 * The Italian message the user sees for a failed call, decided in this order:
 * 1. a canceled request: 'La richiesta è stata annullata';
 * 2. an upload: 'Errore durante il caricamento del file', whatever went wrong;
 * 3. a status with its own message in the context (token lookup 404/403, network code 404, skills 404);
 * 4. no answer at all (ERR_NETWORK, ECONNABORTED, ETIMEDOUT): the transport message;
 * 5. 503 (the server is up but cannot reach its database): the network error, as if there were no answer;
 * 6. 401: the session message; 7. anything else: 'Si è verificato un errore!'.
 */
export function userMessageFor({ status, code, context }: ErrorInput): string {
  if (code === 'ERR_CANCELED') return REQUEST_CANCELED;
  if (context === 'upload') return FILE_UPLOAD_ERROR;
  const contextMessage =
    context !== undefined && status !== undefined ? CONTEXT_STATUS_MESSAGES[context][status] : undefined;
  if (contextMessage !== undefined) return contextMessage;
  if (status === undefined && isTransportErrorCode(code) && NO_RESPONSE_CODES.includes(code))
    return TRANSPORT_MESSAGES[code];
  if (status === 503) return CONNECTION_ERROR;
  if (status === 401) return SESSION_EXPIRED_TEXT;
  return GENERIC_ERROR;
}

/** The dialog shown when the user's data cannot be loaded at startup. */
export const STARTUP_FAILURE_DIALOG = {
  title: STARTUP_ERROR_TITLE,
  text: STARTUP_ERROR_TEXT,
  confirmText: 'OK',
  autoCloseMs: ERROR_DIALOG_TIMEOUTS.startupLoadFailureMs,
} as const;

/** The dialog shown on a 401 after a failed refresh, before the logout. */
export const SESSION_EXPIRED_DIALOG = {
  text: SESSION_EXPIRED_TEXT,
  autoCloseMs: ERROR_DIALOG_TIMEOUTS.sessionExpiredMs,
} as const;
