import { and, asc, eq, exists, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { appRoles, partTakingRoles } from '../../../domain/auth/roles.ts';
import type { ReferenceSources } from '../../crud/references.ts';
import type { Database } from '../../db/client.ts';
import {
  apartmentTypes,
  networks,
  profiles,
  projects,
  skillCategories,
  skills,
  trainingModules,
  userRoles,
} from '../../db/schema/index.ts';
import { hasActiveRole, isBackOffice, type Caller } from '../../plugins/auth.ts';
import { projectVisibility } from '../projects/project-visibility.ts';
import { visibleModules } from '../trainings/training-visibility.ts';

const nothing = sql`false`;
const fullName = sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`;
const bySurname = [asc(profiles.lastName), asc(profiles.firstName)];

/** An enabled profile holding one of these roles as Active (ids of domain/auth/roles.ts). */
const activeWith = (db: Database, condition: SQL) =>
  and(
    eq(profiles.enabled, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.profileId, profiles.id), eq(userRoles.status, 'Active'), condition)),
    ),
  );

/** A hub head's own network; nothing for a hub head without one. */
const ownNetwork = (column: typeof networks.id | typeof profiles.networkId, caller: Caller) =>
  caller.networkId ? eq(column, caller.networkId) : nothing;

/**
 * An enabled profile with an Active role that takes a part (domain/auth/roles.ts `partTakingRoles`): never a Waiting,
 * rejected or suspended member, the final user or the back-office admin.
 */
const takesPart = (db: Database) =>
  activeWith(
    db,
    inArray(
      userRoles.roleId,
      partTakingRoles.map((role) => appRoles[role]),
    ),
  );

/**
 * Whom the caller may invite to an appointment: members who take a part, of their network (back office: of every
 * network), never themselves.
 */
export function invitable(caller: Caller, db: Database): SQL | undefined {
  const member = and(ne(profiles.id, caller.profileId), takesPart(db));
  return isBackOffice(caller) ? member : and(member, ownNetwork(profiles.networkId, caller));
}

/**
 * Whom the caller may put on a project (a role, the tutor, a coach): back office any member who takes a part; a hub
 * head their network's and the specialists; anyone else nobody.
 */
export function projectCandidates(caller: Caller, db: Database): SQL | undefined {
  if (isBackOffice(caller)) return takesPart(db);
  if (!hasActiveRole(caller, ['HubHead'])) return nothing;
  const ofNetwork = caller.networkId ? eq(profiles.networkId, caller.networkId) : undefined;
  return and(takesPart(db), or(ofNetwork, activeWith(db, eq(userRoles.roleId, appRoles.Specialist))));
}

/**
 * Where every reference field's rows come from (the `source` of domain/resources/declaration.ts): the label, the hint
 * that tells apart rows with the same label and which rows each caller may choose.
 */
export const referenceSources: ReferenceSources = {
  networks: {
    table: networks,
    id: networks.id,
    label: sql<string>`${networks.name}`,
    /** Back office every network; a hub head their own; anyone else the networks of the projects they see. */
    choosable: (caller, db) =>
      isBackOffice(caller)
        ? undefined
        : hasActiveRole(caller, ['HubHead'])
          ? ownNetwork(networks.id, caller)
          : inArray(
              networks.id,
              db
                .selectDistinct({ id: projects.networkId })
                .from(projects)
                .where(and(isNotNull(projects.networkId), projectVisibility(caller, db))),
            ),
  },
  designers: {
    table: profiles,
    id: profiles.id,
    label: fullName,
    hint: sql<string | null>`${profiles.email}`,
    order: bySurname,
    /**
     * Enabled profiles with an Active Designer or HWDesigner role: back office any, a hub head their network's, anyone
     * else the professionals of the projects they see.
     */
    choosable: (caller, db) =>
      and(
        activeWith(db, inArray(userRoles.roleId, [appRoles.Designer, appRoles.HWDesigner])),
        isBackOffice(caller)
          ? undefined
          : hasActiveRole(caller, ['HubHead'])
            ? ownNetwork(profiles.networkId, caller)
            : inArray(
                profiles.id,
                db
                  .selectDistinct({ id: projects.assigneeId })
                  .from(projects)
                  .where(and(isNotNull(projects.assigneeId), projectVisibility(caller, db))),
              ),
      ),
    parameters: { networkId: profiles.networkId },
  },
  apartmentTypes: {
    table: apartmentTypes,
    id: apartmentTypes.id,
    label: sql<string>`${apartmentTypes.name}`,
  },
  people: {
    table: profiles,
    id: profiles.id,
    label: fullName,
    hint: sql<string | null>`${profiles.email}`,
    order: bySurname,
    choosable: invitable,
  },
  projectPeople: {
    table: profiles,
    id: profiles.id,
    label: fullName,
    hint: sql<string | null>`${profiles.email}`,
    order: bySurname,
    choosable: projectCandidates,
  },
  projects: {
    table: projects,
    id: projects.id,
    label: sql<string>`${projects.name}`,
    /** The network, the designer and the day it was created (Rome), so two projects of the same name are told apart. */
    hint: sql<string | null>`concat_ws(' · ',
      (select ${networks.name} from ${networks} where ${networks.id} = ${projects.networkId}),
      (select ${fullName} from ${profiles} where ${profiles.id} = ${projects.assigneeId}),
      'creato il ' || to_char(${projects.createdAt} at time zone 'Europe/Rome', 'DD/MM/YYYY'))`,
    choosable: (caller, db) => projectVisibility(caller, db),
  },
  skills: {
    table: skills,
    id: skills.id,
    label: sql<string>`${skills.name}`,
    hint: sql<
      string | null
    >`(select ${skillCategories.name} from ${skillCategories} where ${skillCategories.id} = ${skills.categoryId})`,
  },
  trainingModules: {
    table: trainingModules,
    id: trainingModules.id,
    label: sql<string>`${trainingModules.title}`,
    choosable: (caller) => visibleModules(caller),
  },
};
