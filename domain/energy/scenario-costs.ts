import { opaqueWallArea } from './envelope.ts';
import type { HomeSpec } from './home.ts';

/**
 * Investment ranges of the renovation scenarios: assumptions [A], indicative 2024-25 Italian prices with VAT and
 * installation, before incentives (incentives.ts). To be replaced by the network's own price lists; the public
 * benchmark is the ceilings of DM MiTE 14/02/2022 ("Decreto Prezzi") Allegato A, not transcribed here.
 */

export type Range = { min: number; max: number };

/** Investment assumptions (euro, VAT included), per m² of the element or per dwelling. [A] */
export const INVESTMENT = {
  wallInsulationPerM2Wall: { min: 120, max: 200 },
  windowsPerM2Glazed: { min: 550, max: 900 },
  roofInsulationPerM2: { min: 60, max: 180 },
  floorInsulationPerM2: { min: 40, max: 100 },
  condensingBoiler: { min: 2500, max: 4500 },
  condensingBoilerSharePerM2: { min: 25, max: 50 },
  heatPumpFixed: { min: 6000, max: 10000 },
  heatPumpPerM2: { min: 40, max: 80 },
  heatPumpSharePerM2: { min: 80, max: 150 },
  solarHotWater: { min: 3000, max: 6000 },
  /** Heat-pump water heater of 200-300 L, installed. */
  heatPumpWaterHeater: { min: 2000, max: 3500 },
  /** Roof photovoltaics per kWp, installed with inverter and connection. */
  photovoltaicsPerKwp: { min: 1500, max: 2200 },
  /** A household battery of 5-10 kWh with its inverter share. */
  battery: { min: 5000, max: 8000 },
} as const;

export const scale = (r: Range, k: number): Range => ({ min: r.min * k, max: r.max * k });
export const add = (...ranges: Range[]): Range =>
  ranges.reduce((a, r) => ({ min: a.min + r.min, max: a.max + r.max }), { min: 0, max: 0 });

/** Roof and ground-floor areas the home exposes (m²): a house's footprint, a top or ground flat's own floor. */
export function exposedAreas(home: HomeSpec): { roof: number; floor: number } {
  const p = home.position;
  if (p.kind === 'house') return { roof: home.sqm / Math.max(1, p.storeys), floor: home.sqm / Math.max(1, p.storeys) };
  if (p.kind === 'flat') return { roof: p.top ? home.sqm : 0, floor: p.ground ? home.sqm : 0 };
  return { roof: 0, floor: 0 };
}

const centralised = (home: HomeSpec): boolean => home.systems.management === 'centralized';

export const wallCost = (h: HomeSpec): Range =>
  scale(INVESTMENT.wallInsulationPerM2Wall, opaqueWallArea(h.archetype, h.sqm, h.windowShare));
export const windowsCost = (h: HomeSpec): Range => scale(INVESTMENT.windowsPerM2Glazed, h.windowShare * h.sqm);
export const heatPumpCost = (h: HomeSpec): Range =>
  centralised(h)
    ? scale(INVESTMENT.heatPumpSharePerM2, h.sqm)
    : add(INVESTMENT.heatPumpFixed, scale(INVESTMENT.heatPumpPerM2, h.sqm));

export const roofAndFloorCost = (h: HomeSpec): Range => {
  const { roof, floor } = exposedAreas(h);
  return add(scale(INVESTMENT.roofInsulationPerM2, roof), scale(INVESTMENT.floorInsulationPerM2, floor));
};
export const condensingBoilerCost = (h: HomeSpec): Range =>
  centralised(h) ? scale(INVESTMENT.condensingBoilerSharePerM2, h.sqm) : INVESTMENT.condensingBoiler;
