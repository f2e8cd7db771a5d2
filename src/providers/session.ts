import { urlOf, type AnswerOf, type AnyEndpoint } from '../../domain/api/endpoint.ts';
import { sessionApi } from '../../domain/api/session.ts';
import { isAccountNotEnabled } from '../../domain/auth/account-access.ts';
import type { SessionState } from '../../domain/auth/navigation.ts';
import { activeRoleNames, appRoles } from '../../domain/auth/roles.ts';
import { projectPolicy } from '../../domain/policies/projects.ts';
import { BANK_SERVICE_PROJECT_TYPE } from '../../domain/projects/catalogue.ts';
import { outlineNamed } from '../../domain/resources/outlines.ts';
import { lastSubscription, isMandatorySubscriptionSatisfied } from '../../domain/rules/subscriptions.ts';
import { assertInitHasRoles } from '../../domain/rules/user-init.ts';
import type { ClientConfig } from '../../domain/schemas/client-config.ts';
import type { ProfileDetails, RoleCatalogueEntry, UserInit } from '../../domain/schemas/profile.ts';
import { PLATFORM_SETTINGS } from '../../domain/rules/constants.ts';
import { asAppRole, httpClient } from './http-client.ts';
import { initKeycloak, signedInEmail } from './keycloak.ts';
import { rememberSignedIn } from './signed-in-hint.ts';

export interface CurrentUser {
  details: ProfileDetails;
  init: UserInit;
  roleCatalogue: RoleCatalogueEntry[];
  /** What the navigation rules of domain/auth need. */
  state: SessionState;
  /** A Designer with at least one bank-service (TechValidation) project: /bank-service shows in the menu. */
  bankService: boolean;
}

export type Session = { config: ClientConfig } & (
  | { status: 'anonymous' }
  | { status: 'ready'; user: CurrentUser }
  /** The issuer let them in, the API knows no enabled profile for them (domain/auth/account-access.ts). */
  | { status: 'not-enabled'; email: string | undefined }
  | { status: 'failed'; error: unknown }
);

const fallbackConfig: ClientConfig = {
  environment: 'production',
  issuer: `${window.location.origin}/auth`,
  clientId: PLATFORM_SETTINGS.frontendId,
};

/** A GET of an endpoint that needs nothing filled in, through the one client. */
async function get<E extends AnyEndpoint>(target: E): Promise<AnswerOf<E>> {
  return (await httpClient.get<AnswerOf<E>>(urlOf(target))).data;
}

/**
 * Spec section 4, startup: for a designer, a project search of type TechValidation speaking as role 103; a non-empty
 * answer sets the bank-service flag. Only the menu entry depends on it, so a failed search leaves the flag off.
 */
async function hasBankServiceProject(roles: UserInit['roles']): Promise<boolean> {
  if (!projectPolicy.usesBankService(activeRoleNames(roles))) return false;
  const query = new URLSearchParams({ type: BANK_SERVICE_PROJECT_TYPE, limit: '1' });
  try {
    const { data } = await httpClient.get<{ total: number }>(
      `${outlineNamed('projects').apiPath}?${query.toString()}`,
      asAppRole(appRoles.Designer),
    );
    return data.total > 0;
  } catch {
    return false;
  }
}

/**
 * Startup of spec section 4: single sign-on check, then the current user, the roles and the role list, and for a
 * designer the bank-service search (as soon as `init` has said who they are, alongside the other calls).
 */
export async function loadSession(now: () => Date = () => new Date()): Promise<Session> {
  let config = fallbackConfig;
  try {
    config = await get(sessionApi.config);
    const signedIn = await initKeycloak(config);
    rememberSignedIn(signedIn);
    if (!signedIn) return { config, status: 'anonymous' };
    const initCall = get(sessionApi.init);
    const [init, details, roles, roleCatalogue, bankService] = await Promise.all([
      initCall,
      get(sessionApi.details),
      get(sessionApi.roles),
      get(sessionApi.roleCatalogue),
      initCall.then(
        (loaded) => hasBankServiceProject(loaded.roles),
        () => false,
      ),
    ]);
    assertInitHasRoles(init.roles, roles);
    const state: SessionState = {
      roles: init.roles,
      missingAgreements: init.missingAgreements,
      mandatorySubscriptionSatisfied: isMandatorySubscriptionSatisfied(
        init.mandatorySubscriptionRequired,
        lastSubscription(init.subscriptions),
        now(),
      ),
    };
    return { config, status: 'ready', user: { details, init, roleCatalogue, state, bankService } };
  } catch (error) {
    if (isAccountNotEnabled(error)) return { config, status: 'not-enabled', email: signedInEmail() };
    return { config, status: 'failed', error };
  }
}
