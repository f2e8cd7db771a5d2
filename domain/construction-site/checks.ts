import { classIndex } from '../energy/classification.ts';
import { formatDay, formatMoney } from '../format.ts';
import {
  DOCUMENT_LABELS, MIN_CLASS_IMPROVEMENT, REQUIRED_DOCUMENTS, documentCategory, type SiteStageKind,
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
  /** The SALs, in any order. */
  progress: readonly { id: string; number: number; date: string; amount: number }[];
  /** The `meta.category` of every uploaded document of the condominium. */
  uploaded: ReadonlySet<string>;
  /** Today in Rome, YYYY-MM-DD. */
  today: string;
}

const check = (code: string, label: string, reasons: string[]): CheckResult => ({ code, label, passed: reasons.length === 0, reasons });

function documentChecks(kind: SiteStageKind, stageKey: string, uploaded: ReadonlySet<string>): CheckResult[] {
  return REQUIRED_DOCUMENTS[kind].map((document) => check(`document.${document}`, `Documento: ${DOCUMENT_LABELS[document]}`,
    uploaded.has(documentCategory(stageKey, document)) ? [] : [`Manca il documento «${DOCUMENT_LABELS[document]}»`]));
}

function registryCheck(buildings: readonly Building[]): CheckResult {
  const reasons: string[] = [];
  if (buildings.length === 0) reasons.push('Il condominio non ha edifici');
  for (const building of buildings) {
    if (building.stairs.length === 0) reasons.push(`L'edificio «${building.name}» non ha scale`);
  }
  return check('registry', 'Anagrafica di edifici e scale completa', reasons);
}

function worksCheck(buildings: readonly Building[], works: readonly Work[]): CheckResult {
  const reasons = buildings
    .filter((building) => !works.some((work) => work.buildingId === building.id && work.amount > 0))
    .map((building) => `Nessun lavoro con importo indicato per l'edificio «${building.name}»`);
  if (buildings.length > 0 && works.length === 0) return check('works', 'Lavori indicati per ogni edificio', ['Nessun lavoro indicato']);
  return check('works', 'Lavori indicati per ogni edificio', reasons);
}

function apeBeforeCheck(buildings: readonly Building[]): CheckResult {
  return check('ape.before', 'Classe APE ante operam dichiarata', buildings
    .filter((building) => building.apeClassBefore === null)
    .map((building) => `Classe APE ante operam non indicata per l'edificio «${building.name}»`));
}

function initialStage(input: ValidationInput): StageResult {
  const checks = [
    registryCheck(input.buildings),
    worksCheck(input.buildings, input.works),
    check('site.start', 'Cantiere aperto con data di inizio lavori', input.site ? [] : ['Il cantiere non è ancora aperto']),
    apeBeforeCheck(input.buildings),
    ...documentChecks('initial', 'initial', input.uploaded),
  ];
  return { key: 'initial', kind: 'initial', title: 'Ante operam', passed: checks.every((item) => item.passed), checks };
}

const totalOf = (items: readonly { amount: number }[]): number => items.reduce((sum, item) => sum + item.amount, 0);

function progressStages(input: ValidationInput): StageResult[] {
  const ordered = [...input.progress].sort((a, b) => a.number - b.number);
  const worksTotal = totalOf(input.works);
  let cumulative = 0;
  return ordered.map((sal, index) => {
    const previous = ordered[index - 1];
    cumulative += sal.amount;
    const dateReasons: string[] = [];
    if (sal.date > input.today) dateReasons.push(`La data del SAL (${formatDay(sal.date)}) è nel futuro`);
    if (input.site && sal.date < input.site.startDate) dateReasons.push(`La data del SAL precede l'inizio lavori (${formatDay(input.site.startDate)})`);
    if (previous && sal.date < previous.date) dateReasons.push(`La data del SAL precede quella del SAL ${String(previous.number)} (${formatDay(previous.date)})`);
    const amountReasons: string[] = [];
    if (sal.amount <= 0) amountReasons.push("L'importo del SAL deve essere maggiore di zero");
    if (cumulative > worksTotal) {
      amountReasons.push(`L'importo cumulato dei SAL (${formatMoney(cumulative)}) supera l'importo dei lavori (${formatMoney(worksTotal)})`);
    }
    const checks = [
      check('progress.date', 'Data del SAL coerente', dateReasons),
      check('progress.amount', 'Importo del SAL entro i lavori', amountReasons),
      ...documentChecks('progress', sal.id, input.uploaded),
    ];
    return { key: sal.id, kind: 'progress', title: `SAL ${String(sal.number)}`, passed: checks.every((item) => item.passed), checks };
  });
}

function improvementCheck(buildings: readonly Building[]): CheckResult {
  const reasons: string[] = [];
  for (const building of buildings) {
    if (building.apeClassAfter === null) {
      reasons.push(`Classe APE post operam non indicata per l'edificio «${building.name}»`);
    } else if (building.apeClassBefore !== null) {
      const gained = classIndex(building.apeClassBefore) - classIndex(building.apeClassAfter);
      if (gained < MIN_CLASS_IMPROVEMENT) {
        reasons.push(`L'edificio «${building.name}» migliora di ${String(gained)} class${gained === 1 ? 'e' : 'i'}: ne servono almeno ${String(MIN_CLASS_IMPROVEMENT)}`);
      }
    }
  }
  return check('ape.improvement', `Miglioramento di almeno ${String(MIN_CLASS_IMPROVEMENT)} classi energetiche`, reasons);
}

function finalStage(input: ValidationInput): StageResult {
  const worksTotal = totalOf(input.works);
  const certified = totalOf(input.progress);
  const checks = [
    check('progress.complete', 'SAL cumulati pari all\'importo dei lavori',
      worksTotal > 0 && certified === worksTotal ? [] : [`I SAL certificano ${formatMoney(certified)} su ${formatMoney(worksTotal)} di lavori`]),
    improvementCheck(input.buildings),
    ...documentChecks('final', 'final', input.uploaded),
  ];
  return { key: 'final', kind: 'final', title: 'Fine lavori', passed: checks.every((item) => item.passed), checks };
}

/** Every stage of the validation, in order: ante operam, each SAL, end of works. */
export function validateSite(input: ValidationInput): { passed: boolean; stages: StageResult[] } {
  const stages = [initialStage(input), ...progressStages(input), finalStage(input)];
  return { passed: stages.every((stage) => stage.passed), stages };
}
