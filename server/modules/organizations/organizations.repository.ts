import { and, asc, eq } from 'drizzle-orm';
import type { CompanyData } from '../../../domain/schemas/company-data.ts';
import type { LegalContact, LegalRepresentative } from '../../../domain/schemas/legal-representative.ts';
import type { Database } from '../../db/client.ts';
import { legalContacts, organizations } from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
type LegalContactRow = typeof legalContacts.$inferSelect;

export async function findOrganization(db: Database, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function updateOrganization(db: Database, id: string, data: CompanyData, address: string): Promise<void> {
  await db
    .update(organizations)
    .set({ ...data, address })
    .where(eq(organizations.id, id));
}

const contactView = (row: LegalContactRow): LegalContact => ({
  id: row.id,
  organization_id: row.organizationId,
  firstName: row.firstName,
  lastName: row.lastName,
  fiscalCode: row.fiscalCode,
  email: row.email,
  phone: row.phone,
});

/** The legal contacts of an organization, oldest first. */
export async function legalContactsOf(db: Database, organizationId: string): Promise<LegalContact[]> {
  const rows = await db
    .select()
    .from(legalContacts)
    .where(eq(legalContacts.organizationId, organizationId))
    .orderBy(asc(legalContacts.createdAt), asc(legalContacts.id));
  return rows.map(contactView);
}

export async function insertLegalContact(
  db: Database,
  organizationId: string,
  data: LegalRepresentative,
): Promise<LegalContact> {
  const [row] = await db
    .insert(legalContacts)
    .values({ ...data, organizationId })
    .returning();
  if (!row) throw new Error('legal contact not inserted');
  return contactView(row);
}

/** Updates the contact when it belongs to the organization; undefined otherwise. */
export async function updateLegalContact(
  db: Database,
  organizationId: string,
  id: string,
  data: LegalRepresentative,
): Promise<LegalContact | undefined> {
  const [row] = await db
    .update(legalContacts)
    .set(data)
    .where(and(eq(legalContacts.id, id), eq(legalContacts.organizationId, organizationId)))
    .returning();
  return row && contactView(row);
}
