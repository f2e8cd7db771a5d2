import { z } from 'zod';
import { PROVINCE_PATTERN } from '../rules/address.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../rules/email.ts';
import { ADDRESS_MESSAGES, EMAIL_INVALID, VAT_INVALID, digitsLengthMessage } from '../rules/messages.ts';
import { businessPhoneSchema } from '../rules/phone.ts';
import { isValidVat } from '../rules/vat.ts';
import { legalContactSchema } from './legal-representative.ts';
import { optional, optionalText, requiredText } from './profile-fields.ts';
import { textOf } from '../rules/text.ts';

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** The firm's documents. */
    Organization: true;
  }
}

export const COMPANY_MESSAGES = {
  province: 'La provincia deve essere la sigla di 2 lettere, ad esempio MI',
  electronicInvoicingCode: 'Il codice SDI deve contenere esattamente 7 lettere o cifre',
  website: 'Inserisci un indirizzo web valido, ad esempio https://www.studio.it',
} as const;

export const PUBLIC_DESCRIPTION_MAX = 2000;

const addressPart = (message: string, label: string, max: number) =>
  textOf(label, max, { error: message }).min(1, { error: message, abort: true });

/** A web address with or without its scheme ('www.studio.it' becomes 'https://www.studio.it'); only http and https. */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme) || /\s/.test(text)) return null;
  const url = new URL(withScheme);
  const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  return (url.protocol === 'https:' || url.protocol === 'http:') && hostOk && !url.username && !url.password
    ? withScheme
    : null;
}

const websiteSchema = z
  .string()
  .max(300, { error: COMPANY_MESSAGES.website })
  .transform((value, ctx) => {
    const normalized = normalizeWebsite(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.website, input: value });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * The company data of an organization (PUT /profile/organization/{id}): company name, VAT number (with its check
 * digit), company phone, the address parts geolocation needs (spec section 5), province, PEC, SDI code, website and the
 * public description of the registration's public-profile step.
 */
export const companyDataSchema = z.object({
  name: requiredText('Ragione sociale', 200),
  vatNumber: z.string({ error: VAT_INVALID }).trim().refine(isValidVat, { error: VAT_INVALID }),
  phone: optional(businessPhoneSchema()),
  street: addressPart(ADDRESS_MESSAGES.street, 'Via', 200),
  houseNumber: addressPart(ADDRESS_MESSAGES.houseNumber, 'Numero civico', 10),
  zip: addressPart(ADDRESS_MESSAGES.zip, 'CAP', 5).regex(/^[0-9]{5}$/, { error: digitsLengthMessage('CAP', 5) }),
  city: addressPart(ADDRESS_MESSAGES.city, 'Città', 100),
  province: optional(
    z
      .string()
      .trim()
      .regex(PROVINCE_PATTERN, { error: COMPANY_MESSAGES.province })
      .transform((value) => value.toUpperCase()),
  ),
  nation: addressPart(ADDRESS_MESSAGES.nation, 'Nazione', 60),
  certifiedEmail: optional(
    textOf('PEC', EMAIL_MAX_LENGTH, { error: EMAIL_INVALID }).refine(isValidEmail, { error: EMAIL_INVALID }),
  ),
  electronicInvoicingCode: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{7}$/, { error: COMPANY_MESSAGES.electronicInvoicingCode })
      .transform((value) => value.toUpperCase()),
  ),
  website: optional(websiteSchema),
  publicDescription: optionalText('Descrizione pubblica', PUBLIC_DESCRIPTION_MAX),
});

export type CompanyData = z.output<typeof companyDataSchema>;
export type CompanyDataInput = z.input<typeof companyDataSchema>;

/** An organization as GET /profile/organization/{id} answers; `?extend` adds its legal representatives. */
export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  nation: z.string().nullable(),
  /** The whole address on one line, composed from its parts on every save. */
  address: z.string().nullable(),
  certifiedEmail: z.string().nullable(),
  electronicInvoicingCode: z.string().nullable(),
  website: z.string().nullable(),
  publicDescription: z.string().nullable(),
  legalContacts: z.array(legalContactSchema).optional(),
});

export type Organization = z.infer<typeof organizationSchema>;

/** GET /profile/organization/{id}: `extend` (any value) adds the legal representatives. */
export const organizationQuerySchema = z.object({ extend: z.string().optional() });

/** 'Via Roma 1, 20121 Milano (MI), Italia': the one-line address kept beside the parts. */
export function formatAddress(
  data: Pick<CompanyData, 'street' | 'houseNumber' | 'zip' | 'city' | 'province' | 'nation'>,
): string {
  const city = `${data.zip} ${data.city}${data.province ? ` (${data.province})` : ''}`;
  return `${data.street} ${data.houseNumber}, ${city}, ${data.nation}`;
}
