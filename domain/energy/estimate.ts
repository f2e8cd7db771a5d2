import type { WizardAnswers } from './answers-schema.ts';
import { assumptionsOf } from './assumptions.ts';
import {
  acceptedBills,
  applyBills,
  calibrateWithBills,
  MAX_CLASS_STEPS_FROM_BILLS,
  type Calibration,
} from './calibration.ts';
import { END_USES, type EndUse, totalKwh } from './carriers.ts';
import {
  classFromRatio,
  clampRatioToClasses,
  ENERGY_CLASS_DESCRIPTIONS,
  type EnergyClass,
  possibleClasses,
} from './classification.ts';
import { lookupComune, type ComuneLookup } from './climate.ts';
import { DEFAULT_ENERGY_CONFIG, type EnergyConfig } from './config.ts';
import { answerInconsistencies } from './consistency.ts';
import type {
  EnergyEstimate,
  EstimateError,
  EstimateResult,
  EstimateUncertainty,
  ScenarioEstimate,
} from './estimate-types.ts';
import { costSplit, type CostPart } from './cost-split.ts';
import { homeFromAnswers } from './home.ts';
import { DEFAULT_INCENTIVE_RULES, type IncentiveRule } from './incentives.ts';
import { similarHomes } from './similar-homes.ts';
import { modelYear, scaleClimateUses } from './model-year.ts';
import { carrierYears, sumYears } from './operational.ts';
import { renovationScenarios, type Scenario } from './scenarios.ts';
import { decimals, hundreds, whole } from './rounding.ts';
import { simulateHome, simulateReference, siteClimateOf } from './simulate.ts';

export const ENERGY_MODEL_VERSION = '3.0.1';

/**
 * Relative uncertainty of the modelled heating and cooling, for the CO2 and cost ranges [A]: ±25% from the answers
 * alone (the spread of certified homes of one cell around its mean is wider; this is the model's own), ±10% when a
 * bill of the heating carrier calibrated it.
 */
export const CLIMATE_USE_SPREAD = { model: 0.25, calibrated: 0.1 } as const;

/**
 * config: prices and emission factors; incentives: the rules back office keeps (DEFAULT_INCENTIVE_RULES without);
 * today: the date (yyyy-mm-dd) whose incentives apply, the current UTC date without.
 */
export type EstimateOptions = { config?: EnergyConfig; incentives?: readonly IncentiveRule[]; today?: string };

function comuneError(lookup: Exclude<ComuneLookup, { status: 'found' }>): EstimateError {
  const candidates =
    lookup.status === 'ambiguous'
      ? lookup.candidates.map((c) => ({ name: c.name, displayName: c.displayName, province: c.province }))
      : [];
  return lookup.status === 'ambiguous'
    ? {
        code: 'ambiguousComune',
        path: ['address', 'city'],
        message: 'Esistono più comuni con questo nome: indica anche la provincia',
        candidates,
      }
    : {
        code: 'unknownComune',
        path: ['address', 'city'],
        message: "Comune non trovato nell'elenco ufficiale: sceglilo tra quelli proposti",
        candidates,
      };
}

function roundScenario(s: Scenario): ScenarioEstimate {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    energyClass: s.energyClass,
    epglNren: decimals(s.epNren, 1),
    costEurYear: whole(s.costEur),
    co2KgYear: whole(s.co2Kg),
    savingEurYear: whole(s.savingEur),
    savingCo2KgYear: whole(s.savingCo2Kg),
    investmentEur: { min: hundreds(s.investmentEur.min), max: hundreds(s.investmentEur.max) },
    incentive: s.incentive && {
      ...s.incentive,
      rate: decimals(s.incentive.rate, 2),
      eur: { min: hundreds(s.incentive.eur.min), max: hundreds(s.incentive.eur.max) },
    },
    netInvestmentEur: { min: hundreds(s.netInvestmentEur.min), max: hundreds(s.netInvestmentEur.max) },
    paybackYears: s.paybackYears
      ? { min: decimals(s.paybackYears.min, 1), max: decimals(s.paybackYears.max, 1) }
      : null,
    advised: s.advised,
    notAdvisedReason: s.notAdvisedReason,
    investmentIsAssumption: true,
  };
}

function uncertaintyOf(
  ratio: number,
  energyClass: EnergyClass,
  modelClass: EnergyClass,
  calibration: Calibration,
  answers: WizardAnswers,
): EstimateUncertainty {
  const classes = possibleClasses(ratio);
  const nearClassBoundary = classes.length > 1;
  const inconsistencies = [...calibration.issues, ...answerInconsistencies(answers)];
  const calibratedWithBills = calibration.checks.some((c) => c.plausible);
  const heatingCheck = calibration.checks.find((c) => c.heatsTheHome);
  const notes: string[] = [
    "Stima indicativa: non sostituisce l'Attestato di Prestazione Energetica (APE) redatto da un tecnico abilitato.",
  ];
  if (nearClassBoundary) {
    const other = classes.filter((c) => c !== energyClass).join(' o ');
    notes.push(`L'indice è vicino al limite tra due classi: la classe potrebbe essere anche ${other}.`);
  }
  notes.push(
    calibratedWithBills
      ? "Consumi, CO2 e costi annui seguono le bollette indicate; la classe resta una stima a uso standard, come nell'APE."
      : 'Consumi, CO2 e costi annui sono stimati a uso standard: indicando le bollette annue la stima diventa più precisa.',
  );
  if (answers.heatingManagement === 'centralized') {
    notes.push(
      'Con il riscaldamento centralizzato i consumi di riscaldamento sono stimati, non ricavati dalle bollette.',
    );
  }
  const level =
    calibration.issues.length > 0
      ? 'high'
      : nearClassBoundary || inconsistencies.length > 0 || !calibratedWithBills
        ? 'medium'
        : 'low';
  return {
    level,
    possibleClasses: classes,
    nearClassBoundary,
    modelEnergyClass: modelClass,
    calibratedWithBills,
    heatingBillRatio: heatingCheck ? decimals(heatingCheck.ratio, 2) : null,
    inconsistencies,
    notes,
  };
}

/**
 * Estimates the energy class, yearly kWh, CO2 and cost, and renovation scenarios of a home from the wizard answers
 * (already validated with wizardAnswersSchema). Fails only when the comune cannot be resolved.
 */
export function estimateEnergy(answers: WizardAnswers, options: EstimateOptions = {}): EstimateResult {
  const config = options.config ?? DEFAULT_ENERGY_CONFIG;
  const lookup = lookupComune(answers.address.city, answers.address.province);
  if (lookup.status !== 'found') return { ok: false, error: comuneError(lookup) };
  const { comune } = lookup;
  const climate = siteClimateOf(comune);

  const home = homeFromAnswers(answers);
  const reference = simulateReference(home, climate);
  const model = modelYear(home, climate, config);
  const modelRatio = model.simulation.epNren / reference.epNren;
  const modelClass = classFromRatio(modelRatio);

  const calibration = calibrateWithBills(answers, home, model.uses, config);
  const k = calibration.heatingFactor;
  const ratio =
    k === null
      ? modelRatio
      : clampRatioToClasses(
          simulateHome(home, climate, Math.sqrt(k)).epNren / reference.epNren,
          modelClass,
          MAX_CLASS_STEPS_FROM_BILLS,
        );
  const energyClass = classFromRatio(ratio);

  const uses = applyBills(model.uses, home, calibration);
  const carriers = carrierYears(uses, config, acceptedBills(calibration));
  const netOfExport = (y: ReturnType<typeof sumYears>) => ({ ...y, costEur: y.costEur - model.pvExportEur });
  const totals = netOfExport(sumYears(carriers));
  const scenarios = renovationScenarios(home, {
    climate,
    epReference: reference.epNren,
    config,
    heatingFactor: k ?? 1,
    current: totals,
    incentives: {
      rules: options.incentives ?? DEFAULT_INCENTIVE_RULES,
      residence: answers.residence ?? 'main',
      date: options.today ?? new Date().toISOString().slice(0, 10),
    },
  });

  const spread = calibration.heatingFactor === null ? CLIMATE_USE_SPREAD.model : CLIMATE_USE_SPREAD.calibrated;
  const bounds = [1 - spread, 1 + spread].map((f) =>
    netOfExport(sumYears(carrierYears(scaleClimateUses(uses, f), config, acceptedBills(calibration)))),
  );
  const rangeOf = (pick: (y: { co2Kg: number; costEur: number }) => number) => {
    const values = bounds.map(pick);
    return { min: whole(Math.min(...values, pick(totals))), max: whole(Math.max(...values, pick(totals))) };
  };

  const similar = similarHomes(comune.zone, answers.constructionYear, answers.sqm, ratio * reference.epNren);
  const endUsesKwhYear = Object.fromEntries(END_USES.map((e) => [e, whole(totalKwh(uses, undefined, [e]))])) as Record<
    EndUse,
    number
  >;
  const estimate: EnergyEstimate = {
    energyClass,
    classDescription: ENERGY_CLASS_DESCRIPTIONS[energyClass],
    epglNren: decimals(ratio * reference.epNren, 1),
    epglNrenReference: decimals(reference.epNren, 1),
    ratio: decimals(ratio, 2),
    co2KgYear: whole(totals.co2Kg),
    costEurYear: whole(totals.costEur),
    co2KgYearRange: rangeOf((y) => y.co2Kg),
    costEurYearRange: rangeOf((y) => y.costEur),
    kWhYear: whole(totals.kWh),
    costSplitEurYear: Object.fromEntries(
      Object.entries(costSplit(uses, carriers)).map(([part, eur]) => [part, whole(eur)]),
    ) as Record<CostPart, number>,
    pvExportEurYear: whole(model.pvExportEur),
    pvProductionKwhYear: whole(model.simulation.pvProductionKwh),
    carriers: carriers.map((c) => ({
      carrier: c.carrier,
      kWhYear: whole(c.kWh),
      quantity: decimals(c.quantity, 1),
      unit: c.unit,
      co2KgYear: whole(c.co2Kg),
      costEurYear: whole(c.costEur),
      fromBill: c.fromBill,
    })),
    endUsesKwhYear,
    renewableKwhYear: whole(model.simulation.renewableKwh),
    heatingNeedKwhM2: decimals(model.simulation.heatingNeedKwhM2, 1),
    hotWaterNeedKwhM2: decimals(model.simulation.hotWaterNeedKwhM2, 1),
    climateZone: comune.zone,
    degreeDays: comune.degreeDays,
    comune: {
      name: comune.name,
      displayName: comune.displayName,
      province: comune.province,
      altitude: comune.altitude,
    },
    archetype: { code: home.archetype.code, type: home.archetype.type },
    uncertainty: uncertaintyOf(ratio, energyClass, modelClass, calibration, answers),
    assumptions: assumptionsOf(answers, home, config.pricesDate),
    scenarios: scenarios.map(roundScenario),
    similarHomes: similar && { ...similar, deviation: decimals(similar.deviation, 2) },
    residence: answers.residence ?? 'main',
    pricesDate: config.pricesDate,
    modelVersion: ENERGY_MODEL_VERSION,
  };
  return { ok: true, estimate };
}
