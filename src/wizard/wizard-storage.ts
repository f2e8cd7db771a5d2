import { z } from 'zod';
import {
  HEATER_TYPES, HEATING_MANAGEMENTS, HOT_WATER_TYPES, TYPOLOGIES, WINDOW_TYPES,
} from '../../domain/energy/answers-rules.ts';
import { COOLING_TYPES } from '../../domain/energy/cooling.ts';
import { EMPTY_DRAFT, WIZARD_NATION, type WizardDraft } from './wizard-draft.ts';
import { LOADER_STEP } from './wizard-steps.ts';

/** Where the wizard keeps its answers so that a refresh (or a visit to another page in the tab) finds them again. */
export const WIZARD_STORAGE_KEY = 'happyway.wizard.v1';

export type StoredWizard = { step: number; draft: WizardDraft };

const choiceOrEmpty = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).catch('');
const text = z.string().max(200).catch('');
const toggle = z.boolean().catch(false);

/** Lenient: an unreadable value becomes empty rather than throwing the visitor's other answers away. */
const storedSchema = z.object({
  step: z.number().int().min(0).catch(0),
  draft: z.object({
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
    lift: toggle,
    garage: toggle,
    balconies: toggle,
    gasCost: text,
    powerCost: text,
    nation: z.literal(WIZARD_NATION).catch(WIZARD_NATION),
    city: text,
    province: z.string().regex(/^[A-Za-z]{0,2}$/).catch(''),
    street: text,
    houseNumber: text,
    zip: text,
  }),
});

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
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return fresh;
  return { step: Math.min(parsed.data.step, LOADER_STEP), draft: parsed.data.draft };
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
