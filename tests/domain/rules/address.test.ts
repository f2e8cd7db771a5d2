import { describe, expect, it } from 'vitest';
import { geolocationAddressSchema, validateGeolocationAddress } from '../../../domain/rules/address.ts';

const complete = { nation: 'Italia', zip: '00184', houseNumber: '12', street: 'Via Cavour', city: 'Roma' };

describe('geolocation address', () => {
  it.each([
    ['nation', 'La nazione è necessaria ai fini della geolocalizzazione'],
    ['zip', 'Il CAP è necessario ai fini della geolocalizzazione'],
    ['houseNumber', 'Il numero civico è necessario ai fini della geolocalizzazione'],
    ['street', 'La via è necessaria ai fini della geolocalizzazione'],
    ['city', 'La città è necessaria ai fini della geolocalizzazione'],
  ] as const)('requires the %s with its own message, when missing or blank', (part, message) => {
    for (const value of [undefined, '', '   ']) {
      const address = { ...complete, [part]: value };
      expect(validateGeolocationAddress(address)).toEqual({ [part]: message });
      const issues = geolocationAddressSchema.safeParse(address).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[part, message]]);
    }
  });

  it('accepts a complete address', () => {
    expect(validateGeolocationAddress(complete)).toEqual({});
    expect(geolocationAddressSchema.safeParse(complete).success).toBe(true);
  });

  it('reports every missing part at once', () => {
    expect(Object.keys(validateGeolocationAddress({}))).toEqual(['nation', 'zip', 'houseNumber', 'street', 'city']);
    expect(geolocationAddressSchema.safeParse({}).error?.issues).toHaveLength(5);
  });
});
