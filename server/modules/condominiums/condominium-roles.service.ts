import { and, asc, eq } from 'drizzle-orm';
import { roleCatalogue } from '../../../domain/auth/roles.ts';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import type { CondominiumRoleEntry } from '../../../domain/construction-site/schemas.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { condominiumRoles, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { projectCandidates } from '../projects/public.ts';
import { managesCondominiumPeople, visibleCondominium, type CondominiumRow } from './condominium-access.ts';

type RoleName = CondominiumRoleEntry['role'];
const roleLabel = (name: RoleName): string => roleCatalogue.find((role) => role.name === name)?.description ?? name;

/** The roles held on a condominium, oldest first, with each person's name (GET /property/condominium/{id}/role). */
export async function listCondominiumRoles(db: Database, caller: Caller, id: string): Promise<CondominiumRoleEntry[]> {
  await visibleCondominium(db, caller, id);
  const rows = await db
    .select({
      profileId: condominiumRoles.profileId,
      name: fullName,
      email: profiles.email,
      role: condominiumRoles.role,
      assignedAt: condominiumRoles.assignedAt,
    })
    .from(condominiumRoles)
    .innerJoin(profiles, eq(profiles.id, condominiumRoles.profileId))
    .where(eq(condominiumRoles.condominiumId, id))
    .orderBy(asc(condominiumRoles.assignedAt), asc(condominiumRoles.role), asc(condominiumRoles.profileId));
  return rows.flatMap((row) => {
    const role = roleCatalogue.find((entry) => entry.name === row.role)?.name;
    return role
      ? [
          {
            profileId: row.profileId,
            name: row.name,
            email: row.email,
            role,
            roleLabel: roleLabel(role),
            assignedAt: row.assignedAt.toISOString(),
          },
        ]
      : [];
  });
}

async function managedCondominium(db: Database, caller: Caller, id: string): Promise<CondominiumRow> {
  const row = await visibleCondominium(db, caller, id);
  if (!managesCondominiumPeople(caller, row)) throw new HttpError(403, SITE_MESSAGES.peopleForbidden);
  return row;
}

/** Gives a person a role on a condominium (409 when they hold it already) and tells them, in one transaction. */
export async function assignCondominiumRole(
  db: Database,
  caller: Caller,
  id: string,
  input: { profileId: string; role: RoleName },
): Promise<CondominiumRoleEntry[]> {
  const condominium = await managedCondominium(db, caller, id);
  const [person] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, input.profileId), projectCandidates(caller, db)));
  if (!person)
    throw new HttpError(400, SITE_MESSAGES.profileNotEligible, [
      { path: 'profileId', message: SITE_MESSAGES.profileNotEligible },
    ]);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(condominiumRoles)
      .values({ condominiumId: id, profileId: input.profileId, role: input.role, assignedBy: caller.profileId })
      .onConflictDoNothing()
      .returning({ role: condominiumRoles.role });
    if (inserted.length === 0) throw new HttpError(409, SITE_MESSAGES.roleAlreadyHeld);
    if (input.profileId !== caller.profileId) {
      await notify(tx, input.profileId, {
        kind: 'condominium.role',
        title: 'Nuovo ruolo su un condominio',
        body: `Hai il ruolo ${roleLabel(input.role)} sul condominio «${condominium.name}».`,
        link: `/condominiums/show/${id}`,
      });
    }
    return listCondominiumRoles(tx, caller, id);
  });
}

/** Takes a role away (404 when the person does not hold it). */
export async function removeCondominiumRole(
  db: Database,
  caller: Caller,
  id: string,
  profileId: string,
  role: RoleName,
): Promise<void> {
  await managedCondominium(db, caller, id);
  const removed = await db
    .delete(condominiumRoles)
    .where(
      and(
        eq(condominiumRoles.condominiumId, id),
        eq(condominiumRoles.profileId, profileId),
        eq(condominiumRoles.role, role),
      ),
    )
    .returning({ role: condominiumRoles.role });
  if (removed.length === 0) throw new HttpError(404, SITE_MESSAGES.roleNotHeld);
}
