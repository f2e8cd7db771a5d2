/**
 * The one table of emission factors of the product: the energy wizard's CO2 (config.ts reads the energy rows) and the
 * carbon footprint calculator (domain/carbon) both use it, so the two never disagree. Changing a factor is one line
 * here and the test that pins it (tests/domain/energy/emission-factors.test.ts).
 *
 * Accounting (GHG Protocol): combustion fuels are direct emissions (scope 1), bought electricity and district heat are
 * indirect (scope 2, location-based: the national mix, not a supplier's green contract). Biogenic CO2 of wood and
 * pellets is reported outside the scopes, so their factor holds only what is not biogenic.
 */

/** How far the figure was checked: read in the source itself, quoted by a third party, or our assumption. */
export type FactorEvidence = 'verified' | 'unverified' | 'assumption';

/**
 * What a factor counts: CO2 alone (ISPRA's fuel and electricity factors), or CO2-equivalent, with methane and nitrous
 * oxide weighted by their warming potential (DESNZ's, the estimates for wood and pellets, ICE's materials).
 */
export type EmissionGas = 'CO2' | 'CO2e';

export type EmissionFactor = {
  /** kg per kWh of final energy (net calorific value for fuels), of CO2 or of CO2-equivalent as `gas` says. */
  kgCo2ePerKwh: number;
  gas: EmissionGas;
  /** The figure as the source prints it, to compare at a glance. */
  sourceValue: string;
  source: string;
  /** Year the figure refers to. */
  year: number;
  evidence: FactorEvidence;
};

/** tCO2/TJ (ISPRA's unit for fuels) to kg/kWh: 1 TJ = 277,777.8 kWh. */
const fromTonnesPerTerajoule = (tonnesPerTj: number): number => tonnesPerTj * 0.0036;

export const ENERGY_SOURCES = [
  'electricity',
  'naturalGas',
  'lpg',
  'heatingOil',
  'pellets',
  'wood',
  'districtHeat',
] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];

export const ENERGY_EMISSION_FACTORS: Readonly<Record<EnergySource, EmissionFactor>> = {
  electricity: {
    kgCo2ePerKwh: 0.257,
    gas: 'CO2',
    sourceValue: '257 gCO2/kWh',
    source:
      'ISPRA, Fattori di emissione per la produzione ed il consumo di energia elettrica in Italia (mix nazionale, consumi)',
    year: 2023,
    evidence: 'unverified',
  },
  naturalGas: {
    kgCo2ePerKwh: fromTonnesPerTerajoule(55.934),
    gas: 'CO2',
    sourceValue: '55,934 tCO2/TJ',
    source: 'ISPRA, Tabella dei parametri standard nazionali (gas naturale)',
    year: 2019,
    evidence: 'verified',
  },
  lpg: {
    kgCo2ePerKwh: 0.23,
    gas: 'CO2e',
    sourceValue: '2,93936 kgCO2e/kg su 12,78 kWh/kg',
    source: 'DESNZ/DEFRA, Greenhouse gas reporting: conversion factors (LPG)',
    year: 2024,
    evidence: 'unverified',
  },
  heatingOil: {
    kgCo2ePerKwh: fromTonnesPerTerajoule(73.578),
    gas: 'CO2',
    sourceValue: '73,578 tCO2/TJ',
    source: 'ISPRA, Tabella dei parametri standard nazionali (gasolio)',
    year: 2019,
    evidence: 'verified',
  },
  pellets: {
    kgCo2ePerKwh: 0.03,
    gas: 'CO2e',
    sourceValue: '30 gCO2e/kWh',
    source: 'Stima: quota non biogenica (CH4, N2O, filiera) del pellet; CO2 biogenica fuori dagli scope (GHG Protocol)',
    year: 2025,
    evidence: 'assumption',
  },
  wood: {
    kgCo2ePerKwh: 0.03,
    gas: 'CO2e',
    sourceValue: '30 gCO2e/kWh',
    source:
      'Stima: quota non biogenica (CH4, N2O, filiera) della legna; CO2 biogenica fuori dagli scope (GHG Protocol)',
    year: 2025,
    evidence: 'assumption',
  },
  districtHeat: {
    kgCo2ePerKwh: 0.2038,
    gas: 'CO2',
    sourceValue: '203,8 gCO2/kWh',
    source: 'Rete di teleriscaldamento di Piossasco, fattore certificato (sostituirlo con quello del fornitore)',
    year: 2021,
    evidence: 'verified',
  },
};

export const MATERIALS = [
  'eps',
  'stoneWool',
  'glassWool',
  'aluminium',
  'steel',
  'pvc',
  'flatGlass',
  'softwood',
  'clayBrick',
  'plasterboard',
  'copper',
] as const;
export type Material = (typeof MATERIALS)[number];

export type MaterialFactor = {
  /** kg CO2e per kg of material, cradle to gate (EN 15804 modules A1-A3). */
  kgCo2ePerKg: number;
  source: string;
  year: number;
  evidence: FactorEvidence;
};

const ICE = 'Circular Ecology e University of Bath, Inventory of Carbon and Energy (ICE) v3.0, dalla culla al cancello';

/** Embodied carbon of the main materials of a renovation, from the ICE database (EPD averages per material). */
export const MATERIAL_EMISSION_FACTORS: Readonly<Record<Material, MaterialFactor>> = {
  eps: { kgCo2ePerKg: 3.29, source: ICE, year: 2019, evidence: 'unverified' },
  stoneWool: { kgCo2ePerKg: 1.12, source: ICE, year: 2019, evidence: 'unverified' },
  glassWool: { kgCo2ePerKg: 1.35, source: ICE, year: 2019, evidence: 'unverified' },
  aluminium: { kgCo2ePerKg: 13.1, source: ICE, year: 2019, evidence: 'unverified' },
  steel: { kgCo2ePerKg: 1.55, source: ICE, year: 2019, evidence: 'unverified' },
  pvc: { kgCo2ePerKg: 3.1, source: ICE, year: 2019, evidence: 'unverified' },
  flatGlass: { kgCo2ePerKg: 1.44, source: ICE, year: 2019, evidence: 'unverified' },
  softwood: { kgCo2ePerKg: 0.263, source: ICE, year: 2019, evidence: 'unverified' },
  clayBrick: { kgCo2ePerKg: 0.213, source: ICE, year: 2019, evidence: 'unverified' },
  plasterboard: { kgCo2ePerKg: 0.39, source: ICE, year: 2019, evidence: 'unverified' },
  copper: { kgCo2ePerKg: 2.71, source: ICE, year: 2019, evidence: 'unverified' },
};

/**
 * The Italian household the result is compared with: ARERA's reference household (2,000 kWh of electricity and
 * 1,100 Sm³ of natural gas a year) at the factors above, and ISTAT's mean household size.
 */
export const ITALIAN_HOUSEHOLD = {
  electricityKwh: 2000,
  naturalGasSm3: 1100,
  members: 2.25,
  source:
    "ARERA, famiglia tipo dei prezzi di riferimento (2.000 kWh e 1.100 Sm³ l'anno); ISTAT, Annuario statistico italiano " +
    '2024 (2,25 componenti per famiglia)',
  year: 2024,
  evidence: 'unverified' as FactorEvidence,
} as const;
