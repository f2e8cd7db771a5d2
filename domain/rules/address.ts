import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages.ts';
import { textOf } from './text.ts';

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

const requiredPart = (label: string, max: number, message: string) =>
  textOf(label, max, { error: message }).min(1, { error: message });

/** The longest each part may be: a street name of the toponymy, a comune's name, a house number with its letters. */
export const ADDRESS_MAX_LENGTHS: Readonly<Record<AddressPart, number>> = {
  nation: 60,
  zip: 10,
  houseNumber: 20,
  street: 200,
  city: 100,
};

export const geolocationAddressSchema = z.object({
  nation: requiredPart('Nazione', ADDRESS_MAX_LENGTHS.nation, ADDRESS_MESSAGES.nation),
  zip: requiredPart('CAP', ADDRESS_MAX_LENGTHS.zip, ADDRESS_MESSAGES.zip),
  houseNumber: requiredPart('Numero civico', ADDRESS_MAX_LENGTHS.houseNumber, ADDRESS_MESSAGES.houseNumber),
  street: requiredPart('Indirizzo', ADDRESS_MAX_LENGTHS.street, ADDRESS_MESSAGES.street),
  city: requiredPart('Città', ADDRESS_MAX_LENGTHS.city, ADDRESS_MESSAGES.city),
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
