import { activeRoleNames, type AppRoleName, type UserRole } from './roles.ts';
import { confinementOf } from './status-confinement.ts';
import { findRoute, routeByName, rolesAllow, type RouteRule } from './routes.ts';

/** What the navigation rules need to know about a logged-in user (from GET /profile/init). */
export interface SessionState {
  roles: readonly UserRole[];
  missingAgreements: readonly string[];
  mandatorySubscriptionSatisfied: boolean;
}

export type NavigationDecision =
  | { kind: 'allow' }
  /**
   * Go to another route of the app (a path with its `mode` query parameter); `refused` names the route asked for when
   * the user's Active roles do not open it, so the screen can say why they landed elsewhere.
   */
  | { kind: 'redirect'; to: string; refused?: string }
  /** Leave the app with a full-page redirect (the account page of a Pending role). */
  | { kind: 'leave'; url: string };

/** Home of each Active role, in the order of spec section 2: the first one the user holds wins. */
const roleHomes: readonly (readonly [AppRoleName, string])[] = [
  ['HubHead', 'capohub-dashboard'],
  ['Designer', 'designer-dashboard'],
  ['Specialist', 'specialist-dashboard'],
  ['LocalManager', 'local-manager-dashboard'],
  ['BackofficeUser', 'backoffice-dashboard'],
  ['BackofficeAdmin', 'placeholder'],
];

/** Subscription page of a Pending role (spec section 4); FinalUser has none. */
const pendingPages: Partial<Record<AppRoleName, string>> = {
  HubHead: 'subscribe-capohub',
  Specialist: 'subscribe-specialist',
  Designer: 'subscribe-designer',
  HWDesigner: 'subscribe-designercompany',
};

const accountPageRoleId = 103;

function to(routeName: string, mode: string): NavigationDecision {
  const rule = routeByName(routeName);
  if (!rule) throw new Error(`Unknown route name: ${routeName}`);
  return { kind: 'redirect', to: `${rule.path}?mode=${encodeURIComponent(mode)}` };
}

const isSuspended = (session: SessionState) => confinementOf(session.roles) === 'suspended';

/** Where /home sends a user (spec section 2); a suspended or pending user first goes where section 4 says. */
export function homeDecision(session: SessionState | null): NavigationDecision {
  if (!session) return to('welcome', 'guest');
  if (isSuspended(session)) return to('profile-suspended', 'suspended');
  const homeRule = routeByName('home');
  const pending = homeRule && pendingDecision(session, homeRule);
  if (pending) return pending;
  const active = activeRoleNames(session.roles);
  const home = roleHomes.find(([role]) => active.includes(role));
  if (home) return to(home[1], home[0]);
  if (session.roles.some((role) => role.status === 'Waiting')) return to('waiting-placeholer', 'waiting');
  return to('placeholder', 'default');
}

/** The path (with query) /home resolves to. */
export function homePath(session: SessionState | null): string {
  const decision = homeDecision(session);
  return decision.kind === 'redirect' ? decision.to : '/home';
}

function pendingDecision(session: SessionState, current: RouteRule): NavigationDecision | undefined {
  if (confinementOf(session.roles) !== 'pending') return undefined;
  const pending = session.roles.find((role) => role.status === 'Pending' && role.roleName !== 'FinalUser');
  if (!pending) return undefined;
  if (pending.roleId === accountPageRoleId && pending.page) {
    return pending.page.startsWith('/')
      ? redirectUnlessOn(current, pending.page)
      : { kind: 'leave', url: pending.page };
  }
  const page = pendingPages[pending.roleName];
  return page && current.name !== page ? to(page, 'pending') : undefined;
}

function redirectUnlessOn(current: RouteRule, path: string): NavigationDecision {
  return path === current.path || path.startsWith(`${current.path}?`)
    ? { kind: 'allow' }
    : { kind: 'redirect', to: path };
}

/**
 * The section 4 checks for a logged-in user on an auth-only route, in order: suspended, pending, waiting (the
 * confinement of status-confinement.ts, which the API's gate applies too), agreements, subscription.
 */
function sessionDecision(session: SessionState, current: RouteRule): NavigationDecision | undefined {
  if (isSuspended(session)) return to('profile-suspended', 'suspended');
  const pending = pendingDecision(session, current);
  if (pending) return pending;
  if (confinementOf(session.roles) === 'waiting') return to('waiting-placeholer', 'waiting');
  if (session.missingAgreements.length > 0 && current.name !== 'additional-agreement') {
    return to('additional-agreement', 'agreements');
  }
  if (!session.mandatorySubscriptionSatisfied && !current.name.startsWith('subscri')) {
    return to('subscription-checkout', 'subscription');
  }
  return undefined;
}

/**
 * Where must this user go now, given this route? One answer for the SPA's router and guards.
 * `search` is the query string of the requested URL (for the guest-only `?redirect=` parameter).
 */
export function decideNavigation(pathname: string, search: string, session: SessionState | null): NavigationDecision {
  if (pathname === '/' || pathname === '') return homeDecision(session);
  const rule = findRoute(pathname);
  if (!rule || rule.name === 'home') return homeDecision(session);
  if (rule.access === 'public') return { kind: 'allow' };
  if (rule.access === 'guest') {
    if (!session) return { kind: 'allow' };
    const named = routeByName(new URLSearchParams(search).get('redirect') ?? '');
    return named && named.access !== 'guest' ? to(named.name, 'redirect') : homeDecision(session);
  }
  if (!session) return to('welcome', 'guest');
  const sessionRedirect = sessionDecision(session, rule);
  if (sessionRedirect) return sessionRedirect;
  const active = activeRoleNames(session.roles);
  if (rolesAllow(rule, active)) return { kind: 'allow' };
  const home = homeDecision(session);
  // Sent to a role's home (not the waiting or placeholder page, which say why themselves): the notice names the route.
  return home.kind === 'redirect' && roleHomes.some(([role]) => active.includes(role))
    ? { ...home, refused: rule.name }
    : home;
}
