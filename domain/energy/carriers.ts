/**
 * Energy carriers bought by a home: units, heating values and non-renewable primary-energy factors.
 * Prices and emission factors are configuration (config.ts), not constants.
 */

export const CARRIERS = ['naturalGas', 'electricity', 'lpg', 'heatingOil', 'biomass', 'districtHeat'] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * Non-renewable primary-energy factors fP,nren (-), DM 26/06/2015 "Requisiti minimi" All. 1 Tab. 1, as commonly
 * quoted: [U] the decree text was not reachable (energy-model.md §1.4); confirm against GU S.O. n.39, GU n.162/2015.
 * Ambient heat of heat pumps and solar heat are renewable (fP,nren = 0) and are not carriers here.
 */
export const PRIMARY_ENERGY_FACTOR_NREN: Readonly<Record<Carrier, number>> = {
  naturalGas: 1.05,
  electricity: 1.95,
  lpg: 1.05,
  heatingOil: 1.07,
  biomass: 0.2,
  districtHeat: 1.5,
};

/**
 * Billing unit of each carrier, its energy content (kWh per unit, net calorific value, PCI) and where that content
 * comes from, in the words the carbon report prints next to the conversion.
 */
export const CARRIER_UNITS: Readonly<
  Record<Carrier, { unit: string; kWhPerUnit: number; kWhPerUnitSource: string | null }>
> = {
  /** 35.253 GJ/1000 Sm³ = 9.79 kWh/Sm³, ISPRA standard parameters 2019 [V energy-model.md §5.1]. */
  naturalGas: {
    unit: 'Sm³',
    kWhPerUnit: 9.79,
    kWhPerUnitSource: 'PCI 35,253 GJ/1000 Sm³, ISPRA, Tabella dei parametri standard nazionali (gas naturale), 2019',
  },
  electricity: { unit: 'kWh', kWhPerUnit: 1, kWhPerUnitSource: null },
  /** 46 MJ/kg × 0.51 kg/L = 6.5 kWh/L [A: typical LPG NCV and liquid density]. */
  lpg: {
    unit: 'L',
    kWhPerUnit: 6.5,
    kWhPerUnitSource: 'Stima: PCI tipico del GPL 46 MJ/kg × densità del liquido 0,51 kg/L',
  },
  /** 42.877 GJ/t (ISPRA [V]) × 0.835 kg/L [A density] = 9.94 kWh/L. */
  heatingOil: {
    unit: 'L',
    kWhPerUnit: 9.94,
    kWhPerUnitSource:
      'PCI 42,877 GJ/t, ISPRA, Tabella dei parametri standard nazionali (gasolio), 2019, × densità stimata 0,835 kg/L',
  },
  /** Wood pellet ≥ 16.5 MJ/kg (EN ISO 17225-2 class A1) = 4.6 kWh/kg [A]. */
  biomass: {
    unit: 'kg',
    kWhPerUnit: 4.6,
    kWhPerUnitSource: 'PCI di almeno 16,5 MJ/kg del pellet di classe A1 (EN ISO 17225-2)',
  },
  districtHeat: { unit: 'kWh', kWhPerUnit: 1, kWhPerUnitSource: null },
};

/**
 * End uses of delivered energy. EPgl,nren of a home is heating + hot water + cooling + ventilation (with the
 * auxiliaries of those services); lighting and lifts count only for non-residential buildings (energy-model.md §1.1).
 * Homes with natural ventilation (all the wizard's, UNI/TS 11300-1 standard 0.3 vol/h) have no EPV, so no
 * ventilation use is produced; appliances and cooking enter only the yearly figures.
 */
export const END_USES = ['heating', 'hotWater', 'cooling', 'auxiliaries', 'appliances', 'cooking'] as const;
export type EndUse = (typeof END_USES)[number];
export const PRIMARY_ENERGY_END_USES: readonly EndUse[] = ['heating', 'hotWater', 'cooling', 'auxiliaries'];

export type CarrierUse = { carrier: Carrier; endUse: EndUse; kWh: number };

export function totalKwh(uses: readonly CarrierUse[], carrier?: Carrier, endUses?: readonly EndUse[]): number {
  return uses
    .filter(
      (u) => (carrier === undefined || u.carrier === carrier) && (endUses === undefined || endUses.includes(u.endUse)),
    )
    .reduce((sum, u) => sum + u.kWh, 0);
}

/** EPgl,nren of the uses (kWh/m² year): heating, hot water, cooling and auxiliaries (no cooking, no appliances). */
export function primaryEnergyNren(uses: readonly CarrierUse[], sqm: number): number {
  const sum = uses
    .filter((u) => PRIMARY_ENERGY_END_USES.includes(u.endUse))
    .reduce((total, u) => total + u.kWh * PRIMARY_ENERGY_FACTOR_NREN[u.carrier], 0);
  return sum / sqm;
}
