import { PRIMARY_ENERGY_END_USES, PRIMARY_ENERGY_FACTOR_NREN, type CarrierUse } from './carriers.ts';

/**
 * The law's renewable share of a new home (D.Lgs. 28/2011 Allegato 3 c. 1; D.Lgs. 199/2021 Allegato III): renewable
 * energy over renewable plus non-renewable primary energy of heating, hot water and cooling. A home whose declared
 * generator, with the collectors and photovoltaics the law implies, stays below the share was built with a heat pump
 * beside it (a hybrid system, the usual way a boiler home meets the share) when the owner did not describe its
 * renewables: the heat pump takes the part of the load that brings the share to the law's [A]. A home is therefore
 * never rated better than the same home heated by the heat pump alone.
 */

/**
 * The most of the load the heat pump of a hybrid takes: the boiler the owner declared is there for the loads above
 * the heat pump's power, the cold days and the peaks (a hybrid's heat pump is sized on part of the design load: the
 * factory-made hybrids the energy-saving deduction accepts pair it with a boiler of at least twice its power, DM 6
 * agosto 2020 "Requisiti tecnici" [U: recalled, the text was not read in this research]), so it always makes part of
 * the heat; the 0.8 is [A]. Without the bound a home whose share the heat pump alone cannot reach was modelled on the
 * heat pump alone, its declared boiler idle: the same CO2 and cost as the heat-pump home, no gas for its heating.
 */
export const HYBRID_MAX_HEAT_PUMP_PART = 0.8;

/** What the share is computed on: the services' uses as the certificate counts them and the renewable energy used. */
export type ServicesBalance = { uses: CarrierUse[]; renewableKwh: number };

const servicePrimary = (uses: readonly CarrierUse[]): number =>
  uses
    .filter((u) => PRIMARY_ENERGY_END_USES.includes(u.endUse))
    .reduce((sum, u) => sum + u.kWh * PRIMARY_ENERGY_FACTOR_NREN[u.carrier], 0);

const shareOf = (b: ServicesBalance): number => {
  const nren = servicePrimary(b.uses);
  return nren <= 0 ? 1 : b.renewableKwh / (b.renewableKwh + nren);
};

/**
 * The part of the load the heat pump takes so that the blend of `declared` and `heatPump` reaches `share`: 0 when the
 * declared systems reach it, HYBRID_MAX_HEAT_PUMP_PART at most (also when not even the heat pump alone reaches it).
 */
export function heatPumpPart(declared: ServicesBalance, heatPump: ServicesBalance, share: number): number {
  if (shareOf(declared) >= share) return 0;
  const rD = declared.renewableKwh;
  const rH = heatPump.renewableKwh;
  const nD = servicePrimary(declared.uses);
  const nH = servicePrimary(heatPump.uses);
  const denominator = (1 - share) * (rH - rD) - share * (nH - nD);
  if (denominator <= 0) return HYBRID_MAX_HEAT_PUMP_PART;
  return Math.min(HYBRID_MAX_HEAT_PUMP_PART, Math.max(0, (share * nD - (1 - share) * rD) / denominator));
}

/** The uses of both systems weighted by the heat pump's part. */
export function blendUses(
  declared: readonly CarrierUse[],
  heatPump: readonly CarrierUse[],
  part: number,
): CarrierUse[] {
  if (part <= 0) return [...declared];
  return [
    ...declared.map((u) => ({ ...u, kWh: u.kWh * (1 - part) })),
    ...heatPump.map((u) => ({ ...u, kWh: u.kWh * part })),
  ].filter((u) => u.kWh > 0);
}
