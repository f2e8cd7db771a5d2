import { useCallback } from 'react';
import { registrationApi } from '../../../domain/api/registration.ts';
import { stepOfErrorPath, type DataStep, type RegistrationFlow } from '../../../domain/registration/flows.ts';
import type { RegistrationResult, StepSchema } from '../../../domain/registration/registration-request.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import type { RegistrationDraft, StepValues } from './registration-draft.ts';
import { stepValues } from './step-defaults.ts';
import type { FieldMessage } from './step-form.tsx';

/** What the flow shows after a failed attempt: the server's messages by step, a step to check at once, or a notice. */
export interface SubmitFeedback {
  serverErrors: Partial<Record<DataStep, FieldMessage[]>>;
  validate: DataStep | null;
  notice: string | null;
}

export const noFeedback: SubmitFeedback = { serverErrors: {}, validate: null, notice: null };

export type SubmitOutcome =
  { kind: 'done'; result: RegistrationResult } | { kind: 'retry'; step: DataStep | null; feedback: SubmitFeedback };

function serverFeedback(flow: RegistrationFlow, error: unknown): { step: DataStep | null; feedback: SubmitFeedback } {
  const serverErrors: Partial<Record<DataStep, FieldMessage[]>> = {};
  for (const { path, message } of fieldErrorsOf(error)) {
    const at = stepOfErrorPath(flow, path);
    if (at) (serverErrors[at.step] ??= []).push({ field: at.field, message });
  }
  const step = (Object.keys(serverErrors) as DataStep[])[0] ?? null;
  return { step, feedback: { serverErrors, validate: null, notice: step ? null : userMessageOf(error) } };
}

/**
 * Sends the registration: every step is checked again with its schema first (a step left incomplete, such as the
 * password after a reload, is opened and validated); the server's field messages are sent back to their step.
 */
export function useRegistrationSubmit(
  flow: RegistrationFlow,
  steps: readonly DataStep[],
  schemas: Partial<Record<DataStep, StepSchema>>,
) {
  const { mutateAsync: register } = useApiMutation(registrationApi.register);
  return useCallback(
    async (draft: RegistrationDraft, values: Partial<Record<DataStep, StepValues>>): Promise<SubmitOutcome> => {
      const body: Record<string, unknown> = { flow, ...(draft.token !== null && { token: draft.token }) };
      for (const step of steps) {
        const stepBody = stepValues(step, values[step], draft.invitation);
        if (schemas[step]?.safeParse(stepBody).success !== true)
          return { kind: 'retry', step, feedback: { ...noFeedback, validate: step } };
        body[step] = stepBody;
      }
      try {
        return { kind: 'done', result: await register({ body }) };
      } catch (error) {
        return { kind: 'retry', ...serverFeedback(flow, error) };
      }
    },
    [flow, steps, schemas, register],
  );
}
