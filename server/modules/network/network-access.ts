import { eq } from 'drizzle-orm';
import type { AppRoleName } from '../../../domain/auth/roles.ts';
import type { Database } from '../../db/client.ts';
import { networks } from '../../db/schema/index.ts';
import { isBackOffice, requireActiveRole, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';


export const NETWORK_NOT_FOUND = 'Rete non trovata';
export const networkNotFound = () => new HttpError(404, NETWORK_NOT_FOUND);


export type NetworkRow = typeof networks.$inferSelect;

export async function networkById(db: Database, id: string): Promise<NetworkRow> {
  const [row] = await db.select().from(networks).where(eq(networks.id, id));
  if (!row) throw networkNotFound();
  return row;
}

/**
 * The network a caller acts on: back office any network; otherwise only their own and only with one of `roles` Active.
 * 403 for a caller without any of these roles, 404 for another network (a row the caller may not see).
 */
export async function networkForRole(db: Database, caller: Caller, networkId: string, roles: readonly AppRoleName[]): Promise<NetworkRow> {
  if (isBackOffice(caller)) return networkById(db, networkId);
  requireActiveRole(caller, roles);
  if (caller.networkId !== networkId) throw networkNotFound();
  return networkById(db, networkId);
}
