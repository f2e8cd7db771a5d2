import { z } from 'zod';
import { wizardAnswersSchema } from '../../../domain/energy/answers-schema.ts';
import { assigneeSchema, landingNetworkSchema } from '../../../domain/schemas/landing-contacts.ts';
import { energyEstimateSchema } from '../evaluator/evaluator.schemas.ts';

/** The public answers of the landing contact calls, with the engine's estimate schema (so OpenAPI documents it whole). */

export const landingContactCreatedSchema = z.object({
  result: energyEstimateSchema,
  localManager: assigneeSchema.nullable().describe('Chi ricontatterà il proprietario; null se nessun Local Manager copre la zona'),
  network: landingNetworkSchema.nullable(),
});

export const landingResultSchema = landingContactCreatedSchema.extend({
  answers: wizardAnswersSchema,
  createdAt: z.iso.datetime(),
});

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const networkCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
