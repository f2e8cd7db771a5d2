import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RepositoryEntityType } from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';

const isEntityType = (rules: AttachmentRules, value: string): value is RepositoryEntityType =>
  Object.hasOwn(rules, value);

/** Whether the record a file belongs to still exists (an upload URL for a deleted project no longer works). */
export async function isEntityLive(
  db: Database,
  rules: AttachmentRules,
  entityType: string,
  entityId: string,
): Promise<boolean> {
  if (!isEntityType(rules, entityType)) return false;
  const { table, id } = rules[entityType].record;
  const [row] = await db
    .select({ id })
    .from(table)
    .where(eq(sql`${id}::text`, entityId))
    .limit(1);
  return row !== undefined;
}

/** The repository objects whose record no longer exists, as a condition on `repository_objects`. */
export function orphanedObjects(rules: AttachmentRules): SQL {
  const orphanOf = (type: RepositoryEntityType): SQL => {
    const { table, id } = rules[type].record;
    return sql`(${and(eq(repositoryObjects.entityType, type), sql`not exists (select 1 from ${table} where ${id}::text = ${repositoryObjects.entityId})`)})`;
  };
  const known = Object.keys(rules).filter((type) => isEntityType(rules, type));
  return sql`(${sql.join(known.map(orphanOf), sql` or `)} or ${repositoryObjects.entityType} not in (${sql.join(
    known.map((type) => sql`${type}`),
    sql`, `,
  )}))`;
}
