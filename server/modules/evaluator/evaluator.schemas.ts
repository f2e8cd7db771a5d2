import { z } from 'zod';
import { CARRIERS, END_USES } from '../../../domain/energy/carriers.ts';
import { ENERGY_CLASSES } from '../../../domain/energy/classification.ts';
import { CLIMATE_ZONES } from '../../../domain/energy/climate.ts';
import type { InconsistencyCode } from '../../../domain/energy/consistency.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { SCENARIO_IDS } from '../../../domain/energy/scenarios.ts';
import { TABULA_TYPES } from '../../../domain/energy/tabula.ts';
import { provinceCodeSchema } from '../../../domain/rules/address.ts';

/**
 * The evaluator's answers as zod schemas, so responses are checked and the OpenAPI page documents them. The request
 * body is the engine's own `wizardAnswersSchema`; `satisfies` below keeps this answer in step with `EnergyEstimate`.
 */

const INCONSISTENCY_CODES = [
  'billsAboveEstimate', 'billsBelowEstimate', 'gasBillUnexpected', 'powerBillUnexpected', 'areaPerRoomUnusual',
  'bathroomsExceedRooms', 'glazingCapped', 'singleGlazingInRecentBuilding',
] as const satisfies readonly InconsistencyCode[];

const energyClass = z.enum(ENERGY_CLASSES).describe('Classe energetica A-G (A1-A4 riunite in A)');
const euroRange = z.object({ min: z.number(), max: z.number() });

const carrierSchema = z.object({
  carrier: z.enum(CARRIERS),
  kWhYear: z.number(),
  quantity: z.number().describe("Quantità nell'unità di fatturazione"),
  unit: z.string(),
  co2KgYear: z.number(),
  costEurYear: z.number(),
  fromBill: z.boolean().describe('Vero quando il costo annuo è quello della bolletta indicata'),
});

const scenarioSchema = z.object({
  id: z.enum(SCENARIO_IDS),
  title: z.string(),
  description: z.string(),
  energyClass,
  epglNren: z.number(),
  costEurYear: z.number(),
  co2KgYear: z.number(),
  savingEurYear: z.number(),
  savingCo2KgYear: z.number(),
  investmentEur: euroRange.describe('Investimento indicativo (ipotesi, IVA inclusa, prima degli incentivi)'),
  paybackYears: euroRange.nullable().describe('Tempo di ritorno semplice in anni; null se non fa risparmiare o non si ripaga nella durata dell\'intervento'),
  investmentIsAssumption: z.literal(true),
});

const uncertaintySchema = z.object({
  level: z.enum(['low', 'medium', 'high']),
  possibleClasses: z.array(energyClass),
  nearClassBoundary: z.boolean(),
  modelEnergyClass: energyClass,
  calibratedWithBills: z.boolean(),
  heatingBillRatio: z.number().nullable(),
  inconsistencies: z.array(z.object({ code: z.enum(INCONSISTENCY_CODES), fields: z.array(z.string()), message: z.string() })),
  notes: z.array(z.string()),
});

export const energyEstimateSchema = z.object({
  energyClass,
  classDescription: z.string(),
  epglNren: z.number().describe('EPgl,nren (kWh/m² anno)'),
  epglNrenReference: z.number().describe("EPgl,nren,rif,standard dell'edificio di riferimento (kWh/m² anno)"),
  ratio: z.number(),
  co2KgYear: z.number(),
  costEurYear: z.number(),
  co2KgYearRange: euroRange.describe('Intervallo probabile delle emissioni annue di CO2 (kg)'),
  costEurYearRange: euroRange.describe('Intervallo probabile del costo annuo (euro)'),
  kWhYear: z.number(),
  carriers: z.array(carrierSchema),
  endUsesKwhYear: z.record(z.enum(END_USES), z.number()),
  renewableKwhYear: z.number(),
  heatingNeedKwhM2: z.number(),
  hotWaterNeedKwhM2: z.number(),
  climateZone: z.enum(CLIMATE_ZONES),
  degreeDays: z.number(),
  comune: z.object({ name: z.string(), displayName: z.string(), province: z.string(), altitude: z.number() }),
  archetype: z.object({ code: z.string(), type: z.enum(TABULA_TYPES) }),
  uncertainty: uncertaintySchema,
  assumptions: z.array(z.object({
    code: z.enum(['cooling', 'hotWater', 'standardUse', 'occupants', 'prices']),
    text: z.string(),
    field: z.enum(['coolingType', 'hotWaterType', 'gasCost']).nullable().describe('La risposta che cambia questa ipotesi'),
  })),
  scenarios: z.array(scenarioSchema),
  pricesDate: z.string().describe('Data a cui si riferiscono prezzi e fattori di emissione (aaaa-mm-gg)'),
  modelVersion: z.string(),
}) satisfies z.ZodType<EnergyEstimate>;

export const comuniQuerySchema = z.object({
  q: z.string({ error: 'Indica il nome del comune' }).trim().min(1, { error: 'Indica il nome del comune' }).max(60),
  limit: z.coerce.number<number>().int().min(1).max(20).default(10),
  province: provinceCodeSchema,
});

export const comuneSchema = z.object({
  name: z.string().describe('Nome ufficiale (DPR 412/1993)'),
  displayName: z.string(),
  province: z.string().describe('Sigla della provincia nella tabella del 1993'),
  zone: z.enum(CLIMATE_ZONES),
  degreeDays: z.number(),
  altitude: z.number(),
});

export type Comune = z.infer<typeof comuneSchema>;
