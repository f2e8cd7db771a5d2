import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead, LeadList } from '../../../domain/schemas/landing-contacts.ts';
import type { Database } from '../../db/client.ts';
import { landingContacts, networks, profiles, properties } from '../../db/schema/index.ts';

/** The figures of a stored estimate and the answers a lead row shows (read, not trusted blindly, from the jsonb). */
const storedResultSchema = z.object({
  energyClass: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
  co2KgYear: z.number(),
  costEurYear: z.number(),
  epglNren: z.number(),
  comune: z.object({ displayName: z.string() }),
});
const storedAnswersSchema = z.object({
  typology: z.string(),
  sqm: z.number(),
  constructionYear: z.number(),
  address: z.object({ street: z.string(), houseNumber: z.string(), zip: z.string() }),
});

const columns = {
  contact: landingContacts,
  propertyId: properties.id,
  province: properties.province,
  answers: properties.answers,
  result: properties.result,
  managerFirstName: profiles.firstName,
  managerLastName: profiles.lastName,
  networkName: networks.name,
  networkCode: networks.code,
};

/** Leads with their home, Local Manager and network: the rows of the leads list and of a home-owner's link. */
export function leadsQuery(db: Database) {
  return db
    .select(columns)
    .from(landingContacts)
    .innerJoin(properties, eq(properties.id, landingContacts.propertyId))
    .leftJoin(profiles, eq(profiles.id, landingContacts.localManagerId))
    .leftJoin(networks, eq(networks.id, landingContacts.networkId));
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadsQuery>['execute']>>[number];

function view(row: LeadRow): Lead {
  const { contact } = row;
  const result = storedResultSchema.parse(row.result);
  const answers = storedAnswersSchema.parse(row.answers);
  return {
    id: contact.id,
    status: isLeadStatus(contact.status) ? contact.status : 'New',
    createdAt: contact.createdAt.toISOString(),
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    property: {
      id: row.propertyId,
      energyClass: result.energyClass,
      co2KgYear: result.co2KgYear,
      costEurYear: result.costEurYear,
      epglNren: result.epglNren,
      typology: answers.typology,
      sqm: answers.sqm,
      constructionYear: answers.constructionYear,
      comune: result.comune.displayName,
      province: row.province,
      street: answers.address.street,
      houseNumber: answers.address.houseNumber,
      zip: answers.address.zip,
    },
    localManager:
      contact.localManagerId && row.managerFirstName !== null
        ? { id: contact.localManagerId, name: `${row.managerFirstName} ${row.managerLastName ?? ''}`.trim() }
        : null,
    network:
      row.networkName !== null && row.networkCode !== null ? { name: row.networkName, code: row.networkCode } : null,
  };
}

/** One page of the leads `visible` lets through (and `status` filters), newest first, with the count per status. */
export async function leadPage(
  db: Database,
  visible: SQL | undefined,
  { page, limit, status }: { page: number; limit: number; status?: LeadStatus | undefined },
): Promise<LeadList> {
  const where = and(visible, status ? eq(landingContacts.status, status) : undefined);
  const rows = await leadsQuery(db)
    .where(where)
    .orderBy(desc(landingContacts.createdAt), desc(landingContacts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const perStatus = await db
    .select({ status: landingContacts.status, value: count() })
    .from(landingContacts)
    .where(visible)
    .groupBy(landingContacts.status);
  const of = (name: LeadStatus) => perStatus.find((entry) => entry.status === name)?.value ?? 0;
  const counts = { New: of('New'), Contacted: of('Contacted'), Closed: of('Closed') };
  const total = status ? counts[status] : LEAD_STATUSES.reduce((sum, name) => sum + counts[name], 0);
  return { data: rows.map(view), total, page, limit, counts };
}

/** One lead if `visible` lets it through. */
export async function leadById(db: Database, id: string, visible: SQL | undefined): Promise<Lead | null> {
  const [row] = await leadsQuery(db).where(and(eq(landingContacts.id, id), visible));
  return row ? view(row) : null;
}
