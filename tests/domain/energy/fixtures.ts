import fc from 'fast-check';
import {
  COOLING_TYPES,
  lookupComune,
  typicalPostcodeFor,
  HEATER_TYPES,
  HOT_WATER_TYPES,
  WINDOW_TYPES,
  estimateEnergy,
  wizardAnswersSchema,
  type EnergyEstimate,
  type WizardAnswers,
  type WizardAnswersInput,
} from '../../../domain/energy/index.ts';

/** A 1970s 90 m² flat on the third floor of a six-storey building in Milano, standard gas boiler, single glazing. */
export const MILANO_FLAT: WizardAnswersInput = {
  typology: 'apartment',
  sqm: 90,
  floor: 2,
  floors: 6,
  constructionYear: 1972,
  roomsNumber: 4,
  bathroomsNumber: 1,
  windowsNumber: 5,
  doorWindowsNumber: 2,
  windowType: 'single',
  heatingManagement: 'autonomous',
  heatersType: 'gasBoiler',
  hotWaterType: 'sameAsHeating',
  lift: true,
  garage: false,
  balconies: true,
  gasCost: null,
  powerCost: null,
  address: { nation: 'Italia', zip: '20121', houseNumber: '10', street: 'Via Dante', city: 'Milano' },
};

/** A CAP that fits the comune (the schema checks it against the comune's province); Milano's for an unknown one. */
export function zipFor(city: string): string {
  const found = lookupComune(city);
  return (found.status === 'found' ? typicalPostcodeFor(found.comune.province) : undefined) ?? MILANO_FLAT.address.zip;
}

export function answers(overrides: Partial<WizardAnswersInput> = {}, city?: string): WizardAnswers {
  const input = { ...MILANO_FLAT, ...overrides };
  if (city) input.address = { ...input.address, city, zip: zipFor(city) };
  return wizardAnswersSchema.parse(input);
}

export function estimate(overrides: Partial<WizardAnswersInput> = {}, city?: string): EnergyEstimate {
  const result = estimateEnergy(answers(overrides, city));
  if (!result.ok) throw new Error(result.error.message);
  return result.estimate;
}

/** Comuni across all zones, for properties that vary the site. */
export const SAMPLE_COMUNI = [
  'Lampedusa e Linosa',
  'Palermo',
  'Catania',
  'Napoli',
  'Bari',
  'Cagliari',
  'Roma',
  'Genova',
  'Firenze',
  'Ancona',
  'Bologna',
  'Milano',
  'Torino',
  'Venezia',
  "L'Aquila",
  'Trento',
  'Cuneo',
  'Belluno',
  'Sestriere',
  'Livigno',
] as const;

/** Any valid home (bills left out unless a property adds them). */
export const homeArbitrary: fc.Arbitrary<WizardAnswersInput> = fc
  .record({
    typology: fc.constantFrom('detached', 'semiDetached', 'apartment'),
    sqm: fc.integer({ min: 30, max: 400 }),
    floors: fc.integer({ min: 1, max: 12 }),
    floorPick: fc.double({ min: 0, max: 1, noNaN: true }),
    constructionYear: fc.integer({ min: 1850, max: 2025 }),
    roomsNumber: fc.integer({ min: 1, max: 10 }),
    windowsNumber: fc.integer({ min: 0, max: 20 }),
    doorWindowsNumber: fc.integer({ min: 1, max: 6 }),
    windowType: fc.constantFrom(...WINDOW_TYPES),
    heatingManagement: fc.constantFrom('autonomous', 'centralized'),
    heatersType: fc.constantFrom(...HEATER_TYPES),
    hotWaterType: fc.constantFrom(...HOT_WATER_TYPES),
    coolingType: fc.constantFrom(...COOLING_TYPES),
    city: fc.constantFrom(...SAMPLE_COMUNI),
  })
  .map((r) => {
    const floors = r.typology === 'apartment' ? r.floors : Math.min(r.floors, 3);
    return {
      ...MILANO_FLAT,
      typology: r.typology,
      sqm: r.sqm,
      floors,
      floor: r.typology === 'apartment' ? Math.floor(r.floorPick * floors) : 0,
      constructionYear: r.constructionYear,
      roomsNumber: r.roomsNumber,
      windowsNumber: r.windowsNumber,
      doorWindowsNumber: r.doorWindowsNumber,
      windowType: r.windowType,
      heatingManagement: r.heatingManagement,
      heatersType: r.heatersType,
      hotWaterType: r.hotWaterType,
      coolingType: r.coolingType,
      address: { ...MILANO_FLAT.address, city: r.city, zip: zipFor(r.city) },
    };
  });
