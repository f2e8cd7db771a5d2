import type { SessionState } from '../../domain/auth/navigation.ts';
import { lastSubscription, isMandatorySubscriptionSatisfied } from '../../domain/rules/subscriptions.ts';
import { assertInitHasRoles } from '../../domain/rules/user-init.ts';
import type { ClientConfig } from '../../domain/schemas/client-config.ts';
import type { ProfileDetails, RoleCatalogueEntry, UserInit } from '../../domain/schemas/profile.ts';
import { PLATFORM_SETTINGS } from '../../domain/rules/constants.ts';
import { httpClient } from './http-client.ts';
import { initKeycloak } from './keycloak.ts';

export interface CurrentUser {
  details: ProfileDetails;
  init: UserInit;
  roleCatalogue: RoleCatalogueEntry[];
  /** What the navigation rules of domain/auth need. */
  state: SessionState;
}

export type Session = { config: ClientConfig } & (
  | { status: 'anonymous' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'failed'; error: unknown });

const fallbackConfig: ClientConfig = { environment: 'production', issuer: `${window.location.origin}/auth`, clientId: PLATFORM_SETTINGS.frontendId };

async function get<T>(path: string): Promise<T> {
  return (await httpClient.get<T>(path)).data;
}

/** Startup of spec section 4: single sign-on check, then the current user, the roles and the role list. */
export async function loadSession(now: () => Date = () => new Date()): Promise<Session> {
  let config = fallbackConfig;
  try {
    config = await get<ClientConfig>('/config');
    if (!(await initKeycloak(config))) return { config, status: 'anonymous' };
    const [init, details, roles, roleCatalogue] = await Promise.all([
      get<UserInit>('/profile/init'),
      get<ProfileDetails>('/profile/details'),
      get<UserInit['roles']>('/profile/auth/roles'),
      get<RoleCatalogueEntry[]>('/profile/admin/role'),
    ]);
    assertInitHasRoles(init.roles, roles);
    const state: SessionState = {
      roles: init.roles,
      missingAgreements: init.missingAgreements,
      mandatorySubscriptionSatisfied: isMandatorySubscriptionSatisfied(
        init.mandatorySubscriptionRequired, lastSubscription(init.subscriptions), now()),
    };
    return { config, status: 'ready', user: { details, init, roleCatalogue, state } };
  } catch (error) {
    return { config, status: 'failed', error };
  }
}
