import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { formatDay } from '../../../domain/format.ts';
import { appRoles, isAppRoleName } from '../../../domain/auth/roles.ts';
import type { CompletionFigures } from '../../../domain/training/schemas.ts';
import { CSV_BOM, csvCell, csvLine } from '../../crud/csv.ts';
import type { Database } from '../../db/client.ts';
import { mailRoleLabels } from '../../i18n/role-labels.ts';
import { profiles, roles, trainingCertificates, trainingCompletions, userRoles } from '../../db/schema/index.ts';
import type { ModuleRow } from './training-visibility.ts';

/** Per role the module is open to: its Active, enabled holders and how many of them completed the module. */
export async function completionFigures(db: Database, module: ModuleRow): Promise<CompletionFigures> {
  const roleIds = module.roles.filter(isAppRoleName).map((role) => appRoles[role]);
  const holders =
    roleIds.length === 0
      ? []
      : await db
          .select({
            roleId: userRoles.roleId,
            learners: count(profiles.id),
            completed: count(trainingCompletions.profileId),
          })
          .from(userRoles)
          .innerJoin(profiles, and(eq(profiles.id, userRoles.profileId), eq(profiles.enabled, true)))
          .leftJoin(
            trainingCompletions,
            and(eq(trainingCompletions.profileId, profiles.id), eq(trainingCompletions.moduleId, module.id)),
          )
          .where(and(inArray(userRoles.roleId, roleIds), eq(userRoles.status, 'Active')))
          .groupBy(userRoles.roleId);
  const [total] = await db
    .select({ value: count() })
    .from(trainingCompletions)
    .where(eq(trainingCompletions.moduleId, module.id));
  return {
    data: module.roles.filter(isAppRoleName).map((role) => {
      const row = holders.find((holder) => holder.roleId === appRoles[role]);
      return { role, learners: row?.learners ?? 0, completed: row?.completed ?? 0 };
    }),
    totalCompletions: total?.value ?? 0,
  };
}

/** Every completion of the module as CSV (name, e-mail, Active roles, date, certificate code), oldest first. */
/** A role as the portal names it (one voice: `status.roleLabels`), its code where it has no name. */
const roleLabelOf = (name: string): string => (isAppRoleName(name) ? mailRoleLabels[name] : name);

export async function completionsCsv(
  db: Database,
  module: ModuleRow,
  labels: { name: string; email: string; role: string; completedAt: string; certificate: string },
): Promise<string> {
  const rows = await db
    .select({
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      completedAt: trainingCompletions.completedAt,
      code: trainingCertificates.code,
    })
    .from(trainingCompletions)
    .innerJoin(profiles, eq(profiles.id, trainingCompletions.profileId))
    .leftJoin(
      trainingCertificates,
      and(eq(trainingCertificates.profileId, profiles.id), eq(trainingCertificates.moduleId, module.id)),
    )
    .where(eq(trainingCompletions.moduleId, module.id))
    .orderBy(asc(trainingCompletions.completedAt), asc(profiles.id));
  const held =
    rows.length === 0
      ? []
      : await db
          .select({ profileId: userRoles.profileId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            and(
              inArray(
                userRoles.profileId,
                rows.map((row) => row.profileId),
              ),
              eq(userRoles.status, 'Active'),
            ),
          );
  const lines = rows.map((row) =>
    csvLine([
      csvCell(`${row.firstName} ${row.lastName}`.trim(), true),
      csvCell(row.email, true),
      csvCell(
        held
          .filter((role) => role.profileId === row.profileId)
          .map((role) => roleLabelOf(role.name))
          .join(', '),
        true,
      ),
      csvCell(formatDay(row.completedAt)),
      csvCell(row.code ?? '', true),
    ]),
  );
  return (
    CSV_BOM +
    csvLine(
      [labels.name, labels.email, labels.role, labels.completedAt, labels.certificate].map((label) =>
        csvCell(label, true),
      ),
    ) +
    lines.join('')
  );
}
