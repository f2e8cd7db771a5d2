import type { GeolocationAddress } from '../rules/address.ts';
import { classFromRatio, type EnergyClass } from '../energy/classification.ts';
import { wizardAnswersSchema, type WizardAnswersInput } from '../energy/answers-schema.ts';
import { estimateEnergy } from '../energy/estimate.ts';
import type { ScenarioId } from '../energy/measures.ts';
import type { WorkCategory } from './catalogue.ts';
import type { Stair } from './schemas.ts';

/**
 * The energy wizard's engine applied to a building of a condominium: each stair is estimated as its average dwelling
 * (heated area over units, on a middle floor, centralised heating), the building's class is the one of the ratio to the
 * reference weighted by heated area; after the works, the engine's scenario of the building's works (the deep
 * renovation when they cover three or more of envelope and generator, else the best of those listed).
 */
export interface BuildingEstimate {
  before: EnergyClass | null;
  after: EnergyClass | null;
  note: string | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const DEEP_MEASURES: readonly WorkCategory[] = ['wallInsulation', 'newWindows', 'roofAndFloorInsulation', 'heatPump'];

function answersOf(stair: Stair, address: GeolocationAddress): WizardAnswersInput {
  const sqm = clamp(Math.round(stair.heatedAreaSqm / stair.units), 20, 1000);
  const apartment = stair.typology === 'apartment';
  const floors = apartment ? stair.floors : Math.min(stair.floors, 5);
  return {
    typology: stair.typology,
    sqm,
    floor: apartment ? Math.ceil(floors / 2) : 0,
    floors,
    constructionYear: stair.constructionYear,
    roomsNumber: clamp(Math.round(sqm / 25), 1, 30),
    bathroomsNumber: sqm > 90 ? 2 : 1,
    windowsNumber: clamp(Math.round(sqm / 15), 1, 150),
    doorWindowsNumber: 2,
    windowType: stair.constructionYear < 1990 ? 'single' : 'double',
    heatingManagement: 'centralized',
    heatersType: stair.constructionYear < 2005 ? 'gasBoiler' : 'condensingBoiler',
    hotWaterType: 'sameAsHeating',
    lift: apartment && floors > 3,
    garage: false,
    balconies: true,
    gasCost: null,
    powerCost: null,
    address,
  };
}

function scenarioFor(
  categories: ReadonlySet<WorkCategory>,
  available: readonly { id: ScenarioId; ratio: number }[],
): number | null {
  const deep =
    DEEP_MEASURES.filter((measure) => categories.has(measure)).length >= 3
      ? available.find((scenario) => scenario.id === 'deepRenovation')
      : undefined;
  if (deep) return deep.ratio;
  const chosen = available.filter((scenario) => (categories as ReadonlySet<string>).has(scenario.id));
  return chosen.length === 0 ? null : Math.min(...chosen.map((scenario) => scenario.ratio));
}

/** The estimated class of a building before and after its works, or why there is none. */
export function estimateBuilding(
  address: GeolocationAddress,
  stairs: readonly Stair[],
  categories: ReadonlySet<WorkCategory>,
): BuildingEstimate {
  if (stairs.length === 0)
    return { before: null, after: null, note: "Nessuna scala: aggiungi le scale dell'edificio per la stima" };
  let area = 0;
  let before = 0;
  let after = 0;
  for (const stair of stairs) {
    const parsed = wizardAnswersSchema.safeParse(answersOf(stair, address));
    if (!parsed.success)
      return {
        before: null,
        after: null,
        note: `Stima non disponibile: ${parsed.error.issues[0]?.message ?? 'dati non validi'}`,
      };
    const result = estimateEnergy(parsed.data);
    if (!result.ok) return { before: null, after: null, note: `Stima non disponibile: ${result.error.message}` };
    const { estimate } = result;
    const scenarios = estimate.scenarios.map((scenario) => ({
      id: scenario.id,
      ratio: scenario.epglNren / estimate.epglNrenReference,
    }));
    area += stair.heatedAreaSqm;
    before += estimate.ratio * stair.heatedAreaSqm;
    after += (scenarioFor(categories, scenarios) ?? estimate.ratio) * stair.heatedAreaSqm;
  }
  return { before: classFromRatio(before / area), after: classFromRatio(after / area), note: null };
}
