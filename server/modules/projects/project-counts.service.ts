import { and, count, eq } from 'drizzle-orm';
import { projectStatuses, projectTypes, type ProjectType } from '../../../domain/projects/catalogue.ts';
import type { ProjectCounts } from '../../../domain/projects/schemas.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { visibleProjects } from './project-rows.ts';

/** GET /happyway/projects/stats: how many projects this caller sees, by status and by type (honours X-AppRole). */
export async function projectCounts(
  db: Database,
  caller: Caller,
  type: ProjectType | undefined,
): Promise<ProjectCounts> {
  const rows = await db
    .select({ status: projects.status, type: projects.type, value: count() })
    .from(projects)
    .where(and(visibleProjects(db, caller), type ? eq(projects.type, type) : undefined))
    .groupBy(projects.status, projects.type);
  const byStatus = Object.fromEntries(projectStatuses.map((status) => [status, 0])) as ProjectCounts['byStatus'];
  const byType = Object.fromEntries(projectTypes.map((name) => [name, 0])) as ProjectCounts['byType'];
  let total = 0;
  for (const row of rows) {
    total += row.value;
    if (row.status in byStatus) byStatus[row.status as keyof ProjectCounts['byStatus']] += row.value;
    if (row.type in byType) byType[row.type as keyof ProjectCounts['byType']] += row.value;
  }
  return { total, byStatus, byType };
}
