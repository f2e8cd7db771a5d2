import { classIndex, type EnergyClass } from '../energy/classification.ts';
import { formatDay, formatMoney } from '../format.ts';
import {
  DOCUMENT_LABELS,
  MAX_ESTIMATE_GAP,
  MIN_CLASS_IMPROVEMENT,
  REQUIRED_DOCUMENTS,
  buildingReference,
  documentCategory,
  type SiteStageKind,
} from './catalogue.ts';
import type { Building, CheckResult, SiteData, StageResult, Work } from './schemas.ts';

/**
 * The technical validation of a construction site (bt-results), stage by stage: pure rules the server answers with and
 * the SPA shows. Each check passes or fails with its reasons in Italian; a stage passes when all its checks do.
 */
export interface ValidationInput {
  buildings: readonly Building[];
  site: SiteData | null;
  works: readonly Work[];
  /** The SALs, in any order, numbered by date (`numberedByDate`). */
  progress: readonly { id: string; number: number; date: string; amount: number }[];
  /** The energy engine's classes of each building by id, before and after its works. */
  estimates: ReadonlyMap<string, { before: EnergyClass | null; after: EnergyClass | null }>;
  /** The `meta.category` of every uploaded document of the condominium. */
  uploaded: ReadonlySet<string>;
  /** Today in Rome, YYYY-MM-DD. */
  today: string;
}

const check = (code: string, label: string, reasons: string[]): CheckResult => ({
  code,
  label,
  passed: reasons.length === 0,
  reasons,
});

/** The code of every document's check starts with this, followed by the document's kind. */
export const DOCUMENT_CHECK_PREFIX = 'document.';

function documentChecks(kind: SiteStageKind, stageKey: string, uploaded: ReadonlySet<string>): CheckResult[] {
  return REQUIRED_DOCUMENTS[kind].map((document) =>
    check(
      `${DOCUMENT_CHECK_PREFIX}${document}`,
      `Documento: ${DOCUMENT_LABELS[document]}`,
      uploaded.has(documentCategory(stageKey, document)) ? [] : [`Manca il documento «${DOCUMENT_LABELS[document]}»`],
    ),
  );
}

function registryCheck(buildings: readonly Building[]): CheckResult {
  const reasons: string[] = [];
  if (buildings.length === 0) reasons.push('Il condominio non ha edifici');
  for (const building of buildings) {
    if (building.stairs.length === 0) reasons.push(`${buildingReference(building.name, true)} non ha scale`);
  }
  return check('registry', 'Anagrafica di edifici e scale completa', reasons);
}

function worksCheck(buildings: readonly Building[], works: readonly Work[]): CheckResult {
  const reasons = buildings
    .filter((building) => !works.some((work) => work.buildingId === building.id && work.amount > 0))
    .map((building) => `Nessun lavoro con importo indicato per ${buildingReference(building.name)}`);
  if (buildings.length > 0 && works.length === 0)
    return check('works', 'Lavori indicati per ogni edificio', ['Nessun lavoro indicato']);
  return check('works', 'Lavori indicati per ogni edificio', reasons);
}

function apeBeforeCheck(buildings: readonly Building[]): CheckResult {
  return check(
    'ape.before',
    'Classe APE ante operam dichiarata',
    buildings
      .filter((building) => building.apeClassBefore === null)
      .map((building) => `Classe APE ante operam non indicata per ${buildingReference(building.name)}`),
  );
}

function initialStage(input: ValidationInput): StageResult {
  const checks = [
    registryCheck(input.buildings),
    worksCheck(input.buildings, input.works),
    check(
      'site.start',
      'Cantiere aperto con data di inizio lavori',
      input.site ? [] : ['Il cantiere non è ancora aperto'],
    ),
    apeBeforeCheck(input.buildings),
    ...documentChecks('initial', 'initial', input.uploaded),
  ];
  return { key: 'initial', kind: 'initial', title: 'Ante operam', passed: checks.every((item) => item.passed), checks };
}

const totalOf = (items: readonly { amount: number }[]): number => items.reduce((sum, item) => sum + item.amount, 0);

/**
 * SALs are numbered by date: the earliest is SAL 1; SALs of the same day keep the order they were entered in
 * (`entrySequence`).
 */
export function numberedByDate<T extends { date: string; entrySequence: number }>(
  sals: readonly T[],
): (T & { number: number })[] {
  return [...sals]
    .sort((a, b) => a.date.localeCompare(b.date) || a.entrySequence - b.entrySequence)
    .map((sal, index) => ({ ...sal, number: index + 1 }));
}

/** Why a SAL's day is not coherent: in the future, or before the start of works. */
export function progressDateReasons(date: string, site: SiteData | null, today: string): string[] {
  const reasons: string[] = [];
  if (date > today) reasons.push(`La data del SAL (${formatDay(date)}) è nel futuro`);
  if (site && date < site.startDate)
    reasons.push(`La data del SAL precede l'inizio lavori (${formatDay(site.startDate)})`);
  return reasons;
}

/** Why a SAL's amount is not within the works: not positive, or the SALs up to it certify more than the works. */
export function progressAmountReasons(amount: number, cumulative: number, worksTotal: number): string[] {
  const reasons: string[] = [];
  if (amount <= 0) reasons.push("L'importo del SAL deve essere maggiore di zero");
  if (cumulative > worksTotal) {
    reasons.push(
      `L'importo cumulato dei SAL (${formatMoney(cumulative)}) supera l'importo dei lavori (${formatMoney(worksTotal)})`,
    );
  }
  return reasons;
}

/** A SAL about to be saved, with the other SALs of its site (without the one it replaces). */
export interface ProgressEntry {
  sal: { date: string; amount: number };
  others: readonly { amount: number }[];
  site: SiteData | null;
  works: readonly { amount: number }[];
  today: string;
}

/**
 * What the SAL checks would fail on once this SAL is saved, by field: the same rules as its stage, with the cumulative
 * amount of every SAL (the last one, by date, is the first to exceed the works).
 */
export function progressEntryProblems(entry: ProgressEntry): { path: 'date' | 'amount'; message: string }[] {
  const cumulative = totalOf(entry.others) + entry.sal.amount;
  return [
    ...progressDateReasons(entry.sal.date, entry.site, entry.today).map((message) => ({
      path: 'date' as const,
      message,
    })),
    ...progressAmountReasons(entry.sal.amount, cumulative, totalOf(entry.works)).map((message) => ({
      path: 'amount' as const,
      message,
    })),
  ];
}

function progressStages(input: ValidationInput): StageResult[] {
  const ordered = [...input.progress].sort((a, b) => a.number - b.number);
  const worksTotal = totalOf(input.works);
  let cumulative = 0;
  return ordered.map((sal) => {
    cumulative += sal.amount;
    const checks = [
      check('progress.date', 'Data del SAL coerente', progressDateReasons(sal.date, input.site, input.today)),
      check(
        'progress.amount',
        'Importo del SAL entro i lavori',
        progressAmountReasons(sal.amount, cumulative, worksTotal),
      ),
      ...documentChecks('progress', sal.id, input.uploaded),
    ];
    return {
      key: sal.id,
      kind: 'progress',
      title: `SAL ${String(sal.number)}`,
      passed: checks.every((item) => item.passed),
      checks,
    };
  });
}

const classesGained = (before: EnergyClass, after: EnergyClass): number => classIndex(before) - classIndex(after);
const classCount = (count: number): string => `${String(count)} class${Math.abs(count) === 1 ? 'e' : 'i'}`;

function improvementCheck(buildings: readonly Building[]): CheckResult {
  const reasons: string[] = [];
  for (const building of buildings) {
    if (building.apeClassAfter === null) {
      reasons.push(`Classe APE post operam non indicata per ${buildingReference(building.name)}`);
    } else if (building.apeClassBefore !== null) {
      const gained = classesGained(building.apeClassBefore, building.apeClassAfter);
      if (gained < MIN_CLASS_IMPROVEMENT) {
        reasons.push(
          `${buildingReference(building.name, true)} migliora di ${classCount(gained)}: ne servono almeno ${String(MIN_CLASS_IMPROVEMENT)}`,
        );
      }
    }
  }
  return check(
    'ape.improvement',
    `Miglioramento di almeno ${String(MIN_CLASS_IMPROVEMENT)} classi energetiche`,
    reasons,
  );
}

/**
 * The declared jump of classes must be backed by the energy engine's estimate: a building whose declared classes gain
 * more than `MAX_ESTIMATE_GAP` classes beyond what the estimate gains is flagged (a building without an estimate is
 * not).
 */
function estimateGapCheck(buildings: readonly Building[], estimates: ValidationInput['estimates']): CheckResult {
  const reasons: string[] = [];
  for (const building of buildings) {
    const estimate = estimates.get(building.id);
    const { apeClassBefore: declaredBefore, apeClassAfter: declaredAfter } = building;
    if (!estimate?.before || !estimate.after || declaredBefore === null || declaredAfter === null) continue;
    const declared = classesGained(declaredBefore, declaredAfter);
    const estimated = classesGained(estimate.before, estimate.after);
    if (declared - estimated > MAX_ESTIMATE_GAP) {
      reasons.push(
        `${buildingReference(building.name, true)} dichiara un salto da ${declaredBefore} a ${declaredAfter} (${classCount(declared)}), ` +
          `ma secondo la stima del motore energetico va da ${estimate.before} a ${estimate.after} (${classCount(estimated)})`,
      );
    }
  }
  return check('ape.estimate', 'Classi dichiarate coerenti con la stima del motore energetico', reasons);
}

function finalStage(input: ValidationInput): StageResult {
  const worksTotal = totalOf(input.works);
  const certified = totalOf(input.progress);
  const checks = [
    check(
      'progress.complete',
      "SAL cumulati pari all'importo dei lavori",
      worksTotal > 0 && certified === worksTotal
        ? []
        : [`I SAL certificano ${formatMoney(certified)} su ${formatMoney(worksTotal)} di lavori`],
    ),
    improvementCheck(input.buildings),
    estimateGapCheck(input.buildings, input.estimates),
    ...documentChecks('final', 'final', input.uploaded),
  ];
  return { key: 'final', kind: 'final', title: 'Fine lavori', passed: checks.every((item) => item.passed), checks };
}

/** Every stage of the validation, in order: ante operam, each SAL, end of works. */
export function validateSite(input: ValidationInput): { passed: boolean; stages: StageResult[] } {
  const stages = [initialStage(input), ...progressStages(input), finalStage(input)];
  return { passed: stages.every((stage) => stage.passed), stages };
}
