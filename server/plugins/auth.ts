import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_NOT_ENABLED } from '../../domain/auth/account-access.ts';
import {
  activeRoleNames,
  isAppRoleName,
  ROLE_REFUSED,
  type AppRoleName,
  type RoleStatus,
  type UserRole,
} from '../../domain/auth/roles.ts';
import type { NetworkScope, RoleRule } from '../../domain/policies/policy.ts';
import { APP_ROLE_HEADER } from '../../domain/settings.ts';
import { linkFirstLogin } from '../auth/account-linking.ts';
import { IssuerUnavailableError } from '../auth/issuer-discovery.ts';
import { isTokenRevoked } from '../auth/session-revocation.ts';
import type { TokenVerifier, VerifiedToken } from '../auth/token-verifier.ts';
import type { Database } from '../db/client.ts';
import { profiles, roles, userRoles } from '../db/schema/index.ts';
import type { CallerCache } from './caller-cache.ts';
import { HttpError, UNAVAILABLE_MESSAGE } from '../http/http-error.ts';

/** The person behind a request, as the API sees them after verifying their bearer token. */
export interface Caller {
  subject: string;
  profileId: string;
  email: string;
  networkId: string | null;
  roles: UserRole[];
  /**
   * The role id of the request's `X-AppRole` header (spec section 6), when sent: the caller asks to be seen through
   * that one role (the project visibility rule then applies only that role's part, or nothing if it is not held
   * Active).
   */
  appRoleId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller behind a token subject: the profile (when enabled) and the roles it holds. */
export async function loadCaller(db: Database, subject: string): Promise<Caller | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.subject, subject));
  if (!profile?.enabled) return null;
  const held = await db
    .select({ roleId: userRoles.roleId, roleName: roles.name, status: userRoles.status, page: userRoles.page })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.profileId, profile.id))
    .orderBy(userRoles.createdAt, userRoles.roleId);
  const userRolesOfCaller = held.flatMap((role) =>
    isAppRoleName(role.roleName)
      ? [{ roleId: role.roleId, roleName: role.roleName, status: role.status as RoleStatus, page: role.page }]
      : [],
  );
  return {
    subject,
    profileId: profile.id,
    email: profile.email,
    networkId: profile.networkId,
    roles: userRolesOfCaller,
  };
}

const unauthorized = () => new HttpError(401, 'Autenticazione richiesta: effettua il login.');

/** The bearer token of a request's `Authorization` header, or '' when it carries none. */
export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** A valid token, unless the issuer cannot be reached to tell (503: the token may well be good), or it is not. */
async function verifiedToken(verifier: TokenVerifier, token: string): Promise<VerifiedToken | null> {
  return verifier.verify(token).catch((error: unknown) => {
    if (error instanceof IssuerUnavailableError) throw new HttpError(503, UNAVAILABLE_MESSAGE);
    return null;
  });
}

/**
 * Adds `request.caller` and an onRequest hook for the routes that need a logged-in user. With an external issuer
 * (`linkingIssuer`), a token whose subject names no profile yet may link one on its first login. `callers` finds the
 * caller of a subject (a per-node cache, server/plugins/caller-cache.ts), else every request loads it.
 */
export function createAuthentication(
  db: Database,
  verifier: TokenVerifier,
  linkingIssuer: string | null,
  callers?: CallerCache<Caller>,
) {
  const callerOfSubject = (subject: string) => (callers ? callers.caller(subject) : loadCaller(db, subject));
  const revoked = (token: VerifiedToken) =>
    callers
      ? callers.revoked(token.subject, token.tokenId ?? token.sessionId, () => isTokenRevoked(db, token))
      : isTokenRevoked(db, token);
  return async function requireCaller(request: FastifyRequest): Promise<void> {
    const bearer = bearerTokenOf(request);
    if (!bearer) throw unauthorized();
    const token = await verifiedToken(verifier, bearer);
    if (!token) throw unauthorized();
    // The caller first: a node that holds it also knows the tokens it already found valid, and asks nothing more.
    const found = await callerOfSubject(token.subject);
    if (await revoked(token)) throw unauthorized();
    const linked = !found && linkingIssuer !== null && (await linkFirstLogin(db, linkingIssuer, token)) === 'linked';
    const caller = linked ? await callerOfSubject(token.subject) : found;
    if (!caller) throw new HttpError(403, ACCOUNT_NOT_ENABLED);
    const appRole = request.headers[APP_ROLE_HEADER.toLowerCase()];
    if (appRole !== undefined) {
      if (typeof appRole !== 'string' || !/^[0-9]{1,6}$/.test(appRole.trim()))
        throw new HttpError(400, `Intestazione ${APP_ROLE_HEADER} non valida`);
      caller.appRoleId = Number(appRole.trim());
    }
    request.caller = caller;
  };
}

export function decorateCaller(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
}

/** The caller of a route behind `requireCaller` (never null there). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The caller's Active roles, which the named permissions of the units' policies (domain/policies/) look at. */
export const rolesOf = (caller: Caller): AppRoleName[] => activeRoleNames(caller.roles);

/** Whether the caller has this named permission of a unit's policy. */
export const allows = (caller: Caller, permission: RoleRule): boolean => permission(rolesOf(caller));

/**
 * Throws 403 unless the caller has this named permission of a unit's policy (the server side of every role-restricted
 * action).
 */
export function requirePermission(caller: Caller, permission: RoleRule): void {
  if (!allows(caller, permission)) {
    throw new HttpError(403, ROLE_REFUSED);
  }
}

/** The record facts a unit policy's record rule takes about the caller's network and a record's. */
export const networkScope = (caller: Caller, recordNetworkId: string | null): NetworkScope => ({
  callerNetworkId: caller.networkId,
  recordNetworkId,
});

/**
 * The Active roles a visibility rule looks at: all of them, or with `X-AppRole` only that one (none when it is not held
 * Active).
 */
export const actingRoles = (caller: Caller): AppRoleName[] => {
  const active = caller.roles.filter((role) => role.status === 'Active');
  const chosen = caller.appRoleId === undefined ? active : active.filter((role) => role.roleId === caller.appRoleId);
  return chosen.map((role) => role.roleName);
};

/**
 * A condition on the caller's network, only for a caller who belongs to one (a null network sees nothing through it).
 */
export const inCallerNetwork = (column: PgColumn, caller: Caller): SQL | undefined =>
  caller.networkId ? eq(column, caller.networkId) : undefined;
