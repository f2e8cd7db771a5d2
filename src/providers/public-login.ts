import { API_BASE } from '../../domain/api/base.ts';
import { urlOf } from '../../domain/api/endpoint.ts';
import { sessionApi } from '../../domain/api/session.ts';
import { clientConfigSchema } from '../../domain/schemas/client-config.ts';
import { initKeycloak, login } from './keycloak.ts';

/**
 * "Accedi" on the light welcome page, which loads keycloak-js only now: the single sign-on check, then the issuer's
 * login page (or home, for a browser still signed in). Anything failing hands over to the portal's own /login route.
 */
export async function loginFromPublicPage(): Promise<void> {
  try {
    const response = await fetch(`${import.meta.env.VITE_API_URL ?? API_BASE}${urlOf(sessionApi.config)}`, {
      headers: { accept: 'application/json' },
    });
    const config = clientConfigSchema.parse(await response.json());
    if (await initKeycloak(config)) window.location.assign('/home');
    else await login();
  } catch {
    window.location.assign('/login');
  }
}
