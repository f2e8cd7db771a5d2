import type { AuthProvider } from '@refinedev/core';
import { activeRoleNames } from '../../domain/auth/roles.ts';
import { isAuthenticated, login, logout } from './keycloak.ts';
import type { Session } from './session.ts';

export interface Identity {
  id: string;
  name: string;
  email: string;
  avatar?: string;
}

/** refine's auth provider over keycloak-js: the login and logout pages are the issuer's. */
export function createAuthProvider(session: Session): AuthProvider {
  return {
    login: async () => {
      await login();
      return { success: true };
    },
    logout: async () => {
      await logout();
      return { success: true };
    },
    check: () =>
      Promise.resolve(
        isAuthenticated()
          ? { authenticated: true }
          : { authenticated: false, redirectTo: '/welcome?mode=guest', logout: true },
      ),
    getIdentity: () => {
      if (session.status !== 'ready') return Promise.resolve(null);
      const { details } = session.user;
      const identity: Identity = {
        id: details.id,
        name: `${details.firstName} ${details.lastName}`,
        email: details.email,
        ...(details.avatar && { avatar: details.avatar }),
      };
      return Promise.resolve(identity);
    },
    getPermissions: () => Promise.resolve(session.status === 'ready' ? activeRoleNames(session.user.init.roles) : []),
    onError: (error: { status?: number } | undefined) =>
      Promise.resolve(error?.status === 403 ? { error: new Error('Operazione non consentita') } : {}),
  };
}
