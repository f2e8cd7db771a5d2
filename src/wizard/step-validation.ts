import type { WizardAnswersInput } from '../../domain/energy/answers-schema.ts';
import { answersSchemaWith } from '../../domain/energy/answers-rules.ts';
import { draftFieldOf, toAnswersInput, type AnswersInput, type DraftField, type WizardDraft } from './wizard-draft.ts';
import type { FieldErrors } from './step-errors.ts';
import { QUESTION_STEPS, STEP_FIELDS } from './wizard-steps.ts';

/**
 * Valid answers standing in for the steps not reached yet, so the engine's schema (and its cross-field rules, such
 * as "the flat's floor is not above the building's floors") can judge one step at a time.
 */
const PLACEHOLDER: WizardAnswersInput = {
  typology: 'apartment',
  sqm: 80,
  constructionYear: 1980,
  floor: 0,
  floors: 1,
  roomsNumber: 4,
  bathroomsNumber: 1,
  windowsNumber: 1,
  doorWindowsNumber: 0,
  windowType: 'double',
  heatingManagement: 'autonomous',
  heatersType: 'gasBoiler',
  hotWaterType: 'sameAsHeating',
  lift: false,
  garage: false,
  balconies: false,
  gasCost: null,
  powerCost: null,
  address: { nation: 'Italia', city: 'Roma', street: 'Via', houseNumber: '1', zip: '00100' },
};

/**
 * The engine's schema with the comune chosen in the autocomplete (its name and the province of the official list) for
 * the CAP check, so the table of comuni stays on the server; a comune typed without choosing is checked there.
 */
const wizardAnswersSchema = answersSchemaWith((city, province) =>
  province ? { displayName: city, province } : undefined,
);

/** The answer key that holds a draft field ('city' -> 'address'; the province travels with the comune). */
const answerKeyOf = (field: DraftField): keyof AnswersInput =>
  field in PLACEHOLDER ? (field as keyof AnswersInput) : 'address';

/**
 * The errors of one question step (0-based), with the engine's Italian messages: the answers of this step and the
 * earlier ones are judged together, later steps stand in with placeholders. Empty when the step may move on.
 */
export function validateStep(stepIndex: number, draft: WizardDraft): FieldErrors {
  const step = QUESTION_STEPS[stepIndex];
  if (step === undefined) return {};
  const answers = toAnswersInput(draft);
  const reached = new Set(QUESTION_STEPS.slice(0, stepIndex + 1).flatMap((s) => STEP_FIELDS[s].map(answerKeyOf)));
  const candidate: Record<string, unknown> = { ...PLACEHOLDER };
  for (const key of reached) candidate[key] = answers[key];
  const result = wizardAnswersSchema.safeParse(candidate);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = draftFieldOf(issue.path);
    if (field && STEP_FIELDS[step].includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
