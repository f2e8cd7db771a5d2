import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { backOfficeRoles, isAppRoleName, ROLE_REFUSED, type AppRoleName, type RoleStatus, type UserRole } from '../../domain/auth/roles.ts';
import { APP_ROLE_HEADER } from '../../domain/settings.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { profiles, roles, userRoles } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

/** The person behind a request, as the API sees them after verifying their bearer token. */
export interface Caller {
  subject: string;
  profileId: string;
  email: string;
  networkId: string | null;
  roles: UserRole[];
  /**
   * The role id of the request's `X-AppRole` header (spec section 6), when sent: the caller asks to be seen through
   * that one role (the project visibility rule then applies only that role's part, or nothing if it is not held Active).
   */
  appRoleId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

async function externalKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const discovery = (await response.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

export interface TokenVerifier {
  verify(token: string): Promise<string>;
}

/** Verifies access tokens: signature (issuer's JWKS), issuer, audience, algorithm, and `at+jwt` for the embedded issuer. */
export function createTokenVerifier(config: AppConfig, embeddedKey: JWK | null): TokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const keys = () => (keySet ??= embeddedKey
    ? Promise.resolve(createLocalJWKSet({ keys: [embeddedKey] }))
    : externalKeySet(config.issuer));
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ['RS256'],
        ...(config.embeddedIssuer && { typ: 'at+jwt' }),
      });
      if (!payload.sub) throw new Error('token without subject');
      return payload.sub;
    },
  };
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
  const userRolesOfCaller = held.flatMap((role) => isAppRoleName(role.roleName)
    ? [{ roleId: role.roleId, roleName: role.roleName, status: role.status as RoleStatus, page: role.page }]
    : []);
  return { subject, profileId: profile.id, email: profile.email, networkId: profile.networkId, roles: userRolesOfCaller };
}

const unauthorized = () => new HttpError(401, 'Autenticazione richiesta: effettua il login.');

/**
 * Adds `request.caller` and an onRequest hook for the routes that need a logged-in user; `callers` finds the caller
 * of a subject (a per-node cache, server/plugins/caller-cache.ts), else every request loads it.
 */
export function createAuthentication(db: Database, verifier: TokenVerifier, callers?: { caller(subject: string): Promise<Caller | null> }) {
  return async function requireCaller(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const subject = await verifier.verify(token).catch(() => null);
    if (!subject) throw unauthorized();
    const caller = callers ? await callers.caller(subject) : await loadCaller(db, subject);
    if (!caller) throw new HttpError(403, 'Profilo non trovato o disabilitato.');
    const appRole = request.headers[APP_ROLE_HEADER.toLowerCase()];
    if (appRole !== undefined) {
      if (typeof appRole !== 'string' || !/^[0-9]{1,6}$/.test(appRole.trim())) throw new HttpError(400, `Intestazione ${APP_ROLE_HEADER} non valida`);
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

/** Whether the caller holds one of these roles as Active. */
export const hasActiveRole = (caller: Caller, allowed: readonly AppRoleName[]): boolean =>
  caller.roles.some((role) => role.status === 'Active' && allowed.includes(role.roleName));

/** Back office (BackofficeUser or BackofficeAdmin, Active) sees and manages every network's rows. */
export const isBackOffice = (caller: Caller): boolean => hasActiveRole(caller, backOfficeRoles);

/** Throws 403 unless the caller holds one of these roles as Active (the server side of every role-restricted action). */
export function requireActiveRole(caller: Caller, allowed: readonly AppRoleName[]): void {
  if (!hasActiveRole(caller, allowed)) {
    throw new HttpError(403, ROLE_REFUSED);
  }
}

/**
 * The Active roles a visibility rule looks at: all of them, or with `X-AppRole` only that one (none when it is not held
 * Active).
 */
export const actingRoles = (caller: Caller): AppRoleName[] => {
  const active = caller.roles.filter((role) => role.status === 'Active');
  const chosen = caller.appRoleId === undefined ? active : active.filter((role) => role.roleId === caller.appRoleId);
  return chosen.map((role) => role.roleName);
};

/** A condition on the caller's network, only for a caller who belongs to one (a null network sees nothing through it). */
export const inCallerNetwork = (column: PgColumn, caller: Caller): SQL | undefined => (caller.networkId ? eq(column, caller.networkId) : undefined);
