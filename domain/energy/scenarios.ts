import type { Residence } from './answer-choices.ts';
import { classFromRatio, type EnergyClass } from './classification.ts';
import type { EnergyConfig } from './config.ts';
import { formatEuroRange, formatEuroRounded } from '../format.ts';
import { bestIncentive, type AppliedIncentive, type IncentiveRule } from './incentives.ts';
import { GLAZING, type Retrofit } from './envelope.ts';
import { type HomeSpec } from './home.ts';
import { modelYear } from './model-year.ts';
import {
  add,
  condensingBoilerCost,
  scale,
  exposedAreas,
  heatPumpCost,
  INVESTMENT,
  roofAndFloorCost,
  wallCost,
  windowsCost,
  type Range,
} from './scenario-costs.ts';
import type { ScenarioId } from './measures.ts';
import { hundreds } from './rounding.ts';
import { simulateHome, type SiteClimate } from './simulate.ts';
import { SOLAR_HOT_WATER_FRACTION } from './systems.ts';

/**
 * "Class with improvements": renovation scenarios for the same home, rated with the same physics and reference
 * building. Targets are TABULA Italy refurbishment values [V]; investments are assumptions (scenario-costs.ts).
 */

export const MAX_SCENARIOS = 8;

/** Target U-values, TABULA IT "ImprovedStandard" elements: wall 0.27, roof 0.24, floor 0.30 W/m²K. [V] */
export const RETROFIT_U = { wall: 0.27, roof: 0.24, floor: 0.3 } as const;
/** h_ve after new windows (infiltration 0.2/h) and after a deep renovation (0.1/h), TABULA IT. [V values, A use] */
export const H_VE_AFTER_NEW_WINDOWS = 0.51;
export const H_VE_AFTER_DEEP_RENOVATION = 0.43;
/** Thermal bridges halved by an external insulation of the whole envelope (TABULA ΔU 0.10 -> 0.05). [A] */
export const THERMAL_BRIDGE_FACTOR_DEEP = 0.5;

/**
 * A heat pump lowers EPgl,nren for every heater but biomass (fP,nren 0.20: a pellet boiler already rates better than
 * a heat pump on grid electricity), so biomass homes keep their generator.
 */
const heatPumpHelps = (home: HomeSpec): boolean =>
  home.systems.heater !== 'heatPump' && home.systems.heater !== 'biomass';
const withRetrofit = (home: HomeSpec, retrofit: Retrofit): HomeSpec => ({
  ...home,
  retrofit: { ...home.retrofit, ...retrofit },
});
const toHeatPump = (home: HomeSpec): HomeSpec => ({ ...home, systems: { ...home.systems, heater: 'heatPump' } });

/**
 * Roof photovoltaics for a house: one kWp per 40 m² of floor, between 3 and 6 kWp, in half kWp [A: a common sizing
 * for a household's yearly use]. A flat's roof is the building's, a decision of the condominium, so flats are not
 * offered panels of their own.
 */
export const pvKwpFor = (home: HomeSpec): number => Math.min(6, Math.max(3, Math.round(home.sqm / 20) / 2));
const isHouse = (home: HomeSpec): boolean => home.position.kind === 'house';
const hasRenewableHotWater = (h: HomeSpec): boolean =>
  h.systems.hotWater === 'heatPump' ||
  h.systems.hotWater === 'solar' ||
  (h.systems.hotWater === 'sameAsHeating' && h.systems.heater === 'heatPump');

type SingleMeasureId = Exclude<ScenarioId, 'deepRenovation'>;

type Definition = {
  id: SingleMeasureId;
  title: string;
  description: string;
  applies: (home: HomeSpec) => boolean;
  apply: (home: HomeSpec) => HomeSpec;
  investment: (home: HomeSpec) => Range;
};

const DEFINITIONS: readonly Definition[] = [
  {
    id: 'wallInsulation',
    title: 'Cappotto termico',
    description: 'Isolamento delle pareti esterne fino a una trasmittanza di 0,27 W/m²K.',
    applies: (h) => Math.min(h.retrofit.wallU ?? Number.POSITIVE_INFINITY, h.archetype.uWall) > RETROFIT_U.wall + 0.02,
    apply: (h) => withRetrofit(h, { wallU: RETROFIT_U.wall }),
    investment: wallCost,
  },
  {
    id: 'newWindows',
    title: 'Nuovi serramenti',
    description:
      "Finestre nuove con vetrocamera basso emissivo e argon (U della finestra 1,7 W/m²K) e meno infiltrazioni d'aria.",
    applies: (h) => (h.retrofit.window ?? h.window).u > GLAZING.triple.u,
    apply: (h) => withRetrofit(h, { window: GLAZING.triple, maxHVe: H_VE_AFTER_NEW_WINDOWS }),
    investment: windowsCost,
  },
  {
    id: 'roofAndFloorInsulation',
    title: 'Isolamento di tetto e solaio',
    description: 'Isolamento del tetto o del sottotetto e del solaio verso terreno, cantina o garage, dove disperdono.',
    applies: (h) => {
      const { roof, floor } = exposedAreas(h);
      return (
        (roof > 0 && h.archetype.uRoof > RETROFIT_U.roof + 0.02) ||
        (floor > 0 && h.archetype.uFloor > RETROFIT_U.floor + 0.02)
      );
    },
    apply: (h) => withRetrofit(h, { roofU: RETROFIT_U.roof, floorU: RETROFIT_U.floor }),
    investment: roofAndFloorCost,
  },
  {
    id: 'heatPump',
    title: 'Pompa di calore',
    description:
      "Pompa di calore aria-acqua per il riscaldamento (e per l'acqua calda se prodotta dallo stesso impianto).",
    applies: heatPumpHelps,
    apply: toHeatPump,
    investment: heatPumpCost,
  },
  {
    id: 'condensingBoiler',
    title: 'Caldaia a condensazione',
    description: 'Sostituzione della caldaia tradizionale con una caldaia a condensazione.',
    applies: (h) => h.systems.heater === 'gasBoiler',
    apply: (h) => ({ ...h, systems: { ...h.systems, heater: 'condensingBoiler' } }),
    investment: condensingBoilerCost,
  },
  {
    id: 'solarHotWater',
    title: "Solare termico per l'acqua calda",
    description: 'Collettori solari che coprono circa il 60% del fabbisogno di acqua calda.',
    // A heat-pump water heater already beats a solar system backed by the heating generator.
    applies: (h) => h.systems.hotWater !== 'solar' && h.systems.hotWater !== 'heatPump' && h.systems.solarShare === 0,
    apply: (h) => ({ ...h, systems: { ...h.systems, hotWater: 'solar', solarShare: SOLAR_HOT_WATER_FRACTION } }),
    investment: () => INVESTMENT.solarHotWater,
  },
  {
    id: 'heatPumpWaterHeater',
    title: 'Scaldacqua a pompa di calore',
    description: "Scaldacqua a pompa di calore da 200-300 litri al posto dell'attuale produzione di acqua calda.",
    applies: (h) => !hasRenewableHotWater(h) && h.systems.solarShare === 0,
    apply: (h) => ({ ...h, systems: { ...h.systems, hotWater: 'heatPump' } }),
    investment: () => INVESTMENT.heatPumpWaterHeater,
  },
  {
    id: 'photovoltaics',
    title: 'Impianto fotovoltaico',
    description:
      'Pannelli fotovoltaici sul tetto, senza batteria: la casa usa subito circa un terzo della produzione e cede il resto alla rete.',
    applies: (h) => isHouse(h) && h.pv === null,
    apply: (h) => ({ ...h, pv: { kWp: pvKwpFor(h), battery: false } }),
    investment: (h) => scale(INVESTMENT.photovoltaicsPerKwp, pvKwpFor(h)),
  },
  {
    id: 'photovoltaicsWithBattery',
    title: 'Fotovoltaico con batteria',
    description: 'Pannelli fotovoltaici con una batteria di accumulo: la casa usa circa due terzi della produzione.',
    applies: (h) => isHouse(h) && !(h.pv?.battery ?? false),
    apply: (h) => ({ ...h, pv: { kWp: h.pv?.kWp ?? pvKwpFor(h), battery: true } }),
    investment: (h) =>
      h.pv ? INVESTMENT.battery : add(scale(INVESTMENT.photovoltaicsPerKwp, pvKwpFor(h)), INVESTMENT.battery),
  },
];

/** What a scenario does to the home, and what it costs. */
type Works = { title: string; description: string; after: HomeSpec; investmentEur: Range };

/**
 * The deep renovation combines, one at a time, the measure that lowers EPgl,nren most on top of those already taken,
 * and stops when none lowers it further: in a warm zone insulation may add more cooling than it saves heating (the
 * monthly balance of cooling.ts), and a biomass home keeps its generator, so the works differ by home. It is at least
 * as good as the best single measure, and it is offered only when it joins two measures or more. With walls and
 * windows both renewed, the works also make the envelope airtight and halve its thermal bridges.
 */
type DeepStep = {
  id: SingleMeasureId | 'tightEnvelope';
  /** How the deep renovation's description names it. */
  name: string;
  applies: (home: HomeSpec, taken: readonly DeepStep['id'][]) => boolean;
  apply: (home: HomeSpec) => HomeSpec;
  investment: (home: HomeSpec) => Range;
};

function definitionOf(id: SingleMeasureId): Definition {
  const definition = DEFINITIONS.find((d) => d.id === id);
  if (!definition) throw new Error(`scenarios: no measure ${id}`);
  return definition;
}

const measureStep = (id: SingleMeasureId, name: string, apply?: (home: HomeSpec) => HomeSpec): DeepStep => {
  const definition = definitionOf(id);
  return { id, name, applies: definition.applies, apply: apply ?? definition.apply, investment: definition.investment };
};

/** In a deep renovation the heat pump makes the hot water too, unless the sun makes it. */
const heatPumpWithHotWater = (h: HomeSpec): HomeSpec => {
  const pumped = toHeatPump(h);
  return h.systems.hotWater === 'solar'
    ? pumped
    : { ...pumped, systems: { ...pumped.systems, hotWater: 'sameAsHeating' } };
};

const DEEP_STEPS: readonly DeepStep[] = [
  measureStep('wallInsulation', 'cappotto termico'),
  measureStep('roofAndFloorInsulation', 'isolamento di tetto e solaio'),
  measureStep('newWindows', 'nuovi serramenti'),
  measureStep('heatPump', 'pompa di calore', heatPumpWithHotWater),
  measureStep('solarHotWater', "solare termico per l'acqua calda"),
  measureStep('photovoltaics', 'impianto fotovoltaico'),
  {
    id: 'tightEnvelope',
    name: "involucro a tenuta d'aria con ponti termici ridotti",
    applies: (_home, taken) => taken.includes('wallInsulation') && taken.includes('newWindows'),
    apply: (h) =>
      withRetrofit(h, { maxHVe: H_VE_AFTER_DEEP_RENOVATION, thermalBridgeFactor: THERMAL_BRIDGE_FACTOR_DEEP }),
    investment: () => ({ min: 0, max: 0 }),
  },
];

const italianList = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1] ?? ''}`;

function deepRenovation(home: HomeSpec, epNrenOf: (home: HomeSpec) => number): Works | null {
  const taken: DeepStep[] = [];
  let after = home;
  let epNren = epNrenOf(home);
  for (;;) {
    const takenIds = taken.map((step) => step.id);
    const options = DEEP_STEPS.filter((step) => !takenIds.includes(step.id) && step.applies(after, takenIds)).map(
      (step) => {
        const next = step.apply(after);
        return { step, next, epNren: epNrenOf(next) };
      },
    );
    const best = options.reduce<(typeof options)[number] | null>(
      (a, b) => (a === null || b.epNren < a.epNren ? b : a),
      null,
    );
    if (!best || best.epNren >= epNren) break;
    taken.push(best.step);
    after = best.next;
    epNren = best.epNren;
  }
  if (taken.filter((step) => step.id !== 'tightEnvelope').length < 2) return null;
  const inOrder = DEEP_STEPS.filter((step) => taken.includes(step));
  const description = italianList(inOrder.map((step) => step.name));
  return {
    title: 'Riqualificazione profonda',
    description: `${description.charAt(0).toUpperCase()}${description.slice(1)}.`,
    after,
    investmentEur: add(...inOrder.map((step) => step.investment(home))),
  };
}

/**
 * Service life of each measure (years) [A, typical figures used in cost-optimal studies: envelope 30, generators
 * 15-20]: a measure whose simple payback is longer does not pay back, and is shown so rather than as a number of
 * centuries.
 */
export const MEASURE_LIFE_YEARS: Readonly<Record<ScenarioId, number>> = {
  wallInsulation: 30,
  newWindows: 30,
  roofAndFloorInsulation: 30,
  heatPump: 18,
  condensingBoiler: 15,
  solarHotWater: 20,
  heatPumpWaterHeater: 15,
  photovoltaics: 25,
  photovoltaicsWithBattery: 15,
  deepRenovation: 30,
};

export type Scenario = {
  id: ScenarioId;
  title: string;
  description: string;
  energyClass: EnergyClass;
  epNren: number;
  ratio: number;
  /** Yearly cost and CO2 after the works, and the savings, on the same basis as the current figures. */
  costEur: number;
  co2Kg: number;
  savingEur: number;
  savingCo2Kg: number;
  investmentEur: Range;
  /** The incentive that gives most for these works, null when none applies. */
  incentive: AppliedIncentive | null;
  /** Investment less the incentive. */
  netInvestmentEur: Range;
  /**
   * Simple payback after the incentive (years), null when there is no saving or the measure cannot pay back within
   * its life.
   */
  paybackYears: Range | null;
  /** Advice: the works pay back within their life or improve the class; otherwise why not. */
  advised: boolean;
  notAdvisedReason: string | null;
};

export type ScenarioContext = {
  climate: SiteClimate;
  epReference: number;
  config: EnergyConfig;
  /** Calibration factor k of the heating need (1 without a usable bill). */
  heatingFactor: number;
  /** The current yearly figures shown to the user (bills included). */
  current: { costEur: number; co2Kg: number };
  incentives: { rules: readonly IncentiveRule[]; residence: Residence; date: string };
};

export function applicableScenarios(home: HomeSpec): ScenarioId[] {
  const ids: ScenarioId[] = [...DEFINITIONS.filter((d) => d.applies(home)).map((d) => d.id), 'deepRenovation'];
  const dropOrder: ScenarioId[] = [
    'solarHotWater',
    'heatPumpWaterHeater',
    'condensingBoiler',
    'roofAndFloorInsulation',
  ];
  while (ids.length > MAX_SCENARIOS) {
    const drop = dropOrder.find((id) => ids.includes(id));
    if (!drop) break;
    ids.splice(ids.indexOf(drop), 1);
  }
  return ids;
}

function singleMeasure(id: SingleMeasureId, home: HomeSpec): Works {
  const definition = definitionOf(id);
  return {
    title: definition.title,
    description: definition.description,
    after: definition.apply(home),
    investmentEur: definition.investment(home),
  };
}

/** Why works that neither pay back within their life nor improve the class are not advice (Italian, for the card). */
function notAdvisedReason(id: ScenarioId, savingEur: number, net: Range, energyClass: EnergyClass): string {
  const stays = `la classe resta ${energyClass}`;
  if (savingEur <= 0) return `Non conveniente per questa casa: non riduce la spesa annua e ${stays}.`;
  return (
    `Non conveniente per questa casa: risparmia circa ${formatEuroRounded(savingEur)} l'anno, che in ${String(MEASURE_LIFE_YEARS[id])} anni di vita ` +
    `dell'intervento non ripagano la spesa netta di ${formatEuroRange({ min: hundreds(net.min), max: hundreds(net.max) })}, e ${stays}.`
  );
}

export function renovationScenarios(home: HomeSpec, ctx: ScenarioContext): Scenario[] {
  const before = modelYear(home, ctx.climate, ctx.config, ctx.heatingFactor);
  const epNrenOf = (h: HomeSpec) => simulateHome(h, ctx.climate, Math.sqrt(ctx.heatingFactor)).epNren;
  const epNrenBefore = epNrenOf(home);
  const classBefore = classFromRatio(epNrenBefore / ctx.epReference);
  const scenarios = applicableScenarios(home).flatMap((id): Scenario[] => {
    const works = id === 'deepRenovation' ? deepRenovation(home, epNrenOf) : singleMeasure(id, home);
    if (!works) return [];
    const { after, investmentEur } = works;
    const simulation = simulateHome(after, ctx.climate, Math.sqrt(ctx.heatingFactor));
    const year = modelYear(after, ctx.climate, ctx.config, ctx.heatingFactor);
    const savingEur = before.costEur - year.costEur;
    const savingCo2Kg = before.co2Kg - year.co2Kg;
    const ratio = simulation.epNren / ctx.epReference;
    // Works that raise the primary energy (new windows that cut more solar gain than heat loss) are no advice; a
    // battery leaves it as it is (the certificate's balance is monthly) and is judged by what it saves.
    if (simulation.epNren > epNrenBefore + 1e-9 || (simulation.epNren >= epNrenBefore && savingEur <= 0)) return [];
    const energyClass = classFromRatio(ratio);
    const incentive = bestIncentive(
      ctx.incentives.rules,
      id,
      investmentEur,
      ctx.incentives.residence,
      ctx.incentives.date,
    );
    const netInvestmentEur = {
      min: investmentEur.min - (incentive?.eur.min ?? 0),
      max: investmentEur.max - (incentive?.eur.max ?? 0),
    };
    const paysBack = savingEur > 0 && netInvestmentEur.min / savingEur <= MEASURE_LIFE_YEARS[id];
    const improvesClass = energyClass !== classBefore;
    const advised = paysBack || improvesClass;
    return [
      {
        id,
        title: works.title,
        description: works.description,
        energyClass,
        epNren: simulation.epNren,
        ratio,
        costEur: Math.max(0, ctx.current.costEur - savingEur),
        co2Kg: Math.max(0, ctx.current.co2Kg - savingCo2Kg),
        savingEur,
        savingCo2Kg,
        investmentEur,
        incentive,
        netInvestmentEur,
        paybackYears: paysBack
          ? { min: netInvestmentEur.min / savingEur, max: netInvestmentEur.max / savingEur }
          : null,
        advised,
        notAdvisedReason: advised ? null : notAdvisedReason(id, savingEur, netInvestmentEur, classBefore),
      },
    ];
  });
  return [...scenarios.filter((s) => s.advised), ...scenarios.filter((s) => !s.advised)];
}
