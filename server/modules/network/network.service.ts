import { and, count, eq, ne } from 'drizzle-orm';
import { NETWORK_CODE_IN_USE, isValidNetworkCode, normaliseNetworkCode } from '../../../domain/network/network-code.ts';
import { NETWORK_CODE_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type { Membership, NetworkCodeResult, NetworkUpdate, NetworkView } from '../../../domain/schemas/network.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { postgresErrorCode } from '../../crud/db-errors.ts';
import { rolesOfProfiles } from './members.repository.ts';
import { networkById, networkNotFound, type NetworkRow } from './network-access.ts';

async function view(db: Database, row: NetworkRow): Promise<NetworkView> {
  const [members] = await db.select({ value: count() }).from(profiles).where(eq(profiles.networkId, row.id));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    membersCount: members?.value ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's network; a caller who belongs to none gets 404. */
export async function callerNetwork(db: Database, caller: Caller): Promise<NetworkView> {
  if (!caller.networkId) throw networkNotFound();
  return view(db, await networkById(db, caller.networkId));
}

const codeInUse = () => new HttpError(409, NETWORK_CODE_IN_USE, [{ path: 'code', message: NETWORK_CODE_IN_USE }]);

/** Name, code and description of a network; a code another network holds is a 409 (also when two saves race). */
export async function updateNetwork(db: Database, network: NetworkRow, input: NetworkUpdate): Promise<NetworkView> {
  const [taken] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.code, input.code), ne(networks.id, network.id)));
  if (taken) throw codeInUse();
  const values = {
    name: input.name,
    code: input.code,
    ...(input.description !== undefined && { description: input.description || null }),
  };
  const [row] = await db
    .update(networks)
    .set(values)
    .where(eq(networks.id, network.id))
    .returning()
    .catch((error: unknown) => {
      throw postgresErrorCode(error) === '23505' ? codeInUse() : error;
    });
  if (!row) throw networkNotFound();
  return view(db, row);
}

/** The public check of the registration's network code step: typed in any case; 404 'Codice non trovato! Riprova'. */
export async function validateNetworkCode(db: Database, code: string): Promise<NetworkCodeResult> {
  const normalised = normaliseNetworkCode(code);
  const [row] = isValidNetworkCode(normalised)
    ? await db
        .select({ id: networks.id, name: networks.name, code: networks.code })
        .from(networks)
        .where(eq(networks.code, normalised))
    : [];
  if (!row) throw new HttpError(404, NETWORK_CODE_NOT_FOUND);
  return row;
}

/** The caller's network and roles with their status reasons (the suspended page shows why). */
export async function membershipOf(db: Database, caller: Caller): Promise<Membership> {
  const network = caller.networkId ? await networkById(db, caller.networkId) : null;
  const roles = (await rolesOfProfiles(db, [caller.profileId])).get(caller.profileId) ?? [];
  return { network: network && { id: network.id, name: network.name, code: network.code }, roles };
}
