import { and, eq, type SQL } from 'drizzle-orm';
import { leadPolicy } from '../../../domain/policies/leads.ts';
import { canChangeLeadStatus, leadTransitionRefused, type LeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead, LeadList, LeadListQuery, LocalManager } from '../../../domain/schemas/landing-contacts.ts';
import type { Database } from '../../db/client.ts';
import { landingContacts, networks, profiles, properties } from '../../db/schema/index.ts';
import { allows, requirePermission, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { leadById, leadPage } from './leads.repository.ts';

const leadNotFound = () => new HttpError(404, 'Contatto non trovato');
const propertyNotFound = () => new HttpError(404, 'Immobile non trovato');

/**
 * Which leads a caller sees: back office all of them, a Local Manager those assigned to them; anyone else is refused
 * (403). Row visibility is a SQL condition, so a lead of another Local Manager is never counted and is a 404.
 */
function visibleLeads(caller: Caller): SQL | undefined {
  if (allows(caller, leadPolicy.seesEveryLead)) return undefined;
  requirePermission(caller, leadPolicy.worksOwnLeads);
  return eq(landingContacts.localManagerId, caller.profileId);
}

export const listLeads = (db: Database, caller: Caller, query: LeadListQuery): Promise<LeadList> =>
  leadPage(db, visibleLeads(caller), query);

/** Moves a lead one step along its transition table (New -> Contacted -> Closed); anything else is a 409. */
export async function changeLeadStatus(db: Database, caller: Caller, id: string, to: LeadStatus): Promise<Lead> {
  const visible = visibleLeads(caller);
  const current = await leadById(db, id, visible);
  if (!current) throw leadNotFound();
  if (!canChangeLeadStatus(current.status, to)) throw new HttpError(409, leadTransitionRefused(current.status, to));
  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(landingContacts)
      .set({ status: to })
      .where(and(eq(landingContacts.id, id), eq(landingContacts.status, current.status)))
      .returning({ id: landingContacts.id });
    return updated.length === 0 ? null : leadById(tx, id, visible);
  });
  if (changed) return changed;
  const now = await leadById(db, id, visible);
  throw new HttpError(409, leadTransitionRefused(now?.status ?? current.status, to));
}

/**
 * GET /profile/organization/localmanager/{propertyId}: the Local Manager a home went to. Back office may ask for any
 * home, a Local Manager only for the homes assigned to them (another one's is a 404); other roles are refused.
 */
export async function localManagerOfProperty(db: Database, caller: Caller, propertyId: string): Promise<LocalManager> {
  const visible = visibleLeads(caller);
  const [row] = await db
    .select({ localManagerId: landingContacts.localManagerId })
    .from(landingContacts)
    .innerJoin(properties, eq(properties.id, landingContacts.propertyId))
    .where(and(eq(properties.id, propertyId), visible));
  if (!row) throw propertyNotFound();
  if (!row.localManagerId) throw new HttpError(404, 'Nessun Local Manager è ancora assegnato a questo immobile');
  const [manager] = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      networkName: networks.name,
      networkCode: networks.code,
    })
    .from(profiles)
    .leftJoin(networks, eq(networks.id, profiles.networkId))
    .where(eq(profiles.id, row.localManagerId));
  if (!manager) throw propertyNotFound();
  const { networkName, networkCode, ...person } = manager;
  return {
    ...person,
    network: networkName !== null && networkCode !== null ? { name: networkName, code: networkCode } : null,
  };
}
