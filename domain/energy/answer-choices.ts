/**
 * The wizard's choices and numeric bounds, apart from the answers' schema (answers-rules.ts) so that a screen can list
 * them without loading zod.
 */
export const TYPOLOGIES = ['detached', 'semiDetached', 'apartment'] as const;
export const WINDOW_TYPES = ['single', 'double', 'doubleLowE', 'triple'] as const;
export const HEATING_MANAGEMENTS = ['autonomous', 'centralized'] as const;
export const HEATER_TYPES = [
  'gasBoiler',
  'condensingBoiler',
  'heatPump',
  'electric',
  'biomass',
  'districtHeating',
  'oilBoiler',
  'lpgBoiler',
] as const;
export const HOT_WATER_TYPES = ['sameAsHeating', 'electricBoiler', 'gasHeater', 'heatPump', 'solar'] as const;
/** Photovoltaics on the home (or its share of the building's); not answered: what the law required of its age. */
export const PHOTOVOLTAICS = ['none', 'panels', 'panelsWithBattery'] as const;
/** Solar collectors for hot water; not answered: what the law required of its age. */
export const SOLAR_THERMAL = ['none', 'collectors'] as const;
/** Whether the home is the owner's first home (abitazione principale): it sets the rate of the tax deductions. */
export const RESIDENCES = ['main', 'other'] as const;

export type Typology = (typeof TYPOLOGIES)[number];
export type HeatingManagement = (typeof HEATING_MANAGEMENTS)[number];
export type HeaterType = (typeof HEATER_TYPES)[number];
export type HotWaterType = (typeof HOT_WATER_TYPES)[number];
export type Photovoltaics = (typeof PHOTOVOLTAICS)[number];
export type SolarThermal = (typeof SOLAR_THERMAL)[number];
export type Residence = (typeof RESIDENCES)[number];

/**
 * Numeric bounds [A]. sqm: 20 m² is below the legal minimum dwelling (28 m², DM 5/7/1975) with margin for studios
 * measured net; 1,000 m² covers large villas. floors: 30 storeys covers Italy's residential towers (a 40-storey
 * answer is refused, as the issue asks); houses have at most 5. constructionYear: from 1000 (historic centres; every
 * year up to 1900 falls in the same TABULA band) to next year (homes being completed). Rooms 1-30, bathrooms 1-10,
 * windows 0-150 and door-windows 0-60 per dwelling, with at least one of the two. Bills 0-20,000 euro a year.
 */
export const ANSWER_BOUNDS = {
  sqm: { min: 20, max: 1000 },
  floors: { min: 1, max: 30 },
  houseFloors: { max: 5 },
  floor: { min: 0, max: 30 },
  constructionYear: { min: 1000, max: new Date().getFullYear() + 1 },
  roomsNumber: { min: 1, max: 30 },
  bathroomsNumber: { min: 1, max: 10 },
  windowsNumber: { min: 0, max: 150 },
  doorWindowsNumber: { min: 0, max: 60 },
  yearlyCost: { min: 0, max: 20000 },
} as const;
