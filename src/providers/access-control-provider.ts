import type { AccessControlProvider } from '@refinedev/core';
import { activeRoleNames } from '../../domain/auth/roles.ts';
import { rolesAllow, routeByName } from '../../domain/auth/routes.ts';
import type { Session } from './session.ts';

/** Answers `can()` locally from the one route table and the roles loaded at startup: no HTTP call per row or button. */
export function createAccessControlProvider(session: Session): AccessControlProvider {
  const activeRoles = session.status === 'ready' ? activeRoleNames(session.user.init.roles) : [];
  return {
    can: ({ resource }) => {
      const rule = resource ? routeByName(resource) : undefined;
      if (!rule) return Promise.resolve({ can: false, reason: 'Sezione sconosciuta' });
      if (rule.access === 'public' || rule.access === 'guest') return Promise.resolve({ can: true });
      const can = session.status === 'ready' && rolesAllow(rule, activeRoles);
      return Promise.resolve(can ? { can } : { can, reason: 'Non hai un ruolo attivo che consenta questa sezione' });
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
