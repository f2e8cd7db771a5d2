import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { networksApi } from '../../../domain/api/networks.ts';
import {
  MEMBER_MESSAGES,
  memberAddResultSchema,
  memberAddSchema,
  memberRemovalSchema,
  networkMemberPageSchema,
  networkMemberReadQuery,
  networkMemberRecord,
  type MemberRemoval,
} from '../../../domain/schemas/directories.ts';
import { memberListQuerySchema, memberParamsSchema, networkIdParamsSchema } from '../../../domain/schemas/network.ts';
import { endSessionsOf } from '../../auth/session-revocation.ts';
import { escapeLike } from '../../crud/conditions.ts';
import { parseReferenceQuery, referenceOptions, type ReferenceSource } from '../../crud/references.ts';
import type { FieldDeclaration } from '../../../domain/resources/declaration.ts';
import { hwNetworks } from '../../../domain/resources/networks.ts';
import { colleagueVisibleRoles, CROSS_NETWORK_MOVE_REFUSED } from '../../../domain/network/network-policy.ts';
import { referenceOptionsSchema } from '../../../domain/schemas/reference-options.ts';
import type { ResourceServices } from '../../crud/module.ts';
import type { Database } from '../../db/client.ts';
import { networks, organizations, profiles, projectRoles, projects, userRoles } from '../../db/schema/index.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  directoryRows,
  holdsRole,
  nameAndEmail,
  nameOnly,
  personalFieldsFor,
  professionalRoleIds,
} from '../directories/public.ts';
import { managesPeopleOf, networkFor, organizationsMovableInto } from '../network/public.ts';
import { notify } from '../../notices/notify.ts';

const tags = ['network'];
const rawQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const organizationField: FieldDeclaration = {
  name: 'organization_id',
  kind: 'reference',
  reference: { source: 'networks', labelField: 'organizationName' },
};
/**
 * The organisations a network may take its new members from (the choice of "add a member by organisation"): those the
 * network policy lets the caller bring into this network, the same condition the add itself checks.
 */
const organizationSourceFor = (networkId: string): ReferenceSource => ({
  table: organizations,
  id: organizations.id,
  label: sql<string>`${organizations.name}`,
  hint: sql<
    string | null
  >`concat_ws(' ', ${organizations.vatNumber}, ${organizations.city}, ${organizations.province})`,
  choosable: (caller, db) => organizationsMovableInto(db, caller, networkId, organizations.id),
});

const storedColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  organizationId: profiles.organizationId,
  networkId: profiles.networkId,
  createdAt: profiles.createdAt,
};

const colleagueRoleIds = colleagueVisibleRoles.map((role) => appRoles[role]);

/** The people of a network a caller sees: all of them for who manages it, the Active colleagues for anyone else. */
const visibleMembers = (manages: boolean): SQL | undefined =>
  manages ? undefined : holdsRole(colleagueRoleIds, ['Active']);

/** A member as a colleague sees them: the Active roles a colleague may see, without their state's reasons. */
type MemberRow = Awaited<ReturnType<typeof directoryRows>>[number];
const asSeenBy =
  (manages: boolean) =>
  (row: MemberRow): MemberRow =>
    manages
      ? row
      : {
          ...row,
          roles: row.roles
            .filter(
              (role) =>
                role.status === 'Active' && (colleagueVisibleRoles as readonly string[]).includes(role.roleName),
            )
            .map((role) => ({ ...role, statusReason: null })),
        };

async function memberPageOf(
  db: Database,
  caller: Caller,
  networkId: string,
  query: z.infer<typeof memberListQuerySchema>,
) {
  const manages = managesPeopleOf(caller, networkId);
  if (!manages && query.status && query.status !== 'Active')
    return { data: [], total: 0, page: query.page, limit: query.limit };
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const search =
    pattern === null
      ? undefined
      : personalFieldsFor('network-member', caller).includes('email') && manages
        ? nameAndEmail(pattern)
        : nameOnly(pattern);
  const where = and(
    eq(profiles.networkId, networkId),
    visibleMembers(manages),
    search,
    query.status && manages
      ? inArray(
          profiles.id,
          db.select({ id: userRoles.profileId }).from(userRoles).where(eq(userRoles.status, query.status)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(storedColumns)
      .from(profiles)
      .where(where)
      .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(profiles).where(where),
  ]);
  const people = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const data = (await withNetworkNames(db, await directoryRows(db, caller, 'network-member', people, []))).map(
    asSeenBy(manages),
  );
  return { data, total: total?.value ?? 0, page: query.page, limit: query.limit };
}

async function withNetworkNames<T extends { networkId: string | null }>(db: Database, rows: T[]): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.networkId ? [row.networkId] : [])))];
  const names =
    ids.length === 0
      ? []
      : await db.select({ id: networks.id, name: networks.name }).from(networks).where(inArray(networks.id, ids));
  return rows.map((row) => ({ ...row, networkName: names.find((entry) => entry.id === row.networkId)?.name ?? null }));
}

async function memberOf(db: Database, networkId: string, profileId: string, manages = true) {
  const [row] = await db
    .select(storedColumns)
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.networkId, networkId), visibleMembers(manages)));
  if (!row) throw new HttpError(404, MEMBER_MESSAGES.memberNotFound);
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** What removing this member changes: projects of the network assigned to them, roles they hold on its projects. */
async function removalOf(db: Database, networkId: string, profileId: string): Promise<MemberRemoval> {
  const [[assigned], [roles]] = await Promise.all([
    db
      .select({ value: count() })
      .from(projects)
      .where(and(eq(projects.networkId, networkId), eq(projects.assigneeId, profileId))),
    db
      .select({ value: count() })
      .from(projectRoles)
      .innerJoin(projects, eq(projects.id, projectRoles.projectId))
      .where(and(eq(projects.networkId, networkId), eq(projectRoles.profileId, profileId))),
  ]);
  return { assignedProjects: assigned?.value ?? 0, projectRoles: roles?.value ?? 0 };
}

/**
 * A network's members beyond the caller's own network routes (network module): the members list by the field matrix
 * (`network-member`), one member's professional profile, adding the people of an organisation (their professional roles
 * then wait for this network's approval), and removing a member: the network's projects assigned to them stay in the
 * network without an assignee and their roles on those projects end; the member is told.
 */
export async function memberRoutes(app: FastifyInstance, { db }: ResourceServices): Promise<void> {
  serve(app, networksApi.members, {
    schema: {
      tags,
      params: networkIdParamsSchema,
      querystring: memberListQuerySchema,
      response: { 200: networkMemberPageSchema },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'readMembers');
      return memberPageOf(db, caller, network.id, request.query);
    },
  });

  serve(app, networksApi.member, {
    schema: {
      tags,
      params: memberParamsSchema,
      querystring: networkMemberReadQuery,
      response: { 200: networkMemberRecord },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'readMembers');
      const manages = managesPeopleOf(caller, network.id);
      const member = await memberOf(db, network.id, request.params.profileId, manages);
      const [row] = await withNetworkNames(
        db,
        await directoryRows(db, caller, 'network-member', [member], request.query.extend ? ['studio'] : []),
      );
      if (!row) throw new HttpError(404, MEMBER_MESSAGES.memberNotFound);
      return asSeenBy(manages)(row);
    },
  });

  serve(app, networksApi.addMembers, {
    schema: { tags, params: networkIdParamsSchema, body: memberAddSchema, response: { 201: memberAddResultSchema } },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'manageMembers');
      const [organization] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, request.body.organization_id));
      if (!organization) throw new HttpError(404, MEMBER_MESSAGES.organizationNotFound);
      const [movable] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.id, organization.id),
            organizationsMovableInto(db, caller, network.id, organizations.id),
          ),
        );
      if (!movable) throw new HttpError(403, CROSS_NETWORK_MOVE_REFUSED);
      const added = await db.transaction(async (tx) => {
        const all = await tx
          .update(profiles)
          .set({ networkId: network.id })
          .where(
            and(
              eq(profiles.organizationId, organization.id),
              or(isNull(profiles.networkId), ne(profiles.networkId, network.id)),
            ),
          )
          .returning({ profileId: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName });
        if (all.length === 0) throw new HttpError(409, MEMBER_MESSAGES.organizationEmpty);
        const ids = all.map((row) => row.profileId);
        const demoted = await tx
          .update(userRoles)
          .set({ status: 'Waiting', statusReason: null })
          .where(
            and(
              inArray(userRoles.profileId, ids),
              inArray(userRoles.roleId, professionalRoleIds),
              eq(userRoles.status, 'Active'),
            ),
          )
          .returning({ profileId: userRoles.profileId });
        // Their Active roles are taken away until the new network approves them: their sessions end with them.
        await endSessionsOf(tx, [...new Set(demoted.map((row) => row.profileId))]);
        for (const id of ids) {
          await notify(tx, id, {
            kind: 'membership.added',
            title: 'Nuova rete',
            body: `Sei stato aggiunto alla rete «${network.name}»: il tuo profilo attende l'approvazione della rete.`,
            link: null,
          });
        }
        return all;
      });
      return reply.code(201).send({ added });
    },
  });

  serve(app, networksApi.organizationOptions, {
    schema: { tags, params: networkIdParamsSchema, querystring: rawQuery, response: { 200: referenceOptionsSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'manageMembers');
      return {
        data: await referenceOptions(
          db,
          caller,
          organizationSourceFor(network.id),
          parseReferenceQuery(hwNetworks, organizationField, request.query),
        ),
      };
    },
  });

  serve(app, networksApi.memberRemoval, {
    schema: { tags, params: memberParamsSchema, response: { 200: memberRemovalSchema } },
    handler: async (request) => {
      const network = await networkFor(db, callerOf(request), request.params.id, 'manageMembers');
      await memberOf(db, network.id, request.params.profileId);
      return removalOf(db, network.id, request.params.profileId);
    },
  });

  serve(app, networksApi.removeMember, {
    schema: { tags, params: memberParamsSchema, response: { 200: memberRemovalSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'manageMembers');
      const { profileId } = request.params;
      if (profileId === caller.profileId) throw new HttpError(400, 'Non puoi rimuovere te stesso dalla rete');
      await memberOf(db, network.id, profileId);
      return db.transaction(async (tx) => {
        const inNetwork = tx.select({ id: projects.id }).from(projects).where(eq(projects.networkId, network.id));
        const unassigned = await tx
          .update(projects)
          .set({ assigneeId: null })
          .where(and(eq(projects.networkId, network.id), eq(projects.assigneeId, profileId)))
          .returning({ id: projects.id });
        const roles = await tx
          .delete(projectRoles)
          .where(and(eq(projectRoles.profileId, profileId), inArray(projectRoles.projectId, inNetwork)))
          .returning({ id: projectRoles.projectId });
        await tx.update(profiles).set({ networkId: null }).where(eq(profiles.id, profileId));
        await notify(tx, profileId, {
          kind: 'membership.removed',
          title: 'Uscita dalla rete',
          body: `Non fai più parte della rete «${network.name}»: i progetti della rete non ti sono più assegnati.`,
          link: null,
        });
        return { assignedProjects: unassigned.length, projectRoles: roles.length };
      });
    },
  });
}
