import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import { knownEntityAccess, type AttachmentRules, type EntityAccess } from '../../files/attachment-rules.ts';

/** Whether the record a file belongs to still exists (an upload URL for a deleted project no longer works). */
export async function isEntityLive(
  db: Database,
  rules: AttachmentRules,
  entityType: string,
  entityId: string,
): Promise<boolean> {
  const access = knownEntityAccess(rules, entityType);
  if (!access) return false;
  const { table, id } = access.record;
  const [row] = await db
    .select({ id })
    .from(table)
    .where(eq(sql`${id}::text`, entityId))
    .limit(1);
  return row !== undefined;
}

/** The repository objects whose record no longer exists, as a condition on `repository_objects`. */
export function orphanedObjects(rules: AttachmentRules): SQL {
  const orphanOf = ([type, { record }]: [string, EntityAccess]): SQL => {
    const { table, id } = record;
    return sql`(${and(eq(repositoryObjects.entityType, type), sql`not exists (select 1 from ${table} where ${id}::text = ${repositoryObjects.entityId})`)})`;
  };
  const known: [string, EntityAccess][] = Object.entries(rules);
  return sql`(${sql.join(known.map(orphanOf), sql` or `)} or ${repositoryObjects.entityType} not in (${sql.join(
    known.map(([type]) => sql`${type}`),
    sql`, `,
  )}))`;
}
