import type { HeaterType, HeatingManagement, HotWaterType } from './answers-schema.ts';
import type { Carrier, CarrierUse } from './carriers.ts';

/**
 * Heating and hot-water systems: useful need -> delivered energy per carrier, through seasonal system efficiencies
 * (generation, distribution, emission, control). All figures are energy-model.md §4.2 proposals [A]: UNI/TS 11300-2
 * precalculated efficiencies were not retrievable (§4.1). For heat pumps the figure is the seasonal COP, and the
 * ambient heat it adds is renewable.
 */

export type SystemEfficiency = {
  carrier: Carrier;
  /** Seasonal efficiency (or SCOP) for space heating, delivered -> useful (-). */
  heating: number;
  /** Seasonal efficiency (or COP) when the same generator makes hot water (-). */
  hotWater: number;
  /** Water-based distribution with circulation pumps (auxiliary electricity). */
  hydronic: boolean;
};

export const HEATERS: Readonly<Record<HeaterType, SystemEfficiency>> = {
  /** Standard gas boiler, pre-2005 or unknown. */
  gasBoiler: { carrier: 'naturalGas', heating: 0.75, hotWater: 0.7, hydronic: true },
  condensingBoiler: { carrier: 'naturalGas', heating: 0.9, hotWater: 0.85, hydronic: true },
  /** Air-to-water heat pump with radiators (SCOP 2.8; 3.3 with floor heating, not asked by the wizard). */
  heatPump: { carrier: 'electricity', heating: 2.8, hotWater: 2.5, hydronic: true },
  /** Electric resistance heaters. */
  electric: { carrier: 'electricity', heating: 0.95, hotWater: 0.9, hydronic: false },
  /** Pellet stove or boiler (a wood stove would be 0.60). */
  biomass: { carrier: 'biomass', heating: 0.8, hotWater: 0.75, hydronic: true },
  /** District heating, including the in-flat distribution. */
  districtHeating: { carrier: 'districtHeat', heating: 0.9, hotWater: 0.85, hydronic: true },
  oilBoiler: { carrier: 'heatingOil', heating: 0.75, hotWater: 0.7, hydronic: true },
  lpgBoiler: { carrier: 'lpg', heating: 0.75, hotWater: 0.7, hydronic: true },
};

/** Centralised (condominium) systems: generator efficiency × 0.95 for the longer distribution. [A, §4.2] */
export const CENTRALISED_DISTRIBUTION_FACTOR = 0.95;

/** Pumps and fans of water-based systems: 2% of the heating need, as electricity. [A, §8.5] */
export const AUXILIARY_SHARE_OF_HEATING_NEED = 0.02;

/** Dedicated hot-water heaters [A, §4.2]: electric storage 0.90, gas instantaneous 0.70, heat-pump water heater 2.5. */
export const HOT_WATER_HEATERS: Readonly<Record<'electricBoiler' | 'gasHeater' | 'heatPump', { carrier: Carrier; efficiency: number }>> = {
  electricBoiler: { carrier: 'electricity', efficiency: 0.9 },
  gasHeater: { carrier: 'naturalGas', efficiency: 0.7 },
  heatPump: { carrier: 'electricity', efficiency: 2.5 },
};

/** Share of the hot-water need covered by a solar thermal system; the rest comes from the heating generator. [A] */
export const SOLAR_HOT_WATER_FRACTION = 0.6;

export type SystemsSpec = { heater: HeaterType; management: HeatingManagement; hotWater: HotWaterType };

export type Delivered = {
  uses: CarrierUse[];
  /** Renewable heat: ambient heat of heat pumps and solar heat (kWh/year). */
  renewableKwh: number;
};

function generatorEfficiency(spec: SystemsSpec, use: 'heating' | 'hotWater'): { carrier: Carrier; efficiency: number } {
  const heater = HEATERS[spec.heater];
  const distribution = spec.management === 'centralized' ? CENTRALISED_DISTRIBUTION_FACTOR : 1;
  return { carrier: heater.carrier, efficiency: heater[use] * distribution };
}

/**
 * Delivered energy (kWh/year) for a yearly heating need and hot-water need (kWh/year, useful energy).
 */
export function deliveredEnergy(heatingNeedKwh: number, hotWaterNeedKwh: number, spec: SystemsSpec): Delivered {
  const uses: CarrierUse[] = [];
  let renewableKwh = 0;
  const supply = (need: number, endUse: 'heating' | 'hotWater', source: { carrier: Carrier; efficiency: number }) => {
    if (need <= 0) return;
    const kWh = need / source.efficiency;
    uses.push({ carrier: source.carrier, endUse, kWh });
    if (source.efficiency > 1) renewableKwh += need - kWh;
  };

  supply(heatingNeedKwh, 'heating', generatorEfficiency(spec, 'heating'));
  if (HEATERS[spec.heater].hydronic && heatingNeedKwh > 0) {
    uses.push({ carrier: 'electricity', endUse: 'auxiliaries', kWh: heatingNeedKwh * AUXILIARY_SHARE_OF_HEATING_NEED });
  }

  if (spec.hotWater === 'sameAsHeating') {
    supply(hotWaterNeedKwh, 'hotWater', generatorEfficiency(spec, 'hotWater'));
  } else if (spec.hotWater === 'solar') {
    renewableKwh += hotWaterNeedKwh * SOLAR_HOT_WATER_FRACTION;
    supply(hotWaterNeedKwh * (1 - SOLAR_HOT_WATER_FRACTION), 'hotWater', generatorEfficiency(spec, 'hotWater'));
  } else {
    supply(hotWaterNeedKwh, 'hotWater', HOT_WATER_HEATERS[spec.hotWater]);
  }
  return { uses, renewableKwh };
}

/** The reference building's standard systems: gas boiler, 0.90 for heating and hot water, plus auxiliaries. [A §8.5.4] */
export const REFERENCE_SYSTEM_EFFICIENCY = 0.9;

export function referenceDeliveredEnergy(heatingNeedKwh: number, hotWaterNeedKwh: number): CarrierUse[] {
  return [
    { carrier: 'naturalGas', endUse: 'heating', kWh: heatingNeedKwh / REFERENCE_SYSTEM_EFFICIENCY },
    { carrier: 'naturalGas', endUse: 'hotWater', kWh: hotWaterNeedKwh / REFERENCE_SYSTEM_EFFICIENCY },
    { carrier: 'electricity', endUse: 'auxiliaries', kWh: heatingNeedKwh * AUXILIARY_SHARE_OF_HEATING_NEED },
  ];
}
