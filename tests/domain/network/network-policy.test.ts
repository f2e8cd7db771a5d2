import { describe, expect, it } from 'vitest';
import type { AppRoleName } from '../../../domain/auth/roles.ts';
import {
  approvableRoles,
  managesNetworkPeople,
  mayActOnNetwork,
  mayMoveMember,
  networksActedOn,
  networksMovableFrom,
  networksSeenBy,
  type NetworkAction,
  type NetworkActor,
} from '../../../domain/network/network-policy.ts';

const own = 'rete-demo';
const other = 'rete-adriatica';
const actor = (activeRoles: readonly AppRoleName[], networkId: string | null = own): NetworkActor => ({
  activeRoles,
  networkId,
});

const backOffice = actor(['BackofficeUser'], null);
const hubHead = actor(['HubHead']);
const otherHubHead = actor(['HubHead'], other);
const designer = actor(['Designer']);
const specialist = actor(['Specialist']);
const homeless = actor(['HubHead'], null);

const actions: readonly NetworkAction[] = ['readMembers', 'readRoster', 'invite', 'manageMembers', 'edit'];
const actionsOn = (who: NetworkActor, networkId: string) =>
  actions.filter((action) => mayActOnNetwork(who, action, networkId));

describe('the network policy: who acts on which network', () => {
  it('lets back office take every action on every network, and see every network', () => {
    expect(actionsOn(backOffice, own)).toEqual(actions);
    expect(actionsOn(backOffice, other)).toEqual(actions);
    expect(networksActedOn(backOffice, 'manageMembers')).toBe('any');
    expect(networksSeenBy(backOffice)).toBe('any');
    expect(managesNetworkPeople(actor(['BackofficeAdmin'], null), other)).toBe(true);
  });

  it("lets a hub head take every action on their own network and none on another's", () => {
    expect(actionsOn(hubHead, own)).toEqual(actions);
    expect(actionsOn(hubHead, other)).toEqual([]);
    expect(networksActedOn(hubHead, 'edit')).toEqual([own]);
    expect(networksSeenBy(hubHead)).toEqual([own]);
    expect(managesNetworkPeople(hubHead, own)).toBe(true);
    expect(managesNetworkPeople(hubHead, other)).toBe(false);
  });

  it('gives the hub head of another network nothing on this one, and the whole of theirs', () => {
    expect(actionsOn(otherHubHead, own)).toEqual([]);
    expect(actionsOn(otherHubHead, other)).toEqual(actions);
    expect(networksSeenBy(otherHubHead)).toEqual([other]);
  });

  it('lets a designer read their network as a colleague, and nothing more', () => {
    expect(actionsOn(designer, own)).toEqual(['readMembers']);
    expect(actionsOn(designer, other)).toEqual([]);
    expect(networksActedOn(designer, 'manageMembers')).toEqual([]);
    expect(networksSeenBy(designer)).toEqual([own]);
    expect(managesNetworkPeople(designer, own)).toBe(false);
  });

  it('lets a specialist read the roster and invite, not manage members or edit', () => {
    expect(actionsOn(specialist, own)).toEqual(['readMembers', 'readRoster', 'invite']);
  });

  it('gives a hub head of no network no network at all', () => {
    expect(actionsOn(homeless, own)).toEqual([]);
    expect(networksActedOn(homeless, 'manageMembers')).toEqual([]);
    expect(networksSeenBy(homeless)).toEqual([]);
  });

  it('counts Active roles only: a Pending hub head is passed in without the role and acts on nothing', () => {
    expect(actionsOn(actor([]), own)).toEqual([]);
  });
});

describe('the network policy: member moves across networks', () => {
  it('leaves a move from another network to back office alone', () => {
    expect(mayMoveMember(backOffice, other, own)).toBe(true);
    expect(mayMoveMember(hubHead, other, own)).toBe(false);
    expect(mayMoveMember(otherHubHead, own, other)).toBe(false);
  });

  it('lets a hub head bring into their own network people of no network or already of it, into no other', () => {
    expect(networksMovableFrom(hubHead, own)).toEqual([null, own]);
    expect(mayMoveMember(hubHead, null, own)).toBe(true);
    expect(mayMoveMember(hubHead, own, own)).toBe(true);
    expect(mayMoveMember(hubHead, null, other)).toBe(false);
    expect(networksMovableFrom(backOffice, own)).toBe('any');
  });

  it('lets a designer or a specialist move nobody', () => {
    expect(networksMovableFrom(designer, own)).toEqual([]);
    expect(mayMoveMember(specialist, null, own)).toBe(false);
  });
});

describe('the network policy: waiting roles to decide', () => {
  it('lets back office decide every waiting role and a hub head those a network invites, never a hub head', () => {
    expect(approvableRoles(backOffice)).toBeNull();
    expect(approvableRoles(hubHead)).toEqual(['Designer', 'HWDesigner', 'LocalManager']);
    expect(approvableRoles(hubHead)).not.toContain('HubHead');
  });
});
