import { formatAddress, type CompanyData, type Organization } from '../../../domain/schemas/company-data.ts';
import type { LegalContact, LegalRepresentative } from '../../../domain/schemas/legal-representative.ts';
import { postgresErrorCode } from '../../crud/db-errors.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkUniqueness, VAT_IN_USE } from '../uniqueness/public.ts';
import { accessibleOrganization } from './organization-access.ts';
import {
  insertLegalContact,
  legalContactsOf,
  updateLegalContact,
  updateOrganization,
  type OrganizationRow,
} from './organizations.repository.ts';

export const LEGAL_CONTACT_NOT_FOUND = 'Rappresentante legale non trovato';

const vatConflict = () => new HttpError(409, VAT_IN_USE, [{ path: 'vatNumber', message: VAT_IN_USE }]);

function organizationView(row: OrganizationRow, contacts?: LegalContact[]): Organization {
  return {
    id: row.id,
    name: row.name,
    vatNumber: row.vatNumber,
    phone: row.phone,
    street: row.street,
    houseNumber: row.houseNumber,
    zip: row.zip,
    city: row.city,
    province: row.province,
    nation: row.nation,
    address: row.address,
    certifiedEmail: row.certifiedEmail,
    electronicInvoicingCode: row.electronicInvoicingCode,
    website: row.website,
    publicDescription: row.publicDescription,
    ...(contacts && { legalContacts: contacts }),
  };
}

/** GET /profile/organization/{id}?extend: the organization, with its legal representatives when extended. */
export async function organizationOf(db: Database, caller: Caller, id: string, extend: boolean): Promise<Organization> {
  const row = await accessibleOrganization(db, caller, id);
  return organizationView(row, extend ? await legalContactsOf(db, id) : undefined);
}

/** PUT /profile/organization/{id}: the company data; a VAT number another organization holds is a 409 on the field. */
export async function saveCompanyData(
  db: Database,
  caller: Caller,
  id: string,
  data: CompanyData,
): Promise<Organization> {
  await accessibleOrganization(db, caller, id);
  const vat = await checkUniqueness(db, 'organizationVat', data.vatNumber, id);
  if (!vat.valid) throw vatConflict();
  try {
    return await db.transaction(async (tx) => {
      await updateOrganization(tx, id, data, formatAddress(data));
      return organizationView(await accessibleOrganization(tx, caller, id));
    });
  } catch (error) {
    throw postgresErrorCode(error) === '23505' ? vatConflict() : error;
  }
}

export async function legalContactsOfOrganization(
  db: Database,
  caller: Caller,
  organizationId: string,
): Promise<LegalContact[]> {
  await accessibleOrganization(db, caller, organizationId);
  return legalContactsOf(db, organizationId);
}

export async function addLegalContact(
  db: Database,
  caller: Caller,
  organizationId: string,
  data: LegalRepresentative,
): Promise<LegalContact> {
  await accessibleOrganization(db, caller, organizationId);
  return insertLegalContact(db, organizationId, data);
}

export async function changeLegalContact(
  db: Database,
  caller: Caller,
  organizationId: string,
  id: string,
  data: LegalRepresentative,
): Promise<LegalContact> {
  await accessibleOrganization(db, caller, organizationId);
  const contact = await updateLegalContact(db, organizationId, id, data);
  if (!contact) throw new HttpError(404, LEGAL_CONTACT_NOT_FOUND);
  return contact;
}
