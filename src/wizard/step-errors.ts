import type { DraftField } from './wizard-draft.ts';
import { QUESTION_STEPS, STEP_FIELDS } from './wizard-steps.ts';

/** A step's messages by field, from the answers' schema (step-validation.ts) or from the server. */
export type FieldErrors = Partial<Record<DraftField, string>>;

/** The first field of a step, in screen order, that has an error. */
export function firstErrorField(stepIndex: number, errors: FieldErrors): DraftField | undefined {
  const step = QUESTION_STEPS[stepIndex];
  return step ? STEP_FIELDS[step].find((field) => errors[field] !== undefined) : undefined;
}
