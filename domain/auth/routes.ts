import { resourceOutlines } from '../resources/outlines.ts';
import type { AppRoleName } from './roles.ts';

/** public: anyone; guest: logged-out only (a logged-in user goes home); auth: logged-in only. */
export type RouteAccess = 'public' | 'guest' | 'auth';

export interface RouteRule {
  /** The route name of the spec (used by `?redirect=` and by redirects). */
  name: string;
  /** The path; a rule also covers every sub-path below it (`/projects` covers `/projects/edit/7`). */
  path: string;
  access: RouteAccess;
  /** When set, only a user with an Active role in this list may open the route. */
  roles?: readonly AppRoleName[];
  /** Shown in the side menu of the app shell. */
  menu?: boolean;
}

const auth = (name: string, path: string, extra: Partial<RouteRule> = {}): RouteRule => ({
  name,
  path,
  access: 'auth',
  ...extra,
});
const restricted = (name: string, path: string, roles: readonly AppRoleName[]): RouteRule => ({
  name,
  path,
  access: 'auth',
  roles,
  menu: true,
});

/** The route table of spec section 2, plus the subscription pages of section 4. */
export const routeTable: readonly RouteRule[] = [
  { name: 'home', path: '/home', access: 'public' },
  { name: 'login', path: '/login', access: 'guest' },
  { name: 'welcome', path: '/welcome', access: 'guest' },
  { name: 'agreement-detail', path: '/agreement', access: 'public' },
  { name: 'privacy-terms', path: '/privacy-terms', access: 'public' },
  { name: 'profile-suspended', path: '/profile-suspended', access: 'public' },
  { name: 'placeholder', path: '/placeholder', access: 'public' },
  { name: 'waiting-placeholer', path: '/waiting-placeholer', access: 'public' },
  { name: 'wizard', path: '/wizard', access: 'public' },
  // The public check of a training certificate's code (issue 14).
  { name: 'verifica-attestato', path: '/verifica-attestato', access: 'public' },
  // The registration flows of spec section 2 (route names of ours): only for visitors not logged in.
  { name: 'register-designer', path: '/registrazione/designer', access: 'guest' },
  { name: 'register-local-manager', path: '/registrazione/local-manager', access: 'guest' },
  { name: 'register-district-manager', path: '/registrazione/district-manager', access: 'guest' },

  restricted('designer-dashboard', '/designer-dashboard', ['Designer']),
  restricted('specialist-dashboard', '/specialist-dashboard', ['Specialist']),
  restricted('local-manager-dashboard', '/local-manager-dashboard', ['LocalManager']),
  restricted('leads', '/leads', ['LocalManager', 'BackofficeUser', 'BackofficeAdmin']),
  restricted('capohub-dashboard', '/capohub-dashboard', ['HubHead']),
  restricted('capohubprojects', '/capohubprojects', ['HubHead']),
  restricted('backoffice-dashboard', '/backoffice-dashboard', ['BackofficeUser']),
  restricted('backoffice-training', '/backoffice-training', ['BackofficeUser']),
  restricted('backoffice-subscriptions', '/backoffice-subscriptions', ['BackofficeUser', 'BackofficeAdmin']),
  restricted('network', '/network', ['HubHead', 'Specialist']),
  restricted('to-approve', '/to-approve', ['HubHead', 'BackofficeUser', 'BackofficeAdmin']),
  restricted('designer-network', '/designer-network', ['Designer']),
  restricted('bank-service', '/bank-service', ['Designer']),
  restricted('professional', '/professional', ['HubHead', 'BackofficeUser', 'Specialist']),
  restricted('bo-professional', '/bo-professional', ['BackofficeUser', 'Specialist']),
  restricted('specialist', '/specialist', ['BackofficeUser']),

  auth('training-module', '/training-module', { menu: true }),
  auth('notifications', '/notifications', { menu: true }),
  auth('carbon-foot-print-calculator', '/carbon-foot-print-calculator', { menu: true }),
  // The agora permission of spec section 6 (role 103, application 15): designers; back office reads it too.
  restricted('agora-professional', '/agora-professional', ['Designer', 'BackofficeUser', 'BackofficeAdmin']),
  auth('logged-user-profile', '/logged-user-profile'),
  auth('additional-agreement', '/additional-agreement'),
  auth('coach-assignation', '/coach-assignation'),
  auth('networkcoach-assignation', '/networkcoach-assignation'),
  auth('project-landing', '/project-landing'),
  auth('project-bt', '/project-bt'),
  auth('tutor', '/tutor'),
  auth('subscription-checkout', '/subscription-checkout'),
  auth('subscribe-capohub', '/subscribe-capohub'),
  auth('subscribe-specialist', '/subscribe-specialist'),
  auth('subscribe-designer', '/subscribe-designer'),
  auth('subscribe-designercompany', '/subscribe-designercompany'),
  // Every generated resource has its route from its declaration (open to whoever may list it), unless its pages show
  // it.
  ...resourceOutlines
    .filter((outline) => outline.generatedScreens !== false)
    .map(({ name, access }) =>
      access.list === 'any' ? auth(name, `/${name}`, { menu: true }) : restricted(name, `/${name}`, access.list),
    ),
];

function covers(rule: RouteRule, pathname: string): boolean {
  return pathname === rule.path || pathname.startsWith(`${rule.path}/`);
}

/** The rule for a pathname (the longest matching path wins), or undefined for an unknown path. */
export function findRoute(pathname: string): RouteRule | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: RouteRule | undefined;
  for (const rule of routeTable) {
    if (covers(rule, normalised) && (!best || rule.path.length > best.path.length)) best = rule;
  }
  return best;
}

export function routeByName(name: string): RouteRule | undefined {
  return routeTable.find((rule) => rule.name === name);
}

export function pathOf(name: string): string {
  const rule = routeByName(name);
  if (!rule) throw new Error(`Unknown route name: ${name}`);
  return rule.path;
}

/** Whether a user with these Active roles may open the route (ignoring the session checks of section 4). */
export function rolesAllow(rule: RouteRule, activeRoles: readonly AppRoleName[]): boolean {
  return !rule.roles || rule.roles.some((role) => activeRoles.includes(role));
}

/** The menu entries a user with these Active roles may open. */
export function menuRoutes(activeRoles: readonly AppRoleName[]): RouteRule[] {
  return routeTable.filter((rule) => rule.menu && rolesAllow(rule, activeRoles));
}
