import type { Residence } from './answer-choices.ts';
import type { ScenarioId } from './measures.ts';
import type { Range } from './scenario-costs.ts';

/**
 * Incentives for the renovation scenarios: data, not code. Back office keeps the rules (the incentive-rules resource);
 * DEFAULT_INCENTIVE_RULES is the seeded set and what the engine uses when none are given. A rule pays `rate` of the
 * eligible spend (up to `maxSpendEur`) over `years`; the tax deductions have one rate for a first home and one for the
 * other homes. A rule whose figures are not certain says so (`certain: false`), and the card says "da verificare".
 * The deductions and the Conto Termico cannot be added up for the same works: a scenario takes the one that gives most.
 */

export const INCENTIVE_KINDS = ['taxDeduction', 'contoTermico'] as const;
export type IncentiveKind = (typeof INCENTIVE_KINDS)[number];

export type IncentiveRule = {
  code: string;
  /** Italian name shown on the card. */
  name: string;
  kind: IncentiveKind;
  measures: readonly ScenarioId[];
  /** Share of the eligible spend (0-1) for a first home (abitazione principale) and for other homes. */
  mainHomeRate: number;
  otherHomeRate: number;
  /** Years over which the incentive is received (10 for the deductions; 1-5 instalments for the Conto Termico). */
  years: number;
  /** Eligible spend ceiling per home (euro), null when the rule sets none. */
  maxSpendEur: number | null;
  /** First and last day the rule applies (ISO yyyy-mm-dd); validTo null while no end is set. */
  validFrom: string;
  validTo: string | null;
  /** Law and articles. */
  legalSource: string;
  /** False when a figure was not read in the law's own text or is still to be confirmed. */
  certain: boolean;
  note: string | null;
};

const DEDUCTION_MEASURES: readonly ScenarioId[] = [
  'wallInsulation',
  'newWindows',
  'roofAndFloorInsulation',
  'heatPump',
  'solarHotWater',
  'heatPumpWaterHeater',
  'photovoltaics',
  'photovoltaicsWithBattery',
  'deepRenovation',
];
const ENERGY_SAVING_MEASURES: readonly ScenarioId[] = [
  'wallInsulation',
  'newWindows',
  'roofAndFloorInsulation',
  'heatPump',
  'solarHotWater',
  'heatPumpWaterHeater',
  'deepRenovation',
];

const FOSSIL_BOILERS_EXCLUDED =
  'Dal 2025 le caldaie alimentate solo a combustibili fossili sono escluse dalle detrazioni (L. 207/2024, art. 1, c. 55).';

export const DEFAULT_INCENTIVE_RULES: readonly IncentiveRule[] = [
  {
    code: 'bonus-casa-2025',
    name: 'Detrazione per ristrutturazione (bonus casa)',
    kind: 'taxDeduction',
    measures: DEDUCTION_MEASURES,
    mainHomeRate: 0.5,
    otherHomeRate: 0.36,
    years: 10,
    maxSpendEur: 96000,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    legalSource: 'DPR 917/1986 (TUIR), art. 16-bis; L. 30 dicembre 2024 n. 207, art. 1, c. 55',
    certain: true,
    note: FOSSIL_BOILERS_EXCLUDED,
  },
  {
    code: 'ecobonus-2025',
    name: 'Detrazione per risparmio energetico (ecobonus)',
    kind: 'taxDeduction',
    measures: ENERGY_SAVING_MEASURES,
    mainHomeRate: 0.5,
    otherHomeRate: 0.36,
    years: 10,
    maxSpendEur: null,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    legalSource: 'D.L. 4 giugno 2013 n. 63, art. 14; L. 30 dicembre 2024 n. 207, art. 1, c. 54',
    certain: true,
    note: `Con tetti di detrazione per tipo di intervento. ${FOSSIL_BOILERS_EXCLUDED}`,
  },
  {
    code: 'bonus-casa-2026',
    name: 'Detrazione per ristrutturazione (bonus casa)',
    kind: 'taxDeduction',
    measures: DEDUCTION_MEASURES,
    mainHomeRate: 0.5,
    otherHomeRate: 0.36,
    years: 10,
    maxSpendEur: 96000,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    legalSource: 'DPR 917/1986 (TUIR), art. 16-bis; legge di bilancio 2026',
    certain: false,
    note: "Aliquote 2026 confermate dalla legge di bilancio 2026 secondo la stampa: verificare l'articolo prima dell'uso.",
  },
  {
    code: 'ecobonus-2026',
    name: 'Detrazione per risparmio energetico (ecobonus)',
    kind: 'taxDeduction',
    measures: ENERGY_SAVING_MEASURES,
    mainHomeRate: 0.5,
    otherHomeRate: 0.36,
    years: 10,
    maxSpendEur: null,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    legalSource: 'D.L. 4 giugno 2013 n. 63, art. 14; legge di bilancio 2026',
    certain: false,
    note: "Aliquote 2026 confermate dalla legge di bilancio 2026 secondo la stampa: verificare l'articolo prima dell'uso.",
  },
  {
    code: 'bonus-casa-2027',
    name: 'Detrazione per ristrutturazione (bonus casa)',
    kind: 'taxDeduction',
    measures: DEDUCTION_MEASURES,
    mainHomeRate: 0.36,
    otherHomeRate: 0.3,
    years: 10,
    maxSpendEur: 96000,
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    legalSource: 'DPR 917/1986 (TUIR), art. 16-bis; L. 30 dicembre 2024 n. 207, art. 1, c. 55',
    certain: true,
    note: FOSSIL_BOILERS_EXCLUDED,
  },
  {
    code: 'conto-termico',
    name: 'Conto Termico (GSE)',
    kind: 'contoTermico',
    measures: ['heatPump', 'solarHotWater', 'heatPumpWaterHeater'],
    mainHomeRate: 0.4,
    otherHomeRate: 0.4,
    years: 2,
    maxSpendEur: null,
    validFrom: '2016-05-31',
    validTo: null,
    legalSource:
      'DM 16 febbraio 2016 (Conto Termico 2.0), art. 4, c. 2, lett. a) e c); DM 7 agosto 2025 (Conto Termico 3.0)',
    certain: false,
    note:
      "Solo in sostituzione dell'impianto esistente; il GSE calcola l'importo su potenza, zona climatica ed efficienza: " +
      'la quota indicata è tipica, non un tetto di legge. Non cumulabile con le detrazioni.',
  },
];

export type AppliedIncentive = {
  code: string;
  name: string;
  kind: IncentiveKind;
  rate: number;
  eur: Range;
  years: number;
  legalSource: string;
  certain: boolean;
  note: string | null;
};

const validOn = (rule: IncentiveRule, date: string): boolean =>
  rule.validFrom <= date && (rule.validTo === null || date <= rule.validTo);

/** The incentive that gives most for the works on `date`, or null when none applies. */
export function bestIncentive(
  rules: readonly IncentiveRule[],
  measure: ScenarioId,
  spend: Range,
  residence: Residence,
  date: string,
): AppliedIncentive | null {
  const applied = rules
    .filter((rule) => validOn(rule, date) && rule.measures.includes(measure))
    .map((rule): AppliedIncentive => {
      const rate = residence === 'main' ? rule.mainHomeRate : rule.otherHomeRate;
      const eligible = (x: number) => rate * Math.min(x, rule.maxSpendEur ?? Number.POSITIVE_INFINITY);
      return {
        code: rule.code,
        name: rule.name,
        kind: rule.kind,
        rate,
        eur: { min: eligible(spend.min), max: eligible(spend.max) },
        years: rule.years,
        legalSource: rule.legalSource,
        certain: rule.certain,
        note: rule.note,
      };
    })
    .filter((a) => a.eur.max > 0);
  return applied.reduce<AppliedIncentive | null>(
    (best, a) => (best === null || a.eur.max > best.eur.max ? a : best),
    null,
  );
}
