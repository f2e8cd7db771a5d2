import { z } from 'zod';
import { ENERGY_SOURCES, MATERIALS } from '../energy/emission-factors.ts';
import type { FootprintResult } from './footprint.ts';
import { MEASURE_TYPES } from './input.ts';

/** The calculator's answer as the API documents it (OpenAPI) and the SPA reads it. */
export const footprintResultSchema = z.object({
  lines: z.array(
    z.object({
      source: z.enum(ENERGY_SOURCES),
      quantity: z.number(),
      unit: z.string(),
      kWh: z.number(),
      kgCo2e: z.number(),
      fromEuro: z.object({ amountCents: z.number().int(), centsPerUnit: z.number() }).nullable(),
    }),
  ),
  totalKgCo2e: z.number(),
  perSqmKgCo2e: z.number(),
  perPersonKgCo2e: z.number(),
  photovoltaicAvoidedKgCo2e: z.number(),
  benchmark: z.object({ householdKgCo2e: z.number(), perPersonKgCo2e: z.number(), buildingKgCo2e: z.number() }),
  renovation: z
    .object({
      measures: z.array(
        z.object({ type: z.enum(MEASURE_TYPES), label: z.string().nullable(), savedKgCo2ePerYear: z.number() }),
      ),
      materials: z.array(
        z.object({
          material: z.enum(MATERIALS).nullable(),
          label: z.string().nullable(),
          kg: z.number().nullable(),
          kgCo2e: z.number(),
        }),
      ),
      afterKgCo2e: z.number(),
      savedKgCo2ePerYear: z.number(),
      worksKgCo2e: z.number(),
      paybackYears: z.number().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<FootprintResult>;
