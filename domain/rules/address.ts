import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages.ts';

/** The parts of an address that geolocation needs, each required with its own message. */
export const ADDRESS_PARTS = ['nation', 'zip', 'houseNumber', 'street', 'city'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type GeolocationAddress = Record<AddressPart, string>;

/** A province's code as addresses write it: two letters, in either case ("TO", "to"). */
export const PROVINCE_PATTERN = /^[A-Za-z]{2}$/;

/** An optional province code, with the wizard's and the comuni search's message. */
export const provinceCodeSchema = z
  .string()
  .trim()
  .regex(PROVINCE_PATTERN, { error: 'La sigla della provincia deve essere di due lettere' })
  .optional();

const requiredPart = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const geolocationAddressSchema = z.object({
  nation: requiredPart(ADDRESS_MESSAGES.nation),
  zip: requiredPart(ADDRESS_MESSAGES.zip),
  houseNumber: requiredPart(ADDRESS_MESSAGES.houseNumber),
  street: requiredPart(ADDRESS_MESSAGES.street),
  city: requiredPart(ADDRESS_MESSAGES.city),
});

/** The message of each missing or blank part, keyed by part; empty when the address is complete. */
export function validateGeolocationAddress(
  address: Partial<Record<AddressPart, string | null | undefined>>,
): Partial<Record<AddressPart, string>> {
  const errors: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const value = address[part];
    if (typeof value !== 'string' || value.trim() === '') errors[part] = ADDRESS_MESSAGES[part];
  }
  return errors;
}
