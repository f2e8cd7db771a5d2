import {
  HEATER_TYPES,
  HEATING_MANAGEMENTS,
  HOT_WATER_TYPES,
  PHOTOVOLTAICS,
  RESIDENCES,
  SOLAR_THERMAL,
  TYPOLOGIES,
  WINDOW_TYPES,
} from '../../domain/energy/answer-choices.ts';
import { COOLING_TYPES } from '../../domain/energy/cooling.ts';
import { EMPTY_DRAFT, WIZARD_NATION, type WizardDraft } from './wizard-draft.ts';
import { LOADER_STEP } from './wizard-steps.ts';
import { WIZARD_STORAGE_KEY } from '../../domain/page-storage.ts';

/** Where the wizard keeps its answers so that a refresh (or a visit to another page in the tab) finds them again. */
export { WIZARD_STORAGE_KEY } from '../../domain/page-storage.ts';

export type StoredWizard = { step: number; draft: WizardDraft };

type Reader<T> = (value: unknown) => T;

const choiceOrEmpty =
  <T extends string>(values: readonly T[]): Reader<T | ''> =>
  (value) =>
    values.find((choice) => choice === value) ?? '';
const text: Reader<string> = (value) => (typeof value === 'string' && value.length <= 200 ? value : '');
const toggle: Reader<boolean> = (value) => value === true;

/**
 * How each stored answer is read back, leniently: an unreadable value becomes empty rather than throwing the
 * visitor's other answers away. Plain functions, not a schema: the first screen does without zod, whose answers'
 * schema loads with the first "Avanti".
 */
const DRAFT_READERS: { [Field in keyof WizardDraft]: Reader<WizardDraft[Field]> } = {
  typology: choiceOrEmpty(TYPOLOGIES),
  sqm: text,
  constructionYear: text,
  floor: text,
  floors: text,
  roomsNumber: text,
  bathroomsNumber: text,
  windowsNumber: text,
  doorWindowsNumber: text,
  windowType: choiceOrEmpty(WINDOW_TYPES),
  heatingManagement: choiceOrEmpty(HEATING_MANAGEMENTS),
  heatersType: choiceOrEmpty(HEATER_TYPES),
  hotWaterType: choiceOrEmpty(HOT_WATER_TYPES),
  coolingType: choiceOrEmpty(COOLING_TYPES),
  photovoltaics: choiceOrEmpty(PHOTOVOLTAICS),
  solarThermal: choiceOrEmpty(SOLAR_THERMAL),
  residence: choiceOrEmpty(RESIDENCES),
  lift: toggle,
  garage: toggle,
  balconies: toggle,
  gasCost: text,
  powerCost: text,
  nation: () => WIZARD_NATION,
  city: text,
  province: (value) => (typeof value === 'string' && /^[A-Za-z]{0,2}$/.test(value) ? value : ''),
  street: text,
  houseNumber: text,
  zip: text,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDraft(stored: Record<string, unknown>): WizardDraft {
  const draft: Record<string, unknown> = { ...EMPTY_DRAFT };
  for (const [field, read] of Object.entries(DRAFT_READERS)) draft[field] = read(stored[field]);
  return draft as WizardDraft;
}

/**
 * The stored wizard, or a fresh one. A stored step past the questions comes back as the loader, so the estimate is
 * asked again rather than kept in storage.
 */
export function loadWizard(storage: Pick<Storage, 'getItem'>): StoredWizard {
  const fresh: StoredWizard = { step: 0, draft: { ...EMPTY_DRAFT } };
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? 'null');
  } catch {
    return fresh;
  }
  if (!isRecord(raw) || !isRecord(raw.draft)) return fresh;
  const step = typeof raw.step === 'number' && Number.isInteger(raw.step) && raw.step >= 0 ? raw.step : 0;
  return { step: Math.min(step, LOADER_STEP), draft: readDraft(raw.draft) };
}

export function saveWizard(storage: Pick<Storage, 'setItem'>, wizard: StoredWizard): void {
  try {
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(wizard));
  } catch {
    // Private browsing or a full quota: the wizard still works, it just forgets on refresh.
  }
}

export function clearWizard(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
