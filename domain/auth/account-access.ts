import { apiErrorBodyOf } from '../rules/api-error-body.ts';

/**
 * The API's 403 for a valid token that names no enabled profile: an external issuer's user whose e-mail is unverified
 * or matches no profile, or a disabled profile. The SPA shows its "account not enabled" page on this exact message.
 */
export const ACCOUNT_NOT_ENABLED = 'Il tuo account non è ancora abilitato al portale.';

/** Whether an HTTP failure (any client's: `response.status` and `response.data`) is the API's "account not enabled". */
export function isAccountNotEnabled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  return response?.status === 403 && apiErrorBodyOf(response.data)?.message === ACCOUNT_NOT_ENABLED;
}
