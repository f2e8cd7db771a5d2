import { CARRIER_UNITS, CARRIERS, type Carrier, type CarrierUse, totalKwh } from './carriers.ts';
import { carrierCost, type EnergyConfig } from './config.ts';

/** Yearly figures of one carrier, unrounded (estimate.ts rounds them for output). */
export type CarrierYear = {
  carrier: Carrier;
  kWh: number;
  /** Quantity in the billing unit (Sm³, kWh, L, kg). */
  quantity: number;
  unit: string;
  co2Kg: number;
  costEur: number;
  /** True when the cost is the user's bill rather than the model. */
  fromBill: boolean;
};

/** An accepted bill: what the household paid (euro/year) for how much energy (kWh/year). */
export type AcceptedBill = { eur: number; kWh: number };

/**
 * Per-carrier kWh, CO2 and cost of the uses. An accepted bill replaces the modelled cost of the energy it pays for;
 * energy of the same carrier not on the household's bill (centralised heating) is still priced by the tariff.
 */
export function carrierYears(
  uses: readonly CarrierUse[],
  config: EnergyConfig,
  bills: Partial<Record<Carrier, AcceptedBill>> = {},
): CarrierYear[] {
  return CARRIERS.flatMap((carrier) => {
    const kWh = totalKwh(uses, carrier);
    if (kWh <= 0) return [];
    const tariff = config.tariffs[carrier];
    const { unit, kWhPerUnit } = CARRIER_UNITS[carrier];
    const bill = bills[carrier];
    return [
      {
        carrier,
        kWh,
        quantity: kWh / kWhPerUnit,
        unit,
        co2Kg: kWh * tariff.kgCo2PerKwh,
        costEur: bill
          ? bill.eur + (Math.max(0, kWh - bill.kWh) / kWhPerUnit) * tariff.eurPerUnit
          : carrierCost(tariff, kWh, kWhPerUnit),
        fromBill: bill !== undefined,
      },
    ];
  });
}

export function sumYears(years: readonly CarrierYear[]): { kWh: number; co2Kg: number; costEur: number } {
  return years.reduce(
    (acc, y) => ({ kWh: acc.kWh + y.kWh, co2Kg: acc.co2Kg + y.co2Kg, costEur: acc.costEur + y.costEur }),
    { kWh: 0, co2Kg: 0, costEur: 0 },
  );
}
