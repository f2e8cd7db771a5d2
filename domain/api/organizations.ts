import type { z } from 'zod';
import type { companyDataSchema, organizationQuerySchema, organizationSchema } from '../schemas/company-data.ts';
import type { legalContactSchema, legalRepresentativeSchema } from '../schemas/legal-representative.ts';
import type { excludeQuerySchema, uniquenessResultSchema } from '../schemas/uniqueness.ts';
import { endpoint } from './endpoint.ts';

type Organization = z.output<typeof organizationSchema>;
type LegalContact = z.output<typeof legalContactSchema>;
type LegalRepresentative = z.input<typeof legalRepresentativeSchema>;

/** The organization calls of spec section 7: company data and legal representatives, and the VAT number check. */
export const organizationsApi = {
  /** An organization the caller may see; `extend` adds its legal representatives. */
  detail: endpoint<Organization, z.input<typeof organizationQuerySchema> | undefined>()(
    'GET',
    '/profile/organization/:id',
  ),
  /** Saves the company data of an organization. */
  update: endpoint<Organization, undefined, z.input<typeof companyDataSchema>>()('PUT', '/profile/organization/:id'),
  /** The legal representatives of an organization. */
  legalContacts: endpoint<LegalContact[]>()('GET', '/profile/organization/:id/legalcontact'),
  /** Adds a legal representative to an organization. */
  addLegalContact: endpoint<LegalContact, undefined, LegalRepresentative>()(
    'POST',
    '/profile/organization/:id/legalcontact',
  ),
  /** Saves a legal representative of an organization. */
  updateLegalContact: endpoint<LegalContact, undefined, LegalRepresentative>()(
    'PUT',
    '/profile/organization/:organizationId/legalcontact/:id',
  ),
  /** Whether a VAT number is free (public: registration asks it), leaving out the organization `exclude`. */
  checkVat: endpoint<z.output<typeof uniquenessResultSchema>, z.input<typeof excludeQuerySchema> | undefined>()(
    'GET',
    '/profile/organization/checkvat/:vat',
  ),
};
