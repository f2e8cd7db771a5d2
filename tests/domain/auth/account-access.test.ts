import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ENABLED, isAccountNotEnabled } from '../../../domain/auth/account-access.ts';

const failure = (status: number, message: string) => ({
  response: { status, data: { statusCode: status, error: 'Forbidden', message } },
});

describe('the API\'s "account not enabled" answer', () => {
  it('is a 403 with exactly its message, from any HTTP client shaped with response.status and response.data', () => {
    expect(isAccountNotEnabled(failure(403, ACCOUNT_NOT_ENABLED))).toBe(true);
  });

  it('is not another refusal, another status, or something that is no HTTP failure', () => {
    expect(isAccountNotEnabled(failure(403, 'Operazione non consentita per il tuo ruolo'))).toBe(false);
    expect(isAccountNotEnabled(failure(401, ACCOUNT_NOT_ENABLED))).toBe(false);
    expect(isAccountNotEnabled(new Error(ACCOUNT_NOT_ENABLED))).toBe(false);
    expect(isAccountNotEnabled(undefined)).toBe(false);
  });
});
