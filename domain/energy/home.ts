import type { WizardAnswers } from './answers-schema.ts';
import type { CarrierUse } from './carriers.ts';
import { type Position, type Retrofit, type WindowSpec, windowShare, windowSpecFor } from './envelope.ts';
import type { SystemsSpec } from './systems.ts';
import type { Archetype } from './tabula.ts';
import { defaultCoolingFor } from './cooling-defaults.ts';
import { newBuildRequirementsFor, type NewBuildRequirements } from './law-requirements.ts';
import type { PvSystem } from './photovoltaics.ts';
import { plantEraFor } from './plant-era.ts';
import { SOLAR_HOT_WATER_FRACTION, solarHotWaterShare } from './systems.ts';
import {
  hotWaterNeedKwhPerM2,
  newerArchetypes,
  referenceArchetype,
  selectArchetype,
  tabulaTypeFor,
} from './typology.ts';

/** A newer band of the same type, with the glazing a home of that band would be given. */
export type NewerBand = { archetype: Archetype; window: WindowSpec };

/**
 * The home as the engine sees it, derived from the wizard answers. Scenarios derive modified copies.
 * Lift, garage and balconies are accepted but do not change the estimate: a condominium lift is not part of a flat's
 * EPgl,nren (energy-model.md §1.1), and neither the garage nor the balconies are described well enough to change the
 * envelope [A].
 */
export type HomeSpec = {
  sqm: number;
  archetype: Archetype;
  /**
   * Newer bands of the same type, oldest first: an older home is never tighter than these (envelope.ts) nor cooler in
   * summer (simulate.ts).
   */
  newerBands: NewerBand[];
  referenceArchetype: Archetype;
  position: Position;
  windowShare: number;
  window: WindowSpec;
  retrofit: Retrofit;
  systems: SystemsSpec;
  hotWaterNeedKwhM2: number;
  occupants: number;
  gasCooking: boolean;
  /** Footprint at ground level (m²) the home stands on: a house's own, a flat's share of its building's. */
  footprintM2: number;
  /** Photovoltaics serving the home (a flat's share of the building's), null without. */
  pv: PvSystem | null;
  /** What the law required of the home's age and the home has because its owner did not say otherwise. */
  implied: {
    requirements: NewBuildRequirements;
    photovoltaics: boolean;
    solarThermal: boolean;
    renewableShare: boolean;
  } | null;
};

/** Occupants from the floor area: 1 + (m² − 30) / 40, between 1 and 5 (2.5 for 90 m²). [A] */
export function occupantsFor(sqm: number): number {
  return Math.min(5, Math.max(1, 1 + (sqm - 30) / 40));
}

/**
 * Household electricity outside EPgl,nren (appliances, lighting): 1,000 kWh + 400 kWh per occupant [A], i.e. the
 * ARERA "cliente tipo" 2,000 kWh/year for 2.5 people [V energy-model.md §5.3].
 */
export const APPLIANCES_BASE_KWH = 1000;
export const APPLIANCES_KWH_PER_OCCUPANT = 400;
/** Cooking: 50 Sm³ of gas per person a year [A §8.7] (489.5 kWh), or 250 kWh of electricity (induction) [A]. */
export const COOKING_GAS_SM3_PER_OCCUPANT = 50;
export const COOKING_ELECTRICITY_KWH_PER_OCCUPANT = 250;
const GAS_KWH_PER_SM3 = 9.79;

export function householdUses(home: HomeSpec): CarrierUse[] {
  return [
    {
      carrier: 'electricity',
      endUse: 'appliances',
      kWh: APPLIANCES_BASE_KWH + APPLIANCES_KWH_PER_OCCUPANT * home.occupants,
    },
    home.gasCooking
      ? {
          carrier: 'naturalGas',
          endUse: 'cooking',
          kWh: COOKING_GAS_SM3_PER_OCCUPANT * GAS_KWH_PER_SM3 * home.occupants,
        }
      : { carrier: 'electricity', endUse: 'cooking', kWh: COOKING_ELECTRICITY_KWH_PER_OCCUPANT * home.occupants },
  ];
}

export function positionFor(answers: Pick<WizardAnswers, 'typology' | 'floor' | 'floors'>): Position {
  if (answers.typology !== 'apartment') return { kind: 'house', storeys: answers.floors };
  // "floors" may or may not count the ground floor: the last two readings of the top floor are both accepted.
  return { kind: 'flat', top: answers.floor >= answers.floors - 1, ground: answers.floor === 0 };
}

/** Gas on the premises for cooking: a gas heater or water heater of the flat, or a gas bill. [A] */
function hasGasCooking(answers: WizardAnswers): boolean {
  const ownGasHeater =
    answers.heatingManagement === 'autonomous' &&
    (answers.heatersType === 'gasBoiler' || answers.heatersType === 'condensingBoiler');
  return ownGasHeater || answers.hotWaterType === 'gasHeater' || (answers.gasCost ?? 0) > 0;
}

/** The user's glazing as the least performing of the rows it may stand for (an older home never gets better glass). */
function worstWindow(windowType: WizardAnswers['windowType'], archetypes: readonly Archetype[]): WindowSpec {
  return archetypes.map((a) => windowSpecFor(windowType, a)).reduce((worst, w) => (w.u > worst.u ? w : worst));
}

/** Gross over net floor area: walls and partitions [A]. */
export const GROSS_TO_NET_AREA = 1.15;

/**
 * A house's footprint is its floor area over its storeys; a flat's, its share of its building's (area over storeys).
 */
export function footprintFor(answers: Pick<WizardAnswers, 'sqm' | 'floors'>): number {
  return (answers.sqm * GROSS_TO_NET_AREA) / Math.max(1, answers.floors);
}

/** Photovoltaics a house owner declares without the law's sizing: a common 3 kWp roof system [A]. */
export const DECLARED_HOUSE_PV_KWP = 3;
/** Photovoltaics of a flat that declares a share of its building's, as the 2018 law sized them (K = 50). [A] */
export const DECLARED_FLAT_FOOTPRINT_M2_PER_KWP = 50;

/**
 * A home whose owner names solar collectors or a heat-pump water heater for its hot water does not get the law's
 * collectors on top. Hot water from the heating heat pump does: the collectors are implied whatever the heater, so a
 * heat pump never rates worse than a boiler with the collectors the law implied for it.
 */
function hasRenewableHotWater(answers: WizardAnswers): boolean {
  return answers.hotWaterType === 'solar' || answers.hotWaterType === 'heatPump';
}

function pvOf(answers: WizardAnswers, footprintM2: number, law: NewBuildRequirements | null): PvSystem | null {
  const lawKwp = law ? footprintM2 / law.footprintM2PerKwp : 0;
  if (answers.photovoltaics === undefined) return law ? { kWp: lawKwp, battery: false } : null;
  if (answers.photovoltaics === 'none') return null;
  const declared =
    answers.typology === 'apartment' ? footprintM2 / DECLARED_FLAT_FOOTPRINT_M2_PER_KWP : DECLARED_HOUSE_PV_KWP;
  return { kWp: Math.max(lawKwp, declared), battery: answers.photovoltaics === 'panelsWithBattery' };
}

export function homeFromAnswers(answers: WizardAnswers): HomeSpec {
  const type = tabulaTypeFor(answers.typology, answers.floors);
  const archetype = selectArchetype(type, answers.constructionYear);
  const newer = newerArchetypes(type, answers.constructionYear);
  const law = newBuildRequirementsFor(answers.constructionYear);
  const footprintM2 = footprintFor(answers);
  const impliedSolar = law !== null && answers.solarThermal === undefined && !hasRenewableHotWater(answers);
  const declaredSolar = answers.solarThermal === 'collectors' && answers.hotWaterType !== 'solar';
  const solarShare = impliedSolar ? law.hotWaterRenewableShare : declaredSolar ? SOLAR_HOT_WATER_FRACTION : 0;
  return {
    sqm: answers.sqm,
    archetype,
    newerBands: newer.map((band, i) => ({ archetype: band, window: worstWindow(answers.windowType, newer.slice(i)) })),
    referenceArchetype: referenceArchetype(type),
    position: positionFor(answers),
    windowShare: windowShare(answers.windowsNumber, answers.doorWindowsNumber, answers.sqm),
    window: worstWindow(answers.windowType, [archetype, ...newer]),
    retrofit: {},
    systems: {
      heater: answers.heatersType,
      management: answers.heatingManagement,
      hotWater: answers.hotWaterType,
      cooling: answers.coolingType ?? defaultCoolingFor(answers.heatersType),
      era: plantEraFor(answers.constructionYear),
      solarShare: solarHotWaterShare(answers.hotWaterType, solarShare),
    },
    hotWaterNeedKwhM2: hotWaterNeedKwhPerM2(type),
    occupants: occupantsFor(answers.sqm),
    gasCooking: hasGasCooking(answers),
    footprintM2,
    pv: pvOf(answers, footprintM2, law),
    implied:
      law && (answers.photovoltaics === undefined || answers.solarThermal === undefined)
        ? {
            requirements: law,
            photovoltaics: answers.photovoltaics === undefined,
            solarThermal: impliedSolar,
            renewableShare: true,
          }
        : null,
  };
}
