import { CARRIER_UNITS, type Carrier } from '../energy/carriers.ts';
import { DEFAULT_ENERGY_CONFIG } from '../energy/config.ts';
import { formatCalendarDay } from '../format.ts';
import type { EnergySource } from '../energy/emission-factors.ts';

export type SourceUnit = {
  /** Billing unit (kWh, Sm³, L, kg). */
  unit: string;
  /** Energy content of one unit (kWh, net calorific value). */
  kWhPerUnit: number;
  /** Where that energy content comes from; null when the unit already is the kWh. */
  kWhPerUnitSource: string | null;
  /** Tariff assumed when use is entered as euro from the bills (euro cents per unit, taxes included); editable. */
  defaultCentsPerUnit: number;
  tariffSource: string;
};

/** The wizard's carrier behind each source, so units and prices come from one place (energy/carriers.ts, config.ts). */
const CARRIER_OF: Readonly<Partial<Record<EnergySource, Carrier>>> = {
  electricity: 'electricity',
  naturalGas: 'naturalGas',
  lpg: 'lpg',
  heatingOil: 'heatingOil',
  pellets: 'biomass',
  districtHeat: 'districtHeat',
};

const fromCarrier = (carrier: Carrier): SourceUnit => {
  const tariff = DEFAULT_ENERGY_CONFIG.tariffs[carrier];
  return {
    unit: CARRIER_UNITS[carrier].unit,
    kWhPerUnit: CARRIER_UNITS[carrier].kWhPerUnit,
    kWhPerUnitSource: CARRIER_UNITS[carrier].kWhPerUnitSource,
    defaultCentsPerUnit: Math.round(tariff.eurPerUnit * 10000) / 100,
    tariffSource: `Prezzi del configuratore energetico al ${formatCalendarDay(DEFAULT_ENERGY_CONFIG.pricesDate, 'day')}`,
  };
};

/** Firewood at 20% moisture, about 14.4 MJ/kg (EN ISO 17225-5 class M20), priced about 18 cents a kg: assumptions. */
const WOOD: SourceUnit = {
  unit: 'kg',
  kWhPerUnit: 4,
  kWhPerUnitSource: 'Stima: PCI di circa 14,4 MJ/kg della legna al 20% di umidità (EN ISO 17225-5, classe M20)',
  defaultCentsPerUnit: 18,
  tariffSource: 'Stima: legna da ardere stagionata in Italia',
};

export const sourceUnit = (source: EnergySource): SourceUnit => {
  const carrier = CARRIER_OF[source];
  return carrier ? fromCarrier(carrier) : WOOD;
};

/** Fuels burnt on site: what a heat pump replaces. */
export const COMBUSTION_SOURCES: readonly EnergySource[] = ['naturalGas', 'lpg', 'heatingOil', 'pellets', 'wood'];
/** Sources that heat the building: what insulation and windows reduce. */
export const HEATING_SOURCES: readonly EnergySource[] = [...COMBUSTION_SOURCES, 'districtHeat'];
