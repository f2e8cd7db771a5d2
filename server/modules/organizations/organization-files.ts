import { eq } from 'drizzle-orm';
import { organizationPolicy } from '../../../domain/policies/organizations.ts';
import type { Database } from '../../db/client.ts';
import { organizations, profiles } from '../../db/schema/index.ts';
import type { EntityAccess } from '../../files/attachment-rules.ts';
import { allows, type Caller } from '../../plugins/auth.ts';

async function ownOrganization(db: Database, caller: Caller, organizationId: string): Promise<boolean> {
  const [profile] = await db
    .select({ organizationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, caller.profileId));
  return profile?.organizationId === organizationId;
}

/** An organisation's files: its own people add and read them, back office reads every organisation's. */
export const organizationFiles: EntityAccess = {
  record: { table: organizations, id: organizations.id },
  canRead: async (db, caller, id) =>
    allows(caller, organizationPolicy.reachesEveryOrganization) || ownOrganization(db, caller, id),
  canWrite: ownOrganization,
  notFound: 'Organizzazione non trovata',
};
