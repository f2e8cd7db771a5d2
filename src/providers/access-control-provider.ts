import type { AccessControlProvider } from '@refinedev/core';
import { activeRoleNames } from '../../domain/auth/roles.ts';
import { decideNavigation } from '../../domain/auth/navigation.ts';
import { routeByName, type RouteRule } from '../../domain/auth/routes.ts';
import {
  can as declarationAllows,
  type ResourceAccess,
  type ResourceOutline,
} from '../../domain/resources/declaration.ts';
import { resourceOutlines } from '../../domain/resources/outlines.ts';
import type { CurrentUser, Session } from './session.ts';

const outlineByName = new Map<string, ResourceOutline>(resourceOutlines.map((outline) => [outline.name, outline]));
const declaredActions: readonly string[] = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
] satisfies (keyof ResourceAccess)[];
const isDeclaredAction = (action: string): action is keyof ResourceAccess => declaredActions.includes(action);

/** Sections that depend on what the startup learnt about the user, beyond their roles (spec section 4). */
const sessionConditions: Partial<Record<string, (user: CurrentUser) => boolean>> = {
  'bank-service': (user) => user.bankService,
};

const sessionAllows = (session: Session, routeName: string): boolean =>
  session.status === 'ready' && (sessionConditions[routeName]?.(session.user) ?? true);

/**
 * Answers `can()` locally from the one navigation rule and the roles loaded at startup: no HTTP call per row or button,
 * and the menu lists only what the user can open now (a pending user sees no section the guard would bounce).
 * A generated resource answers list, show, create, edit and delete from its declaration's `access`.
 */
export function createAccessControlProvider(session: Session): AccessControlProvider {
  const activeRoles = session.status === 'ready' ? activeRoleNames(session.user.init.roles) : [];
  /** The user may open the route now: the same answer the navigation guard gives (roles, and section 4's redirects). */
  const opens = (rule: RouteRule) =>
    session.status === 'ready' && decideNavigation(rule.path, '', session.user.state).kind === 'allow';
  return {
    can: ({ resource, action }) => {
      const rule = resource ? routeByName(resource) : undefined;
      if (!rule) return Promise.resolve({ can: false, reason: 'Sezione sconosciuta' });
      if (rule.access === 'public' || rule.access === 'guest') return Promise.resolve({ can: true });
      const outline = resource ? outlineByName.get(resource) : undefined;
      if (outline && isDeclaredAction(action)) {
        const allowed = opens(rule) && declarationAllows(outline.access[action], activeRoles);
        return Promise.resolve(
          allowed ? { can: true } : { can: false, reason: 'Non hai i permessi per questa azione' },
        );
      }
      const can = opens(rule) && sessionAllows(session, rule.name);
      return Promise.resolve(can ? { can } : { can, reason: 'Non hai un ruolo attivo che consenta questa sezione' });
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
