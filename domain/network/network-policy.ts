import type { AppRoleName } from '../auth/roles.ts';
import { backOffice } from '../policies/policy.ts';
import { networkInvitableRoles } from './invitations.ts';

/**
 * Who may act on which network, member and organisation: the one rule the server's network guard
 * (server/modules/network/network-access.ts), the networks' rows and their `editable`, the members' organisation
 * picker, the member lists, the to-approve list and the directory's files read.
 */
export interface NetworkActor {
  activeRoles: readonly AppRoleName[];
  /** The network the actor belongs to (none for back office and for people outside every network). */
  networkId: string | null;
}

/**
 * What can be done to a network: read its member list as a colleague, read it as its roster (account states, contacts),
 * invite, manage its members (add an organisation's people, approve, reject, remove), edit the network itself.
 */
export type NetworkAction = 'readMembers' | 'readRoster' | 'invite' | 'manageMembers' | 'edit';

/** The roles that may take each action on their own network; back office takes every action on every network. */
export const networkActionRoles: Readonly<Record<NetworkAction, readonly AppRoleName[]>> = {
  readMembers: ['HubHead', 'Specialist', 'Designer', 'HWDesigner', 'LocalManager'],
  readRoster: ['HubHead', 'Specialist'],
  invite: ['HubHead', 'Specialist'],
  manageMembers: ['HubHead'],
  edit: ['HubHead'],
};

export const isBackOfficeActor = (actor: NetworkActor): boolean => backOffice(actor.activeRoles);

/** Whether the actor holds a role that may take this action on their own network (the network itself aside). */
export const holdsNetworkActionRole = (actor: NetworkActor, action: NetworkAction): boolean =>
  isBackOfficeActor(actor) || actor.activeRoles.some((role) => networkActionRoles[action].includes(role));

/**
 * The networks the actor takes this action on: back office every one ('any'), the others their own when a role allows
 * it.
 */
export function networksActedOn(actor: NetworkActor, action: NetworkAction): 'any' | readonly string[] {
  if (isBackOfficeActor(actor)) return 'any';
  return actor.networkId !== null && holdsNetworkActionRole(actor, action) ? [actor.networkId] : [];
}

/** Whether the actor may take this action on this network: back office on any, the others only on their own. */
export function mayActOnNetwork(actor: NetworkActor, action: NetworkAction, networkId: string): boolean {
  const networks = networksActedOn(actor, action);
  return networks === 'any' || networks.includes(networkId);
}

/** The networks the actor sees: back office every one ('any'), anyone else the one they belong to (if any). */
export const networksSeenBy = (actor: NetworkActor): 'any' | readonly string[] =>
  isBackOfficeActor(actor) ? 'any' : actor.networkId === null ? [] : [actor.networkId];

/**
 * Whether the actor sees a network's people as those who manage it do (e-mails, phones, account states, every member
 * whatever their roles' state), rather than as a colleague (name, role, city, public profile of the Active
 * professionals).
 */
export const managesNetworkPeople = (actor: NetworkActor, networkId: string): boolean =>
  mayActOnNetwork(actor, 'readRoster', networkId);

/**
 * The roles a colleague sees on a network's member list, and only when Active: the people who take part in the
 * network's work. Home-owners, back office and roles pending payment, waiting, suspended or rejected are for its
 * managers' eyes.
 */
export const colleagueVisibleRoles = [
  'HubHead',
  'Specialist',
  'Designer',
  'HWDesigner',
  'LocalManager',
] as const satisfies readonly AppRoleName[];

/**
 * The networks whose people the actor may bring into `toNetworkId`: moving someone across networks is back office's
 * alone ('any'); a network's manager brings in only people of no network (or already of theirs); anyone else nobody.
 */
export function networksMovableFrom(actor: NetworkActor, toNetworkId: string): 'any' | readonly (string | null)[] {
  if (!mayActOnNetwork(actor, 'manageMembers', toNetworkId)) return [];
  return isBackOfficeActor(actor) ? 'any' : [null, toNetworkId];
}

/** Whether the actor may bring a person now in `fromNetworkId` (null: none) into `toNetworkId`. */
export function mayMoveMember(actor: NetworkActor, fromNetworkId: string | null, toNetworkId: string): boolean {
  const movable = networksMovableFrom(actor, toNetworkId);
  return movable === 'any' || movable.includes(fromNetworkId);
}

/**
 * The waiting roles the actor may approve or reject on a network: back office every one (null); a network's manager
 * those a network invites (not a HubHead, whom back office alone invites and approves).
 */
export const approvableRoles = (actor: NetworkActor): readonly AppRoleName[] | null =>
  isBackOfficeActor(actor) ? null : networkInvitableRoles;

/** The refusal of a member move across networks by someone other than back office. */
export const CROSS_NETWORK_MOVE_REFUSED = "Le persone di un'altra rete possono essere spostate solo dal back office.";
