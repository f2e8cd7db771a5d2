import { backOfficeRoles, type AppRoleName } from '../auth/roles.ts';
import { rolesAllow, routeByName } from '../auth/routes.ts';
import { can, namedIn, type Permission, type ResourceAction } from '../resources/declaration.ts';
import { resourceOutlines } from '../resources/outlines.ts';

/**
 * One named permission of a unit's policy (`domain/policies/<unit>.ts`): whether a caller with these Active roles (or,
 * through X-AppRole, the one role they act as) has it. The server's guards, its visibility rules and the SPA ask the
 * same function; a permission that depends on a record takes that record's facts as plain data too.
 */
export type RoleRule = (activeRoles: readonly AppRoleName[]) => boolean;

/** Held by whoever has an Active role among these: a list of the role table, or an action's declared access. */
export const heldBy =
  (permission: Permission): RoleRule =>
  (activeRoles) =>
    can(permission, activeRoles);

/** Held by whoever the resource's declaration lets take this action (domain/resources/, through its outline). */
export const declared = (resource: string, action: ResourceAction): RoleRule =>
  heldBy(namedIn(resourceOutlines, resource).access[action]);

/** Held by whoever the route table (domain/auth/routes.ts) lets open this route. */
export function opensRoute(name: string): RoleRule {
  const rule = routeByName(name);
  if (!rule) throw new Error(`Unknown route name: ${name}`);
  return (activeRoles) => rolesAllow(rule, activeRoles);
}

/** Held by whoever holds one of these. */
export const anyOf =
  (...rules: readonly RoleRule[]): RoleRule =>
  (activeRoles) =>
    rules.some((rule) => rule(activeRoles));

/** Back office (BackofficeUser or BackofficeAdmin): sees and manages every network's rows. */
export const backOffice: RoleRule = heldBy(backOfficeRoles);

/** A network's head (capohub): manages their own network's rows. */
export const hubHead: RoleRule = heldBy(['HubHead']);

/** A designer, of a firm or not: carries out the projects assigned to them. */
export const designer: RoleRule = heldBy(['Designer', 'HWDesigner']);

/** A specialist: follows the networks' people and projects. */
export const specialist: RoleRule = heldBy(['Specialist']);

/** The network of a record and of the caller who acts on it (none: outside every network). */
export interface NetworkScope {
  callerNetworkId: string | null;
  recordNetworkId: string | null;
}

/** The record is of the caller's own network (a caller of no network has none). */
export const inOwnNetwork = ({ callerNetworkId, recordNetworkId }: NetworkScope): boolean =>
  callerNetworkId !== null && callerNetworkId === recordNetworkId;

/** A record rule: back office on every network's record, the holders of `ownNetwork` on their own network's only. */
export const everyNetworkOrOwn =
  (ownNetwork: RoleRule) =>
  (activeRoles: readonly AppRoleName[], scope: NetworkScope): boolean =>
    backOffice(activeRoles) || (ownNetwork(activeRoles) && inOwnNetwork(scope));

/** A record rule: the record's own person (its author, organiser, uploader) or back office. */
export const ownOrBackOffice = (activeRoles: readonly AppRoleName[], isOwn: boolean): boolean =>
  isOwn || backOffice(activeRoles);
