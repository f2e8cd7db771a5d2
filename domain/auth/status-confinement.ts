import type { UserRole } from './roles.ts';

/**
 * Where the state of a user's roles confines them (spec section 4), before any role rule: a suspended (or rejected)
 * role, a role pending its subscription's payment, or only roles waiting for the network's approval. The SPA's
 * redirects (navigation.ts) and the API's gate (server/plugins/status-gate.ts) both read it.
 */
export type StatusConfinement = 'suspended' | 'pending' | 'waiting';

/** The confinement of a user holding these roles, or null for a user free to use what their Active roles open. */
export function confinementOf(roles: readonly UserRole[]): StatusConfinement | null {
  if (roles.some((role) => role.status === 'Suspended')) return 'suspended';
  if (roles.some((role) => role.status === 'Pending' && role.roleName !== 'FinalUser')) return 'pending';
  if (!roles.some((role) => role.status === 'Active') && roles.some((role) => role.status === 'Waiting'))
    return 'waiting';
  return null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API route by its method and its path pattern below /api, as the server declares it (`:id` parameters). */
export interface ApiRoute {
  method: Method;
  path: string;
}

const route = (method: Method, path: string): ApiRoute => ({ method, path });

/**
 * What every confined page needs: the session's startup calls (spec section 4), the network membership of the suspended
 * page, the notification bell of the shell, and the agreements the user must accept.
 */
const sessionApi: readonly ApiRoute[] = [
  route('GET', '/profile/init'),
  route('GET', '/profile/details'),
  route('GET', '/profile/auth/roles'),
  route('GET', '/profile/admin/role'),
  route('GET', '/profile/network/membership'),
  route('GET', '/notification/notification'),
  route('GET', '/notification/notification/stream'),
  route('PUT', '/notification/notification/:id'),
  route('POST', '/notification/notification/mark/readall'),
  route('DELETE', '/notification/notification/:id'),
  route('GET', '/profile/agreement/:kind'),
  route('GET', '/profile/agreement/detail/:id'),
  route('POST', '/profile/agreement/subscribe/:id'),
];

/**
 * The checkout of a pending role's subscription (spec section 4, /subscribe-*): the plans, the request, the user's own.
 */
const checkoutApi: readonly ApiRoute[] = [
  route('GET', '/subscription/templates'),
  route('POST', '/subscription/subscriptions'),
  route('GET', '/subscription/subscriptions/mine'),
];

/** The API each confinement leaves open: the calls of the one page the SPA lets it see, nothing more. */
export const confinedApi: Readonly<Record<StatusConfinement, readonly ApiRoute[]>> = {
  suspended: sessionApi,
  waiting: sessionApi,
  pending: [...sessionApi, ...checkoutApi],
};

/** Whether a user in this confinement may call this route (its declared pattern below /api). */
export const confinedApiAllows = (confinement: StatusConfinement, method: string, path: string): boolean =>
  confinedApi[confinement].some((open) => open.method === method && open.path === path);

/** The API's refusal of everything else, by confinement. */
export const CONFINEMENT_REFUSED: Readonly<Record<StatusConfinement, string>> = {
  suspended: 'Il tuo profilo è sospeso: puoi solo consultare i motivi della sospensione.',
  pending: "Il tuo ruolo è in attesa del pagamento dell'abbonamento: completa l'abbonamento per usare il portale.",
  waiting: "Il tuo profilo è in attesa dell'approvazione della rete.",
};
