import { z } from 'zod';
import { wizardAnswersSchema } from '../energy/answers-schema.ts';
import { assigneeSchema, landingNetworkSchema } from './landing-contacts.ts';
import { energyEstimateSchema } from '../energy/evaluator-schemas.ts';
import { textOf } from '../rules/text.ts';

/**
 * The public answers of the landing contact calls, with the engine's estimate schema (so OpenAPI documents it whole),
 * and their query and path parameters: the server validates with them, the contract (domain/api/public.ts) types from
 * them.
 */

export const landingContactCreatedSchema = z.object({
  result: energyEstimateSchema,
  localManager: assigneeSchema
    .nullable()
    .describe('Chi ricontatterà il proprietario; null se nessun Local Manager copre la zona'),
  network: landingNetworkSchema.nullable(),
});

export const landingResultSchema = landingContactCreatedSchema.extend({
  answers: wizardAnswersSchema,
  createdAt: z.iso.datetime(),
});

export const coverageQuerySchema = z.object({
  province: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Sigla della provincia non valida' })
    .transform((code) => code.toUpperCase()),
  networkCode: textOf('Codice rete', 40).min(1).optional(),
});
export const coverageSchema = z.object({
  covered: z
    .boolean()
    .describe('Vero se un Local Manager attivo (della rete del link, se indicata) riceverebbe il contatto'),
});

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const networkCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
