import type { KeycloakAdminSettings } from '../config/env.ts';
import { HttpError } from '../http/http-error.ts';

/** The login account a registration creates at an external issuer. */
export interface NewIssuerAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Accounts at the external issuer, for the registration by invitation (README, "External issuer"). */
export interface IssuerAccounts {
  /** Creates the account and answers its `sub`. */
  create(account: NewIssuerAccount): Promise<string>;
  /** Removes an account created by a registration that did not complete. */
  remove(subject: string): Promise<void>;
}

/** Where a failed call to the admin API is told (the app's logger). */
export interface AccountsLog {
  warn(details: object, message: string): void;
}

export const ISSUER_ACCOUNT_TAKEN =
  'Esiste già un account con questa e-mail presso il servizio di accesso: accedi con quello, o usa un altro indirizzo.';
export const ISSUER_ACCOUNTS_UNREACHABLE =
  'Il servizio di accesso non risponde: la registrazione non è stata salvata. Riprova tra qualche istante.';

const REQUEST_TIMEOUT_MS = 5_000;

/**
 * Keycloak's admin REST API through a confidential client (client credentials): a registration creates the realm
 * user with the password the invitee chose, enabled, and the profile is bound to its id in the same request, so the
 * first login needs no linking. A failure leaves nothing behind: the caller removes the user if its own write fails.
 */
export function createKeycloakAccounts(settings: KeycloakAdminSettings, log: AccountsLog): IssuerAccounts {
  const adminUrl = settings.adminUrl.replace(/\/$/, '');

  async function adminToken(): Promise<string> {
    const response = await fetch(`${settings.issuer.replace(/\/$/, '')}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`admin token refused (${String(response.status)})`);
    const { access_token: token } = (await response.json()) as { access_token?: unknown };
    if (typeof token !== 'string') throw new Error('admin token missing');
    return token;
  }

  const unreachable = (error: unknown) => {
    log.warn({ err: error }, 'issuer admin API: account not created');
    return new HttpError(503, ISSUER_ACCOUNTS_UNREACHABLE);
  };

  return {
    async create(account) {
      const token = await adminToken().catch((error: unknown) => {
        throw unreachable(error);
      });
      const response = await fetch(`${adminUrl}/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          username: account.email,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          enabled: true,
          emailVerified: false,
          credentials: [{ type: 'password', value: account.password, temporary: false }],
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw unreachable(error);
      });
      if (response.status === 409) throw new HttpError(409, ISSUER_ACCOUNT_TAKEN);
      const subject = response.headers.get('location')?.split('/').pop();
      if (response.status !== 201 || !subject)
        throw unreachable(new Error(`user creation answered ${String(response.status)}`));
      return subject;
    },
    async remove(subject) {
      const token = await adminToken();
      await fetch(`${adminUrl}/users/${encodeURIComponent(subject)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    },
  };
}
