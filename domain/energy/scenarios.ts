import { classFromRatio, type EnergyClass } from './classification.ts';
import type { EnergyConfig } from './config.ts';
import { GLAZING, type Retrofit } from './envelope.ts';
import { type HomeSpec } from './home.ts';
import { modelYear } from './model-year.ts';
import {
  add,
  condensingBoilerCost,
  exposedAreas,
  heatPumpCost,
  INVESTMENT,
  roofAndFloorCost,
  wallCost,
  windowsCost,
  type Range,
} from './scenario-costs.ts';
import { simulateHome, type SiteClimate } from './simulate.ts';

/**
 * "Class with improvements": renovation scenarios for the same home, rated with the same physics and reference
 * building. Targets are TABULA Italy refurbishment values [V]; investments are assumptions (scenario-costs.ts).
 */

export const SCENARIO_IDS = [
  'wallInsulation', 'newWindows', 'roofAndFloorInsulation', 'heatPump', 'condensingBoiler', 'solarHotWater', 'deepRenovation',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export const MAX_SCENARIOS = 5;

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
const heatPumpHelps = (home: HomeSpec): boolean => home.systems.heater !== 'heatPump' && home.systems.heater !== 'biomass';
const withRetrofit = (home: HomeSpec, retrofit: Retrofit): HomeSpec => ({ ...home, retrofit: { ...home.retrofit, ...retrofit } });
const toHeatPump = (home: HomeSpec): HomeSpec => ({ ...home, systems: { ...home.systems, heater: 'heatPump' } });

type Definition = {
  id: ScenarioId;
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
    description: "Finestre nuove con vetrocamera basso emissivo e argon (U della finestra 1,7 W/m²K) e meno infiltrazioni d'aria.",
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
      return (roof > 0 && h.archetype.uRoof > RETROFIT_U.roof + 0.02) || (floor > 0 && h.archetype.uFloor > RETROFIT_U.floor + 0.02);
    },
    apply: (h) => withRetrofit(h, { roofU: RETROFIT_U.roof, floorU: RETROFIT_U.floor }),
    investment: roofAndFloorCost,
  },
  {
    id: 'heatPump',
    title: 'Pompa di calore',
    description: "Pompa di calore aria-acqua per il riscaldamento (e per l'acqua calda se prodotta dallo stesso impianto).",
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
    description: "Collettori solari che coprono circa il 60% del fabbisogno di acqua calda.",
    // A heat-pump water heater already beats a solar system backed by the heating generator.
    applies: (h) => h.systems.hotWater !== 'solar' && h.systems.hotWater !== 'heatPump',
    apply: (h) => ({ ...h, systems: { ...h.systems, hotWater: 'solar' } }),
    investment: () => INVESTMENT.solarHotWater,
  },
  {
    id: 'deepRenovation',
    title: 'Riqualificazione profonda',
    description: 'Cappotto, isolamento di tetto e solaio dove disperdono, nuovi serramenti e pompa di calore.',
    applies: () => true,
    apply: (h) => {
      const envelope = withRetrofit(h, {
        wallU: RETROFIT_U.wall, roofU: RETROFIT_U.roof, floorU: RETROFIT_U.floor, window: GLAZING.triple,
        maxHVe: H_VE_AFTER_DEEP_RENOVATION, thermalBridgeFactor: THERMAL_BRIDGE_FACTOR_DEEP,
      });
      const system = heatPumpHelps(h) ? toHeatPump(envelope) : envelope;
      const hotWater = h.systems.hotWater === 'solar' ? 'solar' : 'sameAsHeating';
      return { ...system, systems: { ...system.systems, hotWater } };
    },
    investment: (h) => add(wallCost(h), windowsCost(h), roofAndFloorCost(h), heatPumpHelps(h) ? heatPumpCost(h) : { min: 0, max: 0 }),
  },
];

/**
 * Service life of each measure (years) [A, typical figures used in cost-optimal studies: envelope 30, generators 15-20]:
 * a measure whose simple payback is longer does not pay back, and is shown so rather than as a number of centuries.
 */
export const MEASURE_LIFE_YEARS: Readonly<Record<ScenarioId, number>> = {
  wallInsulation: 30, newWindows: 30, roofAndFloorInsulation: 30, heatPump: 18, condensingBoiler: 15, solarHotWater: 20,
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
  /** Simple payback (years), null when there is no saving or the measure cannot pay back within its life. */
  paybackYears: Range | null;
};

export type ScenarioContext = {
  climate: SiteClimate;
  epReference: number;
  config: EnergyConfig;
  /** Calibration factor k of the heating need (1 without a usable bill). */
  heatingFactor: number;
  /** The current yearly figures shown to the user (bills included). */
  current: { costEur: number; co2Kg: number };
};

export function applicableScenarios(home: HomeSpec): ScenarioId[] {
  const ids = DEFINITIONS.filter((d) => d.applies(home)).map((d) => d.id);
  const dropOrder: ScenarioId[] = ['solarHotWater', 'condensingBoiler', 'roofAndFloorInsulation'];
  while (ids.length > MAX_SCENARIOS) {
    const drop = dropOrder.find((id) => ids.includes(id));
    if (!drop) break;
    ids.splice(ids.indexOf(drop), 1);
  }
  return ids;
}

export function renovationScenarios(home: HomeSpec, ctx: ScenarioContext): Scenario[] {
  const before = modelYear(home, ctx.climate, ctx.config, ctx.heatingFactor);
  const epNrenBefore = simulateHome(home, ctx.climate, Math.sqrt(ctx.heatingFactor)).epNren;
  return applicableScenarios(home).flatMap((id) => {
    const definition = DEFINITIONS.find((d) => d.id === id);
    if (!definition) return [];
    const after = definition.apply(home);
    const simulation = simulateHome(after, ctx.climate, Math.sqrt(ctx.heatingFactor));
    const year = modelYear(after, ctx.climate, ctx.config, ctx.heatingFactor);
    const savingEur = before.costEur - year.costEur;
    const savingCo2Kg = before.co2Kg - year.co2Kg;
    const investmentEur = definition.investment(home);
    const ratio = simulation.epNren / ctx.epReference;
    // A measure that would not lower the primary energy (new windows that cut more solar gain than heat loss) is no advice.
    if (simulation.epNren >= epNrenBefore) return [];
    return [
      {
        id,
        title: definition.title,
        description: definition.description,
        energyClass: classFromRatio(ratio),
        epNren: simulation.epNren,
        ratio,
        costEur: Math.max(0, ctx.current.costEur - savingEur),
        co2Kg: Math.max(0, ctx.current.co2Kg - savingCo2Kg),
        savingEur,
        savingCo2Kg,
        investmentEur,
        paybackYears:
          savingEur > 0 && investmentEur.min / savingEur <= MEASURE_LIFE_YEARS[id]
            ? { min: investmentEur.min / savingEur, max: investmentEur.max / savingEur }
            : null,
      },
    ];
  });
}
