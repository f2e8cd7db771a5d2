import { z } from 'zod';
import type { CalendarDateInput } from '../rules/calendar.ts';
import { isRegistrationFlow, type DataStep, type RegistrationFlow } from './flows.ts';
import {
  companyStepSchema,
  designerPublicProfileStepSchema,
  headOfNetworkCompanyStepSchema,
  legalRepresentativeStepSchema,
  networkStepSchema,
  publicProfileStepSchema,
  skillsStepSchema,
  userStepSchema,
} from './step-schemas.ts';

export const FLOW_INVALID = 'Percorso di registrazione non valido';

/** The invitation token of the e-mailed link, when the registration comes from one. */
const tokenSchema = z.string().trim().min(1).max(256).optional();

/** A step's schema as a form sees it: an object of typed values in, the request's part out. */
export type StepSchema = z.ZodType<unknown, Record<string, unknown>>;

/** The schema of each data step, per flow (registrationFlows lists the steps; a test holds the two together). */
function stepTables(today: CalendarDateInput) {
  const common = {
    user: userStepSchema(today),
    network: networkStepSchema,
    legalRepresentative: legalRepresentativeStepSchema,
  };
  return {
    designer: {
      ...common,
      skills: skillsStepSchema,
      company: companyStepSchema,
      publicProfile: designerPublicProfileStepSchema,
    },
    'local-manager': { ...common, company: companyStepSchema, publicProfile: publicProfileStepSchema },
    'district-manager': { ...common, company: headOfNetworkCompanyStepSchema },
  } satisfies Record<RegistrationFlow, Partial<Record<DataStep, StepSchema>>>;
}

/** The schema of each data step of a flow (undefined for the steps it skips): the SPA checks one step with it. */
export const stepSchemasOf = (
  flow: RegistrationFlow,
  today: CalendarDateInput,
): Partial<Record<DataStep, StepSchema>> => stepTables(today)[flow];

/**
 * POST /profile/profile/register, per flow: the flow, the optional invitation token and one object per data step of
 * the flow, keyed by the step.
 */
export function registrationRequestSchemas(today: CalendarDateInput) {
  const steps = stepTables(today);
  return {
    designer: z.object({ flow: z.literal('designer'), token: tokenSchema, ...steps.designer }),
    'local-manager': z.object({ flow: z.literal('local-manager'), token: tokenSchema, ...steps['local-manager'] }),
    'district-manager': z.object({
      flow: z.literal('district-manager'),
      token: tokenSchema,
      ...steps['district-manager'],
    }),
  } satisfies Record<RegistrationFlow, z.ZodObject>;
}

type RequestSchemas = ReturnType<typeof registrationRequestSchemas>;
export type RegistrationRequest = z.output<RequestSchemas[RegistrationFlow]>;

/** Reads the flow a request body names, before its steps are checked; null when it names none of the flows. */
export function flowOf(body: unknown): RegistrationFlow | null {
  const flow = typeof body === 'object' && body !== null ? (body as { flow?: unknown }).flow : undefined;
  return typeof flow === 'string' && isRegistrationFlow(flow) ? flow : null;
}

/** What the registration answers: the new profile, its role and the status it waits in. */
export const registrationResultSchema = z.object({
  profileId: z.uuid(),
  email: z.string(),
  roleName: z.string(),
  status: z.literal('Waiting'),
  networkName: z.string(),
});

export type RegistrationResult = z.infer<typeof registrationResultSchema>;
