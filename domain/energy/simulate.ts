import { primaryEnergyNren, type CarrierUse } from './carriers.ts';
import { HEATING_SEASON_DAYS, type ClimateZone, type ComuneClimate } from './climate.ts';
import { coolingNeedKwhM2 } from './cooling.ts';
import { CERTIFICATE_FIT, type CertificateFit } from './certificate-fit.ts';
import { buildEnvelope, type Envelope, type EnvelopeInput } from './envelope.ts';
import { computeHeatBalance, type HeatBalance } from './heat-balance.ts';
import type { HomeSpec, NewerBand } from './home.ts';
import { pvProductionKwh, servicesAfterPv } from './photovoltaics.ts';
import { blendUses, heatPumpPart } from './renewable-share.ts';
import { deliveredEnergy, referenceDeliveredEnergy } from './systems.ts';
import { TABULA_ZONE_E_CLIMATE } from './tabula.ts';

/** The site climate the physics needs: degree days (K·day) and heating-season length (days). */
export type SiteClimate = { degreeDays: number; heatingDays: number; zone: ClimateZone };

/** The site climate of a comune: its degree days and its zone's legal heating season. */
export function siteClimateOf(comune: ComuneClimate): SiteClimate {
  return { degreeDays: comune.degreeDays, heatingDays: HEATING_SEASON_DAYS[comune.zone], zone: comune.zone };
}

/**
 * Solar gains outside zone E: TABULA's zone-E seasonal gains × (heating days / 174). [A energy-model.md §8.4]
 */
export function solarGains(envelope: Envelope, climate: SiteClimate): number {
  return envelope.qSolZoneE * (climate.heatingDays / TABULA_ZONE_E_CLIMATE.heatingDays);
}

export type Simulation = {
  envelope: Envelope;
  balance: HeatBalance;
  /** Useful needs per m² (kWh/m² year). */
  heatingNeedKwhM2: number;
  hotWaterNeedKwhM2: number;
  coolingNeedKwhM2: number;
  /** Delivered energy for heating, hot water, cooling and auxiliaries (kWh/year), before any photovoltaics. */
  uses: CarrierUse[];
  /**
   * Renewable energy used: ambient heat of heat pumps, solar heat and the photovoltaics the services use (kWh/year).
   */
  renewableKwh: number;
  /** Yearly photovoltaic production (kWh), 0 without panels. */
  pvProductionKwh: number;
  /**
   * The services' delivered energy as the certificate counts it: after the photovoltaics and the law's renewable share.
   */
  certifiedUses: CarrierUse[];
  /** EPgl,nren (kWh/m² year). */
  epNren: number;
};

/** The envelope input of the home built in one band (its own or a newer one), with the bands after it. */
const envelopeInput = (
  home: HomeSpec,
  band: NewerBand,
  after: readonly NewerBand[],
  fit: CertificateFit,
): EnvelopeInput => ({
  archetype: band.archetype,
  position: home.position,
  windowShare: home.windowShare,
  window: band.window,
  retrofit: home.retrofit,
  newer: after.map((b) => b.archetype),
  certified: fit,
});

/**
 * Cooling need of the home: the largest of its own envelope's and of the envelope the same home built in each newer
 * band of its type would have (that band's glazing of the same kind, the same windows, position and works) [A]. The
 * monthly balance gives a leakier, less insulated envelope more loss in May, June and October, so on its own it would
 * rate an older home better in summer; the wizard knows the age, not the mass, the shading nor the summer habits that
 * decide how much of that a real home keeps, and the register's class shares never show older homes better. As with
 * the envelope's parts (envelope.ts), an older home is never credited less than a newer one.
 */
function coolingNeedOf(home: HomeSpec, envelope: Envelope, zone: ClimateZone, fit: CertificateFit): number {
  const newerEnvelopes = home.newerBands.map((band, i) =>
    buildEnvelope(envelopeInput(home, band, home.newerBands.slice(i + 1), fit)),
  );
  return Math.max(
    ...[envelope, ...newerEnvelopes].map((e) =>
      coolingNeedKwhM2({ ...e, summerSolarRatio: fit.summerSolarRatio, zone }),
    ),
  );
}

/**
 * Generators that a heat pump completes to the law's renewable share. Biomass is renewable for the law (Allegato 3)
 * and district heating from efficient networks meets it (Allegato 3 c. 5): neither gets one.
 */
const FOSSIL_OR_RESISTANCE: readonly HomeSpec['systems']['heater'][] = [
  'gasBoiler',
  'condensingBoiler',
  'oilBoiler',
  'lpgBoiler',
  'electric',
];

/** The same home with a heat pump for heating (and the hot water it made), without the law's share to complete. */
function withLawHeatPump(home: HomeSpec, climate: SiteClimate, hTrFactor: number, fit: CertificateFit): Simulation {
  const implied = home.implied && { ...home.implied, renewableShare: false };
  return simulateHome({ ...home, implied, systems: { ...home.systems, heater: 'heatPump' } }, climate, hTrFactor, fit);
}

/**
 * Standard-use simulation of the home. `hTrFactor` scales the transmission losses (the bills calibration); `fit` is the
 * model's free parameters, other than the fitted ones only in the search that fits them (certificate-fit-search.ts).
 */
export function simulateHome(
  home: HomeSpec,
  climate: SiteClimate,
  hTrFactor = 1,
  fit: CertificateFit = CERTIFICATE_FIT,
): Simulation {
  const envelope = buildEnvelope(envelopeInput(home, home, home.newerBands, fit));
  const balance = computeHeatBalance({
    hTr: envelope.hTr * hTrFactor,
    hVe: envelope.hVe,
    qSol: solarGains(envelope, climate),
    ...climate,
    housing: envelope.housing,
  });
  const coolingNeed = home.systems.cooling === 'none' ? 0 : coolingNeedOf(home, envelope, climate.zone, fit);
  const delivered = deliveredEnergy(
    balance.qHnd * home.sqm,
    home.hotWaterNeedKwhM2 * home.sqm,
    coolingNeed * home.sqm,
    home.systems,
  );
  const production = home.pv ? pvProductionKwh(home.pv, climate.zone) : 0;
  const afterPv = servicesAfterPv(delivered.uses, production);
  const renewable = delivered.renewableKwh + afterPv.coveredKwh;
  const share = home.implied?.renewableShare ? home.implied.requirements.renewableShare : 0;
  const candidate =
    share > 0 && FOSSIL_OR_RESISTANCE.includes(home.systems.heater)
      ? withLawHeatPump(home, climate, hTrFactor, fit)
      : null;
  // The heat pump joins only where it lowers the index (never for a home whose generator already does better).
  const hybrid = candidate && candidate.epNren < primaryEnergyNren(afterPv.uses, home.sqm) ? candidate : null;
  const part = hybrid
    ? heatPumpPart(
        { uses: afterPv.uses, renewableKwh: renewable },
        { uses: hybrid.certifiedUses, renewableKwh: hybrid.renewableKwh },
        share,
      )
    : 0;
  const certified = hybrid ? blendUses(afterPv.uses, hybrid.certifiedUses, part) : afterPv.uses;
  return {
    envelope,
    balance,
    heatingNeedKwhM2: balance.qHnd,
    hotWaterNeedKwhM2: home.hotWaterNeedKwhM2,
    coolingNeedKwhM2: coolingNeed,
    uses: hybrid ? blendUses(delivered.uses, hybrid.uses, part) : delivered.uses,
    renewableKwh: hybrid ? renewable * (1 - part) + hybrid.renewableKwh * part : renewable,
    pvProductionKwh: production,
    certifiedUses: certified,
    epNren: primaryEnergyNren(certified, home.sqm),
  };
}

/**
 * Reference building (energy-model.md §8.5.4): same floor area, position, glazed share and site, with the TABULA
 * "improved standard" envelope of the same building type (approximating the 2019/21 reference U-values), the
 * ventilation of the standard calculation (CERTIFIED_H_VE) and the standard systems (gas boiler 0.90 for heating and
 * hot water, the standard cooling machine when the home is cooled), renewables excluded.
 */
export function simulateReference(home: HomeSpec, climate: SiteClimate): { balance: HeatBalance; epNren: number } {
  const archetype = home.referenceArchetype;
  const envelope = buildEnvelope({
    archetype,
    position: home.position,
    windowShare: home.windowShare,
    window: { u: archetype.uWindow, g: archetype.gWindow },
    certified: CERTIFICATE_FIT,
  });
  const balance = computeHeatBalance({
    hTr: envelope.hTr,
    hVe: envelope.hVe,
    qSol: solarGains(envelope, climate),
    ...climate,
    housing: envelope.housing,
  });
  const coolingNeed =
    home.systems.cooling === 'none'
      ? 0
      : coolingNeedKwhM2({ ...envelope, summerSolarRatio: CERTIFICATE_FIT.summerSolarRatio, zone: climate.zone });
  const uses = referenceDeliveredEnergy(
    balance.qHnd * home.sqm,
    home.hotWaterNeedKwhM2 * home.sqm,
    coolingNeed * home.sqm,
  );
  return { balance, epNren: primaryEnergyNren(uses, home.sqm) };
}
