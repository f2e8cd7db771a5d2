import { and, eq, inArray, isNotNull, isNull, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { activeRoleNames, appRoles, ROLE_REFUSED } from '../../../domain/auth/roles.ts';
import {
  approvableRoles,
  holdsNetworkActionRole,
  managesNetworkPeople,
  mayActOnNetwork,
  networksActedOn,
  networksMovableFrom,
  networksSeenBy,
  type NetworkAction,
  type NetworkActor,
} from '../../../domain/network/network-policy.ts';
import type { Visibility } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';

export const NETWORK_NOT_FOUND = 'Rete non trovata';
export const networkNotFound = () => new HttpError(404, NETWORK_NOT_FOUND);

export type NetworkRow = typeof networks.$inferSelect;

export async function networkById(db: Database, id: string): Promise<NetworkRow> {
  const [row] = await db.select().from(networks).where(eq(networks.id, id));
  if (!row) throw networkNotFound();
  return row;
}

/** The caller as the network policy (domain/network/network-policy.ts) sees them. */
export const networkActorOf = (caller: Caller): NetworkActor => ({
  activeRoles: activeRoleNames(caller.roles),
  networkId: caller.networkId,
});

/**
 * The network a caller acts on, by the network policy: 403 for a caller whose roles may not take the action anywhere,
 * 404 for a network they may not act on (a row they may not see).
 */
export async function networkFor(
  db: Database,
  caller: Caller,
  networkId: string,
  action: NetworkAction,
): Promise<NetworkRow> {
  const actor = networkActorOf(caller);
  if (!holdsNetworkActionRole(actor, action)) throw new HttpError(403, ROLE_REFUSED);
  if (!mayActOnNetwork(actor, action, networkId)) throw networkNotFound();
  return networkById(db, networkId);
}

/** Whether the caller may take this action on this network, by the network policy. */
export const mayActOn = (caller: Caller, action: NetworkAction, networkId: string): boolean =>
  mayActOnNetwork(networkActorOf(caller), action, networkId);

/** The networks a caller sees (the networks resource's rows), by the network policy. */
export const networkVisibility: Visibility = (caller) => {
  const seen = networksSeenBy(networkActorOf(caller));
  if (seen === 'any') return undefined;
  return seen.length === 0 ? sql`false` : inArray(networks.id, [...seen]);
};

/** The role ids of the waiting roles the caller may approve or reject (null: all of them), by the network policy. */
export const approvableRoleIds = (caller: Caller): number[] | null =>
  approvableRoles(networkActorOf(caller))?.map((role) => appRoles[role]) ?? null;

/** What the caller may decide: waiting roles of these ids (null: any) on this network (null: every one). */
export interface WaitingDecisions {
  networkId: string | null;
  roleIds: number[] | null;
}

/**
 * The waiting roles the caller may approve or reject, by the rule approve and reject follow (their to-approve list):
 * 403 for a caller whose roles decide none anywhere, null for one who decides on no network (a hub head of none).
 */
export function waitingDecisionsOf(caller: Caller): WaitingDecisions | null {
  const actor = networkActorOf(caller);
  if (!holdsNetworkActionRole(actor, 'manageMembers')) throw new HttpError(403, ROLE_REFUSED);
  const decided = networksActedOn(actor, 'manageMembers');
  // Anyone but back office decides on their own network alone.
  const networkId = decided === 'any' ? null : decided[0];
  return networkId === undefined ? null : { networkId, roleIds: approvableRoleIds(caller) };
}

/** Whether the caller sees this network's people as its managers do (contacts, account states, every member). */
export const managesPeopleOf = (caller: Caller, networkId: string): boolean =>
  managesNetworkPeople(networkActorOf(caller), networkId);

/**
 * The organisations whose people the caller may bring into `toNetworkId`, as a condition on an organisation id column:
 * those with nobody in a network the policy does not let the caller move people from (none for a caller who may move
 * nobody). The members' organisation picker offers these, and the add refuses any other.
 */
export function organizationsMovableInto(
  db: Database,
  caller: Caller,
  toNetworkId: string,
  organizationId: AnyPgColumn,
): SQL | undefined {
  const movable = networksMovableFrom(networkActorOf(caller), toNetworkId);
  if (movable === 'any') return undefined;
  if (movable.length === 0) return sql`false`;
  const fromNetworks = movable.filter((id): id is string => id !== null);
  const refusedPerson = and(
    eq(profiles.organizationId, organizationId),
    or(
      movable.includes(null) ? undefined : isNull(profiles.networkId),
      and(
        isNotNull(profiles.networkId),
        fromNetworks.length === 0 ? undefined : notInArray(profiles.networkId, fromNetworks),
      ),
    ),
  );
  return notExists(db.select({ id: profiles.id }).from(profiles).where(refusedPerson));
}
