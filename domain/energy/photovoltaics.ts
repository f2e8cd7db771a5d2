import type { CarrierUse, EndUse } from './carriers.ts';
import type { ClimateZone } from './climate.ts';

/**
 * Photovoltaics on the home: its yearly production, the part of it that counts in EPgl,nren (the certificate's
 * standard calculation) and the part a household really uses (the bills).
 *
 * - Certificate: the electricity produced on site and used by the building's services in the same month lowers the
 *   delivered electricity of those services (UNI/TS 11300-5 §6, monthly balance; DM 26/06/2015 Allegato 1 §1.1
 *   counts only the energy used on site); what is exported does not count. The wizard has no monthly profile of the
 *   home's electricity, so the balance is made on two seasons: production from October to April against heating with
 *   the pumps and fans of its plant and seven twelfths of the hot water, from May to September against cooling and the
 *   other five twelfths of the hot water [A]. The heating auxiliaries (systems.ts, a share of the heating need) run
 *   only while the plant heats (UNI/TS 11300-2 counts the auxiliary energy of the heating service over its operating
 *   period), so they never take summer production from the cooling.
 * - Bills: a household without storage uses at the time of production about a third of what its panels make, with a
 *   battery about two thirds [A, the self-consumption shares commonly quoted for Italian homes of 3-6 kWp]; the rest is
 *   sold to the grid (GSE "ritiro dedicato") at the price of EXPORT_EUR_PER_KWH.
 */

/**
 * Yearly yield (kWh per kWp) of a well-oriented roof system, crystalline silicon, 14% system losses, at the zone's
 * typical comune (calibration-dwellings.ts) [A: typical PVGIS figures for southern, central and northern Italy,
 * PVGIS itself was not queried].
 */
export const PV_YIELD_KWH_PER_KWP: Readonly<Record<ClimateZone, number>> = {
  A: 1550,
  B: 1500,
  C: 1420,
  D: 1350,
  E: 1200,
  F: 1150,
};

/** Share of the yearly production made from October to April [A: about 42% for a south-facing roof in Italy]. */
export const PV_WINTER_SHARE = 0.42;
/** Months of hot water, the one year-round service, in the winter half. */
const WINTER_MONTHS = 7;

/** Share of the production a household uses directly, without and with a battery [A]. */
export const SELF_CONSUMPTION_SHARE = { withoutBattery: 0.35, withBattery: 0.65 } as const;

/** Price paid for exported electricity (euro/kWh): GSE "ritiro dedicato" at the zonal hourly price, about 0.10 [A]. */
export const EXPORT_EUR_PER_KWH = 0.1;

export type PvSystem = { kWp: number; battery: boolean };

export const pvProductionKwh = (pv: PvSystem, zone: ClimateZone): number => pv.kWp * PV_YIELD_KWH_PER_KWP[zone];

const isElectric = (use: CarrierUse, endUses: readonly EndUse[]): boolean =>
  use.carrier === 'electricity' && endUses.includes(use.endUse);

/** Scales the electricity of the given end uses down by `covered` kWh in proportion to each (never below zero). */
function cover(uses: readonly CarrierUse[], endUses: readonly EndUse[], share: number): CarrierUse[] {
  return uses.map((u) => (isElectric(u, endUses) ? { ...u, kWh: u.kWh * (1 - share) } : u));
}

/**
 * The services' delivered electricity after the photovoltaics of the certificate's balance, and the kWh it covered.
 * Heating with its auxiliaries and cooling fall in one season each; hot water runs all year.
 */
export function servicesAfterPv(
  uses: readonly CarrierUse[],
  production: number,
): { uses: CarrierUse[]; coveredKwh: number } {
  const kWhOf = (endUses: readonly EndUse[]) =>
    uses.filter((u) => isElectric(u, endUses)).reduce((s, u) => s + u.kWh, 0);
  const yearRound = kWhOf(['hotWater']);
  const winterUse = kWhOf(['heating', 'auxiliaries']) + (yearRound * WINTER_MONTHS) / 12;
  const summerUse = kWhOf(['cooling']) + (yearRound * (12 - WINTER_MONTHS)) / 12;
  const winterCovered = Math.min(production * PV_WINTER_SHARE, winterUse);
  const summerCovered = Math.min(production * (1 - PV_WINTER_SHARE), summerUse);
  const winterShare = winterUse > 0 ? winterCovered / winterUse : 0;
  const summerShare = summerUse > 0 ? summerCovered / summerUse : 0;
  let after = cover(uses, ['heating', 'auxiliaries'], winterShare);
  after = cover(after, ['cooling'], summerShare);
  const yearRoundShare =
    yearRound > 0
      ? (((yearRound * WINTER_MONTHS) / 12) * winterShare + ((yearRound * (12 - WINTER_MONTHS)) / 12) * summerShare) /
        yearRound
      : 0;
  after = cover(after, ['hotWater'], yearRoundShare);
  return { uses: after, coveredKwh: winterCovered + summerCovered };
}

/**
 * The household's electricity after the photovoltaics it uses directly (every electric use in proportion), and what
 * it exports.
 */
export function householdAfterPv(
  uses: readonly CarrierUse[],
  pv: PvSystem,
  production: number,
): { uses: CarrierUse[]; selfConsumedKwh: number; exportedKwh: number } {
  const electric = uses.filter((u) => u.carrier === 'electricity').reduce((s, u) => s + u.kWh, 0);
  const share = pv.battery ? SELF_CONSUMPTION_SHARE.withBattery : SELF_CONSUMPTION_SHARE.withoutBattery;
  const selfConsumedKwh = Math.min(production * share, electric);
  const covered = electric > 0 ? selfConsumedKwh / electric : 0;
  return {
    uses: uses.map((u) => (u.carrier === 'electricity' ? { ...u, kWh: u.kWh * (1 - covered) } : u)),
    selfConsumedKwh,
    exportedKwh: production - selfConsumedKwh,
  };
}
