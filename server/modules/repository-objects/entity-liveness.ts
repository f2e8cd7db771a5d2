import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RepositoryEntityType } from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import {
  condominiums,
  newsPosts,
  organizations,
  profiles,
  projects,
  repositoryObjects,
  trainingLessons,
} from '../../db/schema/index.ts';

/** The table and id of each kind of record that holds files: a file lives only as long as its record. */
const entityTables: Readonly<Record<RepositoryEntityType, { table: PgTable; id: PgColumn }>> = {
  Project: { table: projects, id: projects.id },
  Profile: { table: profiles, id: profiles.id },
  Organization: { table: organizations, id: organizations.id },
  Lesson: { table: trainingLessons, id: trainingLessons.id },
  Condominium: { table: condominiums, id: condominiums.id },
  NewsPost: { table: newsPosts, id: newsPosts.id },
};

const isEntityType = (value: string): value is RepositoryEntityType => Object.hasOwn(entityTables, value);

/** Whether the record a file belongs to still exists (an upload URL for a deleted project no longer works). */
export async function isEntityLive(db: Database, entityType: string, entityId: string): Promise<boolean> {
  if (!isEntityType(entityType)) return false;
  const { table, id } = entityTables[entityType];
  const [row] = await db
    .select({ id })
    .from(table)
    .where(eq(sql`${id}::text`, entityId))
    .limit(1);
  return row !== undefined;
}

/** The repository objects whose record no longer exists, as a condition on `repository_objects`. */
export function orphanedObjects(): SQL {
  const orphanOf = (type: RepositoryEntityType): SQL => {
    const { table, id } = entityTables[type];
    return sql`(${and(eq(repositoryObjects.entityType, type), sql`not exists (select 1 from ${table} where ${id}::text = ${repositoryObjects.entityId})`)})`;
  };
  const known = Object.keys(entityTables) as RepositoryEntityType[];
  return sql`(${sql.join(known.map(orphanOf), sql` or `)} or ${repositoryObjects.entityType} not in (${sql.join(
    known.map((type) => sql`${type}`),
    sql`, `,
  )}))`;
}
