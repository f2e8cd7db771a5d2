import { PRIMARY_ENERGY_END_USES, PRIMARY_ENERGY_FACTOR_NREN, type CarrierUse } from './carriers.ts';

/**
 * The law's renewable share of a new home (D.Lgs. 28/2011 Allegato 3 c. 1; D.Lgs. 199/2021 Allegato III): renewable
 * energy over renewable plus non-renewable primary energy of heating, hot water and cooling. A home whose declared
 * generator, with the collectors and photovoltaics the law implies, stays below the share was built with a heat pump
 * beside it (a hybrid system, the usual way a boiler home meets the share) when the owner did not describe its
 * renewables: the heat pump takes the part of the load that brings the share to the law's [A]. A home is therefore
 * never rated better than the same home heated by the heat pump alone.
 */

/** What the share is computed on: the services' uses as the certificate counts them and the renewable energy used. */
export type ServicesBalance = { uses: CarrierUse[]; renewableKwh: number };

const servicePrimary = (uses: readonly CarrierUse[]): number =>
  uses.filter((u) => PRIMARY_ENERGY_END_USES.includes(u.endUse)).reduce((sum, u) => sum + u.kWh * PRIMARY_ENERGY_FACTOR_NREN[u.carrier], 0);

const shareOf = (b: ServicesBalance): number => {
  const nren = servicePrimary(b.uses);
  return nren <= 0 ? 1 : b.renewableKwh / (b.renewableKwh + nren);
};

/**
 * The part (0-1) of the load the heat pump takes so that the blend of `declared` and `heatPump` reaches `share`: 0 when
 * the declared systems reach it, 1 when not even the heat pump alone does.
 */
export function heatPumpPart(declared: ServicesBalance, heatPump: ServicesBalance, share: number): number {
  if (shareOf(declared) >= share) return 0;
  const rD = declared.renewableKwh;
  const rH = heatPump.renewableKwh;
  const nD = servicePrimary(declared.uses);
  const nH = servicePrimary(heatPump.uses);
  const denominator = (1 - share) * (rH - rD) - share * (nH - nD);
  if (denominator <= 0) return 1;
  return Math.min(1, Math.max(0, (share * nD - (1 - share) * rD) / denominator));
}

/** The uses of both systems weighted by the heat pump's part. */
export function blendUses(declared: readonly CarrierUse[], heatPump: readonly CarrierUse[], part: number): CarrierUse[] {
  if (part <= 0) return [...declared];
  return [...declared.map((u) => ({ ...u, kWh: u.kWh * (1 - part) })), ...heatPump.map((u) => ({ ...u, kWh: u.kWh * part }))]
    .filter((u) => u.kWh > 0);
}
