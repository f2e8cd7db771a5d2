import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appRoles, type AppRoleName, type RoleStatus } from '../../../domain/auth/roles.ts';
import type { Database } from '../../../server/db/client.ts';
import { networks, profiles, userRoles } from '../../../server/db/schema/index.ts';

/** A second network beside the demo one, for the "not your network" cases. */
export async function insertNetwork(db: Database, code: string, name: string): Promise<string> {
  const [row] = await db.insert(networks).values({ name, code, description: null }).returning({ id: networks.id });
  if (!row) throw new Error('network not inserted');
  return row.id;
}

/** A profile of a network holding one role (no login account: enough for lists and approvals). */
export async function insertMember(
  db: Database,
  networkId: string,
  email: string,
  role: AppRoleName,
  status: RoleStatus,
): Promise<string> {
  const [row] = await db
    .insert(profiles)
    .values({ subject: randomUUID(), email, firstName: 'Ospite', lastName: email.split('@')[0] ?? 'Test', networkId })
    .returning({ id: profiles.id });
  if (!row) throw new Error('profile not inserted');
  await db.insert(userRoles).values({ profileId: row.id, roleId: appRoles[role], status });
  return row.id;
}

export async function profileIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (!row) throw new Error(`no profile ${email}`);
  return row.id;
}

export async function demoNetworkId(db: Database): Promise<string> {
  const [row] = await db.select({ id: networks.id }).from(networks).where(eq(networks.code, 'DEMO2026'));
  if (!row) throw new Error('no demo network');
  return row.id;
}
