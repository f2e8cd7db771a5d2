import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { organizationPolicy } from '../../../domain/policies/organizations.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { findOrganization, type OrganizationRow } from './organizations.repository.ts';

export const ORGANIZATION_NOT_FOUND = 'Organizzazione non trovata';

/** The caller's own organization (the one of their profile), or any for back office; a 404 for anything else. */
export async function accessibleOrganization(db: Database, caller: Caller, id: string): Promise<OrganizationRow> {
  if (!allows(caller, organizationPolicy.reachesEveryOrganization)) {
    const [profile] = await db
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, caller.profileId));
    if (profile?.organizationId !== id) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  }
  const organization = await findOrganization(db, id);
  if (!organization) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  return organization;
}
