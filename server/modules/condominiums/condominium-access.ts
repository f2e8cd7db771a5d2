import { and, eq, exists, or, sql } from 'drizzle-orm';
import { condominiumPolicy } from '../../../domain/policies/condominiums.ts';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import type { Visibility } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { condominiumRoles, condominiums, projects } from '../../db/schema/index.ts';
import { actingRoles, allows, inCallerNetwork, networkScope, rolesOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { projectVisibility } from '../projects/public.ts';

export type CondominiumRow = typeof condominiums.$inferSelect;

/**
 * The condominiums a caller sees (honours X-AppRole): back office all; the network's hub head; anyone holding a role on
 * the condominium; anyone who sees a project that names it (its designer, its people, its hub head).
 */
export const condominiumVisibility: Visibility = (caller, db) => {
  const acting = actingRoles(caller);
  if (condominiumPolicy.seesEveryCondominium(acting)) return undefined;
  const holdsRole = exists(
    db
      .select({ one: sql`1` })
      .from(condominiumRoles)
      .where(
        and(eq(condominiumRoles.condominiumId, condominiums.id), eq(condominiumRoles.profileId, caller.profileId)),
      ),
  );
  const throughProject = exists(
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(and(eq(projects.condominiumId, condominiums.id), projectVisibility(caller, db))),
  );
  return (
    or(
      condominiumPolicy.seesNetworkCondominiums(acting) ? inCallerNetwork(condominiums.networkId, caller) : undefined,
      holdsRole,
      throughProject,
    ) ?? sql`false`
  );
};

/** Whether the caller may change a condominium they see: its buildings, stairs and construction site. */
export const mayEditCondominiums = (caller: Caller): boolean => allows(caller, condominiumPolicy.mayEditCondominium);

export const condominiumNotFound = () => new HttpError(404, SITE_MESSAGES.condominiumNotFound);

/** A condominium this caller sees (404 for any other id). */
export async function visibleCondominium(db: Database, caller: Caller, id: string): Promise<CondominiumRow> {
  const [row] = await db
    .select()
    .from(condominiums)
    .where(and(eq(condominiums.id, id), condominiumVisibility(caller, db)));
  if (!row) throw condominiumNotFound();
  return row;
}

/** A condominium this caller sees and may change (404 when hidden, 403 when only readable). */
export async function editableCondominium(db: Database, caller: Caller, id: string): Promise<CondominiumRow> {
  const row = await visibleCondominium(db, caller, id);
  if (!mayEditCondominiums(caller)) throw new HttpError(403, SITE_MESSAGES.editForbidden);
  return row;
}

/** Whether this caller manages the people of a condominium: back office, or the hub head of its network. */
export const managesCondominiumPeople = (caller: Caller, row: Pick<CondominiumRow, 'networkId'>): boolean =>
  condominiumPolicy.managesPeople(rolesOf(caller), networkScope(caller, row.networkId));
