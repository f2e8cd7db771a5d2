import type { HeaterType, HeatingManagement, HotWaterType } from './answers-schema.ts';
import type { Carrier, CarrierUse } from './carriers.ts';
import { COOLING_SEASONAL_EFFICIENCY, type CoolingType, REFERENCE_COOLING_EFFICIENCY } from './cooling.ts';
import {
  DIRECT_ELECTRIC_SUBSYSTEMS,
  HYDRONIC_SUBSYSTEMS,
  hotWaterDistribution,
  type PlantEra,
  subsystemProduct,
} from './plant-era.ts';

/**
 * Heating, hot-water and cooling systems: useful need -> delivered energy per carrier. Heating follows UNI/TS 11300-2
 * (η_H = emission × control × distribution × generation, plant-era.ts for the first three); the generation figures
 * here are seasonal generator efficiencies on the net calorific value [U: the UNI/TS 11300-2 prospetto 23 values
 * were not retrievable, energy-model.md §4.1; the figures sit in its commonly quoted ranges]. For heat pumps the
 * figure is the seasonal COP, and the ambient heat it adds is renewable.
 */

export type Generator = {
  carrier: Carrier;
  /** Seasonal generation efficiency (or SCOP) for space heating (-). */
  heating: number;
  /** Seasonal generation efficiency (or COP) when the same generator makes hot water (-). */
  hotWater: number;
  /** Water-based distribution with circulation pumps (auxiliary electricity). */
  hydronic: boolean;
};

export const HEATERS: Readonly<Record<HeaterType, Generator>> = {
  /** Standard (non-condensing) gas boiler, on/off, oversized: 0.86 heating, 0.75 for hot water. */
  gasBoiler: { carrier: 'naturalGas', heating: 0.86, hotWater: 0.75, hydronic: true },
  condensingBoiler: { carrier: 'naturalGas', heating: 0.98, hotWater: 0.88, hydronic: true },
  /** Air-to-water heat pump with radiators (SCOP 2.8; 3.3 with floor heating, not asked by the wizard). */
  heatPump: { carrier: 'electricity', heating: 2.8, hotWater: 2.5, hydronic: true },
  electric: { carrier: 'electricity', heating: 1, hotWater: 0.9, hydronic: false },
  /** Pellet stove or boiler (a wood stove would be 0.60). */
  biomass: { carrier: 'biomass', heating: 0.82, hotWater: 0.75, hydronic: true },
  /** District heating substation. */
  districtHeating: { carrier: 'districtHeat', heating: 0.97, hotWater: 0.92, hydronic: true },
  oilBoiler: { carrier: 'heatingOil', heating: 0.85, hotWater: 0.75, hydronic: true },
  lpgBoiler: { carrier: 'lpg', heating: 0.86, hotWater: 0.75, hydronic: true },
};

/** Pumps and fans of water-based systems: 2% of the heating need, as electricity. [A, energy-model.md §8.5] */
export const AUXILIARY_SHARE_OF_HEATING_NEED = 0.02;

/**
 * Dedicated hot-water heaters, storage and standing losses included [A]: electric storage 0.75 (an 80 L tank loses
 * about 1 kWh a day against 3-4 kWh of use), gas instantaneous 0.75, heat-pump water heater 2.5.
 */
export const HOT_WATER_HEATERS: Readonly<
  Record<'electricBoiler' | 'gasHeater' | 'heatPump', { carrier: Carrier; efficiency: number }>
> = {
  electricBoiler: { carrier: 'electricity', efficiency: 0.75 },
  gasHeater: { carrier: 'naturalGas', efficiency: 0.75 },
  heatPump: { carrier: 'electricity', efficiency: 2.5 },
};

/**
 * Share of the hot-water need covered by a solar thermal system the owner declares; the rest comes from the heating
 * generator. [A]
 */
export const SOLAR_HOT_WATER_FRACTION = 0.6;

/** Share of the hot-water need the solar collectors cover: the declared system's, or the law's for a new home. */
export function solarHotWaterShare(hotWater: HotWaterType, impliedShare: number): number {
  return hotWater === 'solar' ? SOLAR_HOT_WATER_FRACTION : impliedShare;
}

export type SystemsSpec = {
  heater: HeaterType;
  management: HeatingManagement;
  hotWater: HotWaterType;
  cooling: CoolingType;
  era: PlantEra;
  /**
   * Share of the hot-water need from solar collectors: SOLAR_HOT_WATER_FRACTION when the owner says so, the law's
   * share for a new home that did not say otherwise (law-requirements.ts), 0 else.
   */
  solarShare: number;
};

export type Delivered = {
  uses: CarrierUse[];
  /** Renewable heat: ambient heat of heat pumps and solar heat (kWh/year). */
  renewableKwh: number;
};

/**
 * Heat pumps in homes built to the DM 26/06/2015 requirements feed radiant floors at low temperature: SCOP 3.3 instead
 * of 2.8 with radiators (energy-model.md §4.2 [A]).
 */
export const HEAT_PUMP_SCOP_RADIANT_FLOOR = 3.3;

function generationEfficiency(heater: HeaterType, era: PlantEra): number {
  return heater === 'heatPump' && era === 'from2016' ? HEAT_PUMP_SCOP_RADIANT_FLOOR : HEATERS[heater].heating;
}

/** Seasonal efficiency of the heating service (delivered -> useful), UNI/TS 11300-2 chain. */
export function heatingEfficiency(spec: Pick<SystemsSpec, 'heater' | 'management' | 'era'>): number {
  const heater = HEATERS[spec.heater];
  const subsystems = heater.hydronic ? HYDRONIC_SUBSYSTEMS[spec.era] : DIRECT_ELECTRIC_SUBSYSTEMS;
  return generationEfficiency(spec.heater, spec.era) * subsystemProduct(subsystems, spec.management === 'centralized');
}

function hotWaterSource(spec: SystemsSpec): { carrier: Carrier; efficiency: number } {
  const heater = HEATERS[spec.heater];
  return { carrier: heater.carrier, efficiency: heater.hotWater * hotWaterDistribution(spec.era) };
}

/** Delivered energy (kWh/year) for yearly heating, hot-water and cooling needs (kWh/year, useful energy). */
export function deliveredEnergy(
  heatingNeedKwh: number,
  hotWaterNeedKwh: number,
  coolingNeedKwh: number,
  spec: SystemsSpec,
): Delivered {
  const uses: CarrierUse[] = [];
  let renewableKwh = 0;
  const supply = (
    need: number,
    endUse: 'heating' | 'hotWater' | 'cooling',
    source: { carrier: Carrier; efficiency: number },
  ) => {
    if (need <= 0) return;
    const kWh = need / source.efficiency;
    uses.push({ carrier: source.carrier, endUse, kWh });
    if (source.efficiency > 1 && endUse !== 'cooling') renewableKwh += need - kWh;
  };

  supply(heatingNeedKwh, 'heating', { carrier: HEATERS[spec.heater].carrier, efficiency: heatingEfficiency(spec) });
  if (HEATERS[spec.heater].hydronic && heatingNeedKwh > 0) {
    uses.push({ carrier: 'electricity', endUse: 'auxiliaries', kWh: heatingNeedKwh * AUXILIARY_SHARE_OF_HEATING_NEED });
  }

  const solar = Math.min(1, Math.max(0, spec.solarShare));
  renewableKwh += hotWaterNeedKwh * solar;
  const backup =
    spec.hotWater === 'sameAsHeating' || spec.hotWater === 'solar'
      ? hotWaterSource(spec)
      : HOT_WATER_HEATERS[spec.hotWater];
  supply(hotWaterNeedKwh * (1 - solar), 'hotWater', backup);

  if (spec.cooling !== 'none') {
    supply(coolingNeedKwh, 'cooling', {
      carrier: 'electricity',
      efficiency: COOLING_SEASONAL_EFFICIENCY[spec.cooling],
    });
  }
  return { uses, renewableKwh };
}

/**
 * The reference building's standard systems (energy-model.md §8.5.4 [A]): gas boiler, 0.90 overall for heating and
 * hot water, auxiliaries, and the standard cooling machine when the real home is cooled.
 */
export const REFERENCE_SYSTEM_EFFICIENCY = 0.9;

export function referenceDeliveredEnergy(
  heatingNeedKwh: number,
  hotWaterNeedKwh: number,
  coolingNeedKwh: number,
): CarrierUse[] {
  const uses: CarrierUse[] = [
    { carrier: 'naturalGas', endUse: 'heating', kWh: heatingNeedKwh / REFERENCE_SYSTEM_EFFICIENCY },
    { carrier: 'naturalGas', endUse: 'hotWater', kWh: hotWaterNeedKwh / REFERENCE_SYSTEM_EFFICIENCY },
    { carrier: 'electricity', endUse: 'auxiliaries', kWh: heatingNeedKwh * AUXILIARY_SHARE_OF_HEATING_NEED },
  ];
  if (coolingNeedKwh > 0)
    uses.push({ carrier: 'electricity', endUse: 'cooling', kWh: coolingNeedKwh / REFERENCE_COOLING_EFFICIENCY });
  return uses;
}
