import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import { backOfficeRoles, type AppRoleName } from '../../domain/auth/roles.ts';
import type { ResourceDeclaration, VisibilityRuleName } from '../../domain/resources/declaration.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { appointmentParticipants, appointments, opportunities, projectRoles, projects } from '../db/schema/index.ts';
import { hasActiveRole, isBackOffice, type Caller } from '../plugins/auth.ts';
import type { ResourceTable } from './table-for.ts';

/** Builds the SQL condition of the rows a caller may see (undefined: no condition). */
export type VisibilityRule = (caller: Caller, resource: ResourceTable, db: Database) => SQL | undefined;

/** A network condition only for a caller who belongs to one (a null network sees nothing through it). */
const inNetwork = (column: PgColumn, caller: Caller) => (caller.networkId ? eq(column, caller.networkId) : undefined);

const nothing = sql`false`;

/** The roles whose part of the project rule is not "holds a role on the project". */
const projectRoleParts: readonly AppRoleName[] = ['Designer', 'HWDesigner', 'HubHead'];

/**
 * The Active roles a rule looks at: all of them, or with `X-AppRole` only that one (none when it is not held Active).
 */
const actingRoles = (caller: Caller): AppRoleName[] => {
  const active = caller.roles.filter((role) => role.status === 'Active');
  const chosen = caller.appRoleId === undefined ? active : active.filter((role) => role.roleId === caller.appRoleId);
  return chosen.map((role) => role.roleName);
};

/**
 * Row visibility by rule name (DESIGN.md, generated CRUD): every read, update, delete, count and export adds this
 * condition, so a hidden row is a 404 and never counted.
 */
export const visibilityRules: Record<VisibilityRuleName, VisibilityRule> = {
  all: () => undefined,

  projectPeople: (caller, _resource, db) => {
    const acting = actingRoles(caller);
    if (acting.some((role) => (backOfficeRoles as readonly AppRoleName[]).includes(role))) return undefined;
    const holdsRole = exists(db.select({ one: sql`1` }).from(projectRoles)
      .where(and(eq(projectRoles.projectId, projects.id), eq(projectRoles.profileId, caller.profileId))));
    // Through X-AppRole 103, 104 or 200 only that role's part counts; any other role sees through the project roles.
    const throughProjectRoles = caller.appRoleId === undefined || acting.some((role) => !projectRoleParts.includes(role));
    return or(
      acting.some((role) => role === 'Designer' || role === 'HWDesigner') ? eq(projects.assigneeId, caller.profileId) : undefined,
      acting.includes('HubHead') ? inNetwork(projects.networkId, caller) : undefined,
      throughProjectRoles ? holdsRole : undefined,
    ) ?? nothing;
  },

  opportunityOwners: (caller) => {
    if (isBackOffice(caller)) return undefined;
    return or(
      eq(opportunities.creatorId, caller.profileId),
      hasActiveRole(caller, ['HubHead']) ? inNetwork(opportunities.networkId, caller) : undefined,
    ) ?? nothing;
  },

  opportunityRegister: (caller) => {
    const submitted = ne(opportunities.status, 'Draft');
    if (isBackOffice(caller)) return submitted;
    const network = hasActiveRole(caller, ['HubHead']) ? inNetwork(opportunities.networkId, caller) : undefined;
    return network ? and(submitted, network) : nothing;
  },

  appointmentPeople: (caller, _resource, db) => {
    if (isBackOffice(caller)) return undefined;
    const takesPart = exists(db.select({ one: sql`1` }).from(appointmentParticipants)
      .where(and(eq(appointmentParticipants.appointmentId, appointments.id), eq(appointmentParticipants.profileId, caller.profileId))));
    return or(eq(appointments.organiserId, caller.profileId), takesPart) ?? nothing;
  },
};

export const visibleTo = (declaration: ResourceDeclaration, caller: Caller, resource: ResourceTable, db: Database): SQL | undefined =>
  visibilityRules[declaration.visibility](caller, resource, db);
