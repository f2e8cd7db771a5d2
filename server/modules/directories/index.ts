import { and, eq, sql, type SQL } from 'drizzle-orm';
import { roleStatuses } from '../../../domain/auth/roles.ts';
import type { Directory } from '../../../domain/directories/personal-fields.ts';
import {
  agoraDirectory,
  backofficeProfessionalDirectory,
  professionalDirectory,
  specialistDirectory,
  specialistRoleNames,
} from '../../../domain/resources/directories.ts';
import type { FilterValue } from '../../crud/list-query.ts';
import { defineUnit, type BehaviourContext } from '../../crud/unit.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { directoryRoutes } from './directory.routes.ts';
import {
  activeProfessional,
  enabledWith,
  holdsRole,
  nameAndEmail,
  nameOnly,
  ownNetworkOnly,
  placeFilters,
  professionalRoleIds,
  roleFilter,
} from './directory-conditions.ts';
import { directoryRows, personalFieldsFor, type StoredPerson } from './directory-rows.ts';

const decorateAs = (directory: Directory) => (context: BehaviourContext, rows: StoredPerson[]) =>
  directoryRows(context.db, context.caller, directory, rows, context.extend);

/** `q` over name and e-mail for a caller who sees e-mails in this directory, else over the name alone. */
const searchAs =
  (directory: Directory) =>
  (pattern: string, caller: Caller): SQL =>
    personalFieldsFor(directory, caller).includes('email') ? nameAndEmail(pattern) : nameOnly(pattern);

/**
 * /professional (domain/resources/directories.ts): a hub head sees their own network's, specialists and back office
 * all.
 */
export const professionalUnit = defineUnit({
  declaration: professionalDirectory,
  table: profiles,
  visibility: (caller) => and(activeProfessional, ownNetworkOnly(caller)),
  behaviour: { decorate: decorateAs('professional'), routes: directoryRoutes },
  queries: { search: searchAs('professional'), filters: { ...placeFilters, role: roleFilter(['Active']) } },
});

/** The status of the professional roles (any of them in that status). */
const roleStatusFilter = (value: FilterValue): SQL => {
  const status = roleStatuses.find((candidate) => candidate === value);
  return status ? holdsRole(professionalRoleIds, [status]) : sql`false`;
};

/** /bo-professional: every professional, whatever the state of the account and of the roles. */
export const backofficeProfessionalUnit = defineUnit({
  declaration: backofficeProfessionalDirectory,
  table: profiles,
  visibility: () => holdsRole(professionalRoleIds),
  behaviour: { decorate: decorateAs('bo-professional') },
  queries: {
    search: searchAs('bo-professional'),
    filters: { ...placeFilters, role: roleFilter(roleStatuses), roleStatus: roleStatusFilter },
  },
});

/** /specialist: enabled people with an Active Specialist role. */
export const specialistUnit = defineUnit({
  declaration: specialistDirectory,
  table: profiles,
  visibility: () => enabledWith(specialistRoleNames),
  behaviour: { decorate: decorateAs('specialist') },
  queries: { search: searchAs('specialist'), filters: placeFilters },
});

/** /agora-professional: professionals of every network who chose a public profile at registration. */
export const agoraUnit = defineUnit({
  declaration: agoraDirectory,
  table: profiles,
  visibility: () => and(eq(profiles.agoraVisible, true), activeProfessional),
  behaviour: { decorate: decorateAs('agora-professional') },
  queries: { search: searchAs('agora-professional'), filters: placeFilters },
});
