import { PRIMARY_ENERGY_END_USES, PRIMARY_ENERGY_FACTOR_NREN, type CarrierUse } from './carriers.ts';

/**
 * The law's renewable share of a new home (D.Lgs. 28/2011 Allegato 3 c. 1; D.Lgs. 199/2021 Allegato III): renewable
 * energy over renewable plus non-renewable primary energy of heating, hot water and cooling. A home whose declared
 * generator, with the collectors and photovoltaics the law implies, stays below the share was built with more
 * renewables than the answers name (a hybrid or solar-assisted system, a condominium plant): when the owner did not
 * describe its renewables, the missing share is taken to displace the generators' energy in proportion [A].
 */

const servicePrimary = (uses: readonly CarrierUse[]): number =>
  uses.filter((u) => PRIMARY_ENERGY_END_USES.includes(u.endUse)).reduce((sum, u) => sum + u.kWh * PRIMARY_ENERGY_FACTOR_NREN[u.carrier], 0);

/**
 * The factor (≤ 1) by which the services' delivered energy shrinks so that renewables reach `share` of the total, 1 when
 * they already do. `certified` are the services' uses as the certificate counts them (after the photovoltaics).
 */
export function renewableShareFactor(certified: readonly CarrierUse[], renewableKwh: number, share: number): number {
  const nren = servicePrimary(certified);
  if (nren <= 0 || renewableKwh / (renewableKwh + nren) >= share) return 1;
  return ((1 - share) * (renewableKwh + nren)) / nren;
}

export const scaleServices = (uses: readonly CarrierUse[], factor: number): CarrierUse[] =>
  factor === 1 ? [...uses] : uses.map((u) => (PRIMARY_ENERGY_END_USES.includes(u.endUse) ? { ...u, kWh: u.kWh * factor } : u));
