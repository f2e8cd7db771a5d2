import { z } from 'zod';
import { INCENTIVE_KINDS, type IncentiveRule } from '../energy/incentives.ts';
import { SCENARIO_IDS } from '../energy/measures.ts';
import { requiredChoice } from '../rules/required-choice.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredOr } from '../rules/messages.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

export const INCENTIVE_RULE_MESSAGES = {
  measuresRequired: 'Scegli almeno un intervento a cui si applica',
  validToBeforeFrom: 'La fine della validità non può precedere il suo inizio',
  day: 'Data non valida (GG/MM/AAAA)',
} as const;

const percent = (label: string) =>
  z
    .number({ error: requiredOr(label, `${label}: deve essere un numero`) })
    .min(0, { error: `${label}: deve essere tra 0 e 100` })
    .max(100, { error: `${label}: deve essere tra 0 e 100` });
const day = (label: string) => z.iso.date({ error: requiredOr(label, INCENTIVE_RULE_MESSAGES.day) });

const input = z
  .object({
    name: requiredTextOf('Nome', 160),
    kind: requiredChoice(INCENTIVE_KINDS, 'Tipo', 'Tipo non valido'),
    measures: z
      .array(z.enum(SCENARIO_IDS, { error: 'Intervento non valido' }), {
        error: INCENTIVE_RULE_MESSAGES.measuresRequired,
      })
      .min(1, { error: INCENTIVE_RULE_MESSAGES.measuresRequired }),
    mainHomeRatePercent: percent('Aliquota abitazione principale'),
    otherHomeRatePercent: percent('Aliquota altre abitazioni'),
    years: z
      .number({ error: requiredOr('Anni di fruizione', 'Anni: deve essere un numero') })
      .int({ error: 'Anni: deve essere un numero intero' })
      .min(1, { error: 'Anni: almeno 1' })
      .max(20, { error: 'Anni: al massimo 20' }),
    maxSpendEur: z
      .number({ error: 'Spesa massima: deve essere un numero' })
      .int({ error: 'Spesa massima: in euro interi' })
      .min(1, { error: 'Spesa massima: deve essere positiva' })
      .nullable()
      .default(null),
    validFrom: day('Valida dal'),
    validTo: day('Valida fino al').nullable().default(null),
    legalSource: requiredTextOf('Fonte normativa', 500),
    certain: z.boolean({ error: 'Indica se i valori sono certi' }),
    note: textOf('Nota', 2000, { error: 'Nota non valida' }).nullable().default(null),
  })
  .refine((rule) => rule.validTo === null || rule.validTo >= rule.validFrom, {
    error: INCENTIVE_RULE_MESSAGES.validToBeforeFrom,
    path: ['validTo'],
  });

const record = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(INCENTIVE_KINDS),
  measures: z.array(z.enum(SCENARIO_IDS)),
  mainHomeRatePercent: z.number(),
  otherHomeRatePercent: z.number(),
  years: z.number().int(),
  maxSpendEur: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  legalSource: z.string(),
  certain: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * The incentive rules the energy wizard applies to its renovation scenarios (domain/energy/incentives.ts): tax
 * deductions and the Conto Termico, each with its rates, years, ceiling, validity and legal source. Back office keeps
 * them (a budget law changes a rate: edit the row, or add the next year's); every estimate reads them.
 */
export const incentiveRules = {
  name: 'incentive-rules',
  apiPath: '/happyway/incentiverule',
  record,
  create: input,
  update: input,
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'kind',
      kind: 'enum',
      options: INCENTIVE_KINDS,
      list: true,
      filter: true,
      sortable: true,
      form: true,
      required: true,
    },
    {
      name: 'measures',
      kind: 'enum',
      options: SCENARIO_IDS,
      multiple: true,
      list: true,
      form: true,
      required: true,
    },
    { name: 'mainHomeRatePercent', kind: 'number', list: true, sortable: true, form: true, required: true },
    { name: 'otherHomeRatePercent', kind: 'number', list: true, sortable: true, form: true, required: true },
    { name: 'years', kind: 'number', form: true, required: true },
    { name: 'maxSpendEur', kind: 'number', form: true },
    { name: 'validFrom', kind: 'date', list: true, sortable: true, form: true, required: true },
    { name: 'validTo', kind: 'date', list: true, sortable: true, form: true },
    { name: 'certain', kind: 'boolean', list: true, filter: true, form: true },
    { name: 'legalSource', kind: 'text', form: true, required: true },
    { name: 'note', kind: 'longText', form: true },
    { name: 'createdAt', kind: 'date', sortable: true },
  ],
  search: ['name', 'legalSource'],
  defaultSort: { field: 'validFrom', order: 'desc' },
  access: {
    list: ['BackofficeUser', 'BackofficeAdmin'],
    show: ['BackofficeUser', 'BackofficeAdmin'],
    create: ['BackofficeUser', 'BackofficeAdmin'],
    edit: ['BackofficeUser', 'BackofficeAdmin'],
    delete: ['BackofficeUser', 'BackofficeAdmin'],
  },
} as const satisfies ResourceDeclaration;

export type IncentiveRuleRecord = z.infer<typeof record>;

/** A stored rule as the engine reads it (rates from percent to share). */
export function incentiveRuleOf(row: Omit<IncentiveRuleRecord, 'createdAt'>): IncentiveRule {
  return {
    code: row.id,
    name: row.name,
    kind: row.kind,
    measures: row.measures,
    mainHomeRate: row.mainHomeRatePercent / 100,
    otherHomeRate: row.otherHomeRatePercent / 100,
    years: row.years,
    maxSpendEur: row.maxSpendEur,
    validFrom: row.validFrom,
    validTo: row.validTo,
    legalSource: row.legalSource,
    certain: row.certain,
    note: row.note,
  };
}
