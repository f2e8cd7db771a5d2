import { z } from 'zod';
import { CARRIERS, END_USES } from './carriers.ts';
import { ENERGY_CLASSES } from './classification.ts';
import { CLIMATE_ZONES } from './climate.ts';
import type { InconsistencyCode } from './consistency.ts';
import type { EnergyEstimate } from './estimate-types.ts';
import { SCENARIO_IDS } from './measures.ts';
import { TABULA_TYPES } from './tabula.ts';
import { RESIDENCES } from './answer-choices.ts';
import { CERTIFICATE_PERIODS } from './certificate-statistics.ts';
import { COST_PARTS } from './cost-split.ts';
import { INCENTIVE_KINDS } from './incentives.ts';
import { provinceCodeSchema } from '../rules/address.ts';

/**
 * The evaluator's answers as zod schemas, so responses are checked and the OpenAPI page documents them. The request
 * body is the engine's own `wizardAnswersSchema`; `satisfies` below keeps this answer in step with `EnergyEstimate`.
 */

const INCONSISTENCY_CODES = [
  'billsAboveEstimate',
  'billsBelowEstimate',
  'gasBillUnexpected',
  'powerBillUnexpected',
  'areaPerRoomUnusual',
  'bathroomsExceedRooms',
  'glazingCapped',
  'singleGlazingInRecentBuilding',
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
  investmentEur: euroRange.describe('Investimento indicativo lordo (ipotesi, IVA inclusa, prima degli incentivi)'),
  incentive: z
    .object({
      code: z.string(),
      name: z.string(),
      kind: z.enum(INCENTIVE_KINDS),
      rate: z.number().describe('Quota della spesa ammessa (0-1) per la residenza indicata'),
      eur: euroRange,
      years: z.number().describe('Anni in cui si riceve (10 per le detrazioni)'),
      legalSource: z.string(),
      certain: z.boolean().describe('Falso: aliquota o importo da verificare'),
      note: z.string().nullable(),
    })
    .nullable()
    .describe("L'incentivo più favorevole alla data della stima; null se nessuno si applica"),
  netInvestmentEur: euroRange.describe('Investimento al netto degli incentivi'),
  paybackYears: euroRange
    .nullable()
    .describe(
      "Tempo di ritorno semplice dopo gli incentivi in anni; null se non fa risparmiare o non si ripaga nella durata dell'intervento",
    ),
  advised: z.boolean().describe("Consigliato: si ripaga nella durata dell'intervento o migliora la classe"),
  notAdvisedReason: z.string().nullable().describe('Perché non è conveniente per questa casa'),
  investmentIsAssumption: z.literal(true),
});

const uncertaintySchema = z.object({
  level: z.enum(['low', 'medium', 'high']),
  possibleClasses: z.array(energyClass),
  nearClassBoundary: z.boolean(),
  modelEnergyClass: energyClass,
  calibratedWithBills: z.boolean(),
  heatingBillRatio: z.number().nullable(),
  inconsistencies: z.array(
    z.object({ code: z.enum(INCONSISTENCY_CODES), fields: z.array(z.string()), message: z.string() }),
  ),
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
  costSplitEurYear: z
    .record(z.enum(COST_PARTS), z.number())
    .describe('Costo annuo per riscaldamento, acqua calda, raffrescamento e usi domestici'),
  pvExportEurYear: z
    .number()
    .describe("Ricavo annuo dell'energia fotovoltaica ceduta alla rete, già dedotto dal costo"),
  pvProductionKwhYear: z.number(),
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
  assumptions: z.array(
    z.object({
      code: z.enum(['cooling', 'hotWater', 'newBuild', 'residence', 'standardUse', 'occupants', 'prices']),
      text: z.string(),
      field: z
        .enum(['coolingType', 'hotWaterType', 'photovoltaics', 'residence', 'gasCost'])
        .nullable()
        .describe('La risposta che cambia questa ipotesi'),
    }),
  ),
  scenarios: z.array(scenarioSchema),
  similarHomes: z
    .object({
      zone: z.enum(CLIMATE_ZONES),
      period: z.enum(CERTIFICATE_PERIODS),
      years: z.object({ from: z.number().nullable(), to: z.number().nullable() }),
      areaBand: z.enum(['50-100', '100-200']),
      sizeInBand: z.boolean(),
      meanEpglNren: z.number().describe('EPgl,nren medio degli APE di case simili (SIAPE)'),
      deviation: z.number(),
      comparison: z.enum(['better', 'inLine', 'worse']),
    })
    .nullable(),
  residence: z.enum(RESIDENCES),
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
  province: z
    .string()
    .describe("Sigla della provincia secondo l'elenco ISTAT dei comuni (data in CLIMATE_ZONES_SOURCE)"),
  zone: z.enum(CLIMATE_ZONES),
  degreeDays: z.number(),
  altitude: z.number(),
});

export type Comune = z.infer<typeof comuneSchema>;
