import { and, eq, inArray } from 'drizzle-orm';
import { appRoles } from '../../domain/auth/roles.ts';
import type { Database } from '../db/client.ts';
import { profiles, userRoles } from '../db/schema/index.ts';

/** Who hears of what nobody else took (a lead without a manager, an undelivered mail): the Active back office. */
export async function backOfficeProfileIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: userRoles.profileId })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.profileId))
    .where(
      and(
        inArray(userRoles.roleId, [appRoles.BackofficeUser, appRoles.BackofficeAdmin]),
        eq(userRoles.status, 'Active'),
        eq(profiles.enabled, true),
      ),
    );
  return rows.map((row) => row.id);
}
