import { newBuildRequirementsFor } from '../../domain/energy/law-requirements.ts';
import type { DraftField, WizardDraft } from './wizard-draft.ts';

/** The question steps of spec section 2, in order; the loader and the results follow them. */
export const QUESTION_STEPS = [
  'property',
  'area',
  'floors',
  'rooms',
  'windows',
  'heating',
  'appurtenances',
  'bills',
  'address',
] as const;
export type QuestionStep = (typeof QUESTION_STEPS)[number];
export type WizardStep = QuestionStep | 'loader' | 'results';

export const LOADER_STEP = QUESTION_STEPS.length;
export const RESULTS_STEP = QUESTION_STEPS.length + 1;

/** The fields each step asks, in screen order (the first with an error gets the focus). */
export const STEP_FIELDS: Readonly<Record<QuestionStep, readonly DraftField[]>> = {
  property: ['typology'],
  area: ['sqm', 'constructionYear'],
  floors: ['floor', 'floors'],
  rooms: ['roomsNumber', 'bathroomsNumber'],
  windows: ['windowsNumber', 'doorWindowsNumber', 'windowType'],
  heating: ['heatingManagement', 'heatersType', 'hotWaterType', 'coolingType', 'photovoltaics', 'solarThermal'],
  appurtenances: ['lift', 'garage', 'balconies'],
  bills: ['gasCost', 'powerCost', 'residence'],
  address: ['nation', 'city', 'street', 'houseNumber', 'zip'],
};

export function stepAt(index: number): WizardStep {
  if (index === LOADER_STEP) return 'loader';
  if (index >= RESULTS_STEP) return 'results';
  return QUESTION_STEPS[Math.max(0, index)] ?? 'property';
}

/** The index of the step asking a field (for the server's 400s), or undefined. */
export function stepOfField(field: DraftField): number | undefined {
  const index = QUESTION_STEPS.findIndex((step) => STEP_FIELDS[step].includes(field));
  return index >= 0 ? index : undefined;
}

/**
 * Whether a field is shown: the floor of the flat only for flats; photovoltaics for houses, which may have panels of
 * their own at any age, and for homes built when the law required them; solar collectors when the law required them
 * or the hot water does not already say so.
 */
export function isFieldShown(field: DraftField, draft: WizardDraft): boolean {
  const year = Number(draft.constructionYear);
  const lawRequired =
    draft.constructionYear.trim() !== '' && Number.isInteger(year) && newBuildRequirementsFor(year) !== null;
  if (field === 'floor') return draft.typology === 'apartment';
  if (field === 'photovoltaics')
    return lawRequired || draft.typology === 'detached' || draft.typology === 'semiDetached';
  if (field === 'solarThermal')
    return lawRequired && draft.hotWaterType !== 'solar' && draft.hotWaterType !== 'heatPump';
  return true;
}

/** The words of a step: the floors step asks a house how many storeys it has, not which floor it is on. */
export function stepTextKey(step: QuestionStep, part: 'title' | 'intro', draft: WizardDraft): string {
  const house = draft.typology === 'detached' || draft.typology === 'semiDetached';
  return step === 'floors' && house ? `wizard.steps.floors.${part}House` : `wizard.steps.${step}.${part}`;
}
