import { z } from 'zod';
import { CARRIERS, type Carrier } from './carriers.ts';
import { ENERGY_EMISSION_FACTORS as CO2 } from './emission-factors.ts';

/**
 * Prices and emission factors: the one piece of the engine that back office updates. Pass a different object to
 * estimateEnergy(answers, { config }) to use it; energyConfigSchema validates one read from storage.
 */

export type CarrierTariff = {
  /** Price per billing unit (CARRIER_UNITS), taxes included (euro). */
  eurPerUnit: number;
  /** Fixed yearly charge not proportional to use (euro/year). */
  fixedEurYear: number;
  /** CO2 per kWh delivered (kg/kWh). */
  kgCo2PerKwh: number;
  /** Where the figures come from; [V] read, [3P] third party, [U] unverified, [A] assumption. */
  source: string;
};

export type EnergyConfig = {
  /** Date the prices refer to (ISO yyyy-mm-dd). */
  pricesDate: string;
  tariffs: Record<Carrier, CarrierTariff>;
};

export const DEFAULT_ENERGY_CONFIG: EnergyConfig = {
  pricesDate: '2025-11-30',
  tariffs: {
    naturalGas: {
      eurPerUnit: 1.0467,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.naturalGas.kgCo2ePerKwh,
      source:
        'Prezzo: ARERA, cliente vulnerabile tipo 1.100 Smc, novembre 2025, 104,67 c€/Smc tasse incluse (quota fissa ' +
        'compresa nella media) [V]. CO2: ISPRA parametri standard 2019, 55,934 tCO2/TJ = 0,2014 kg/kWh PCI [V].',
    },
    electricity: {
      eurPerUnit: 0.2875,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.electricity.kgCo2ePerKwh,
      source:
        'Prezzo: ARERA, cliente vulnerabile tipo 2.000 kWh, 3 kW, dal 1 ottobre 2025, 28,75 c€/kWh tasse incluse ' +
        '(quota fissa compresa nella media) [V]. CO2: 0,257 kg/kWh "ISPRA Italy 2024" da fonte terza [3P/U], da ' +
        'sostituire con il fattore ISPRA di consumo più recente.',
    },
    lpg: {
      eurPerUnit: 0.95,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.lpg.kgCo2ePerKwh,
      source:
        'Prezzo: ipotesi, GPL da serbatoio ~0,95 €/L [A]. CO2: DEFRA 2024 2,93936 kg/kg [3P] / 12,78 kWh/kg PCI [A].',
    },
    heatingOil: {
      eurPerUnit: 1.45,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.heatingOil.kgCo2ePerKwh,
      source: 'Prezzo: ipotesi, gasolio da riscaldamento ~1,45 €/L [A]. CO2: ISPRA 73,578 tCO2/TJ [V].',
    },
    biomass: {
      eurPerUnit: 0.42,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.pellets.kgCo2ePerKwh,
      source:
        'Prezzo: ipotesi, pellet in sacchi ~0,42 €/kg [A]. CO2: segnaposto per la quota non rinnovabile della filiera ' +
        '[A], da verificare (nessun fattore italiano trovato).',
    },
    districtHeat: {
      eurPerUnit: 0.13,
      fixedEurYear: 0,
      kgCo2PerKwh: CO2.districtHeat.kgCo2ePerKwh,
      source:
        'Prezzo: ipotesi ~0,13 €/kWh termico [A]. CO2: esempio certificato rete di Piossasco 203,8 g/kWh (2021) [V], ' +
        'da sostituire con il fattore del fornitore.',
    },
  },
};

const tariffSchema = z.object({
  eurPerUnit: z.number().positive(),
  fixedEurYear: z.number().min(0),
  kgCo2PerKwh: z.number().min(0),
  source: z.string(),
});

export const energyConfigSchema = z.object({
  pricesDate: z.iso.date(),
  tariffs: z.object(Object.fromEntries(CARRIERS.map((c) => [c, tariffSchema])) as Record<Carrier, typeof tariffSchema>),
});

/** Yearly cost of `kWh` of a carrier under a tariff (euro, unrounded). Zero use costs nothing, not the fixed charge. */
export function carrierCost(tariff: CarrierTariff, kWh: number, kWhPerUnit: number): number {
  if (kWh <= 0) return 0;
  return tariff.fixedEurYear + (kWh / kWhPerUnit) * tariff.eurPerUnit;
}

/** Energy bought for a yearly bill (kWh), the inverse of carrierCost. */
export function kwhFromBill(tariff: CarrierTariff, eurYear: number, kWhPerUnit: number): number {
  return (Math.max(0, eurYear - tariff.fixedEurYear) / tariff.eurPerUnit) * kWhPerUnit;
}
